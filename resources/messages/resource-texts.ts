import { auditLogsTexts } from '../audit-logs/audit-logs.texts.ts';
import { albumsTexts } from '../albums/albums.texts.ts';
import { commoditiesTexts } from '../commodities/commodities.texts.ts';
import { commodityAttributesTexts } from '../commodity-attributes/commodity-attributes.texts.ts';
import { commodityParametersTexts } from '../commodity-parameters/commodity-parameters.texts.ts';
import { documentsTexts } from '../documents/documents.texts.ts';
import { materialsTexts } from '../materials/materials.texts.ts';
import { videosTexts } from '../videos/videos.texts.ts';
import { shopTypesTexts } from '../shop-types/shop-types.texts.ts';
import { systemConfigTexts } from '../system-config/system-config.texts.ts';
import { tagsTexts } from '../tags/tags.texts.ts';
import { versionsTexts } from '../versions/versions.texts.ts';

type Lang = 'en' | 'zh' | 'es' | 'ja';

/** Each resource's texts (title, record noun, field and option labels) under `resources.<name>`. */
export function resourceTexts(language: Lang) {
  return {
    'shop-types': shopTypesTexts[language],
    versions: versionsTexts[language],
    'system-config': systemConfigTexts[language],
    'audit-logs': auditLogsTexts[language],
    ...tagsTexts[language],
    albums: albumsTexts[language],
    videos: videosTexts[language],
    documents: documentsTexts[language],
    materials: materialsTexts[language],
    commodities: commoditiesTexts[language],
    'commodity-attributes': commodityAttributesTexts[language],
    'commodity-parameters': commodityParametersTexts[language],
  } as Record<string, { title: string; record: string; fields: Record<string, string> } & Record<string, unknown>>;
}
