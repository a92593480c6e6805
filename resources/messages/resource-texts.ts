import { auditLogsTexts } from '../audit-logs/audit-logs.texts.ts';
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
  } as Record<string, { title: string; record: string; fields: Record<string, string> } & Record<string, unknown>>;
}
