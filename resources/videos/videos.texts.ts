import { publicLibraryTexts, mediaSharedTexts as shared } from '../media/media.texts.ts';

/** Video texts in every language. */
export const videosTexts = {
  en: {
    title: 'Videos',
    record: 'video',
    records: 'videos',
    fields: { ...shared.en.fields, name: 'Name', url: 'Video', duration: 'Duration', size: 'Size' },
    ends: shared.en.ends,
    ...publicLibraryTexts('en'),
  },
  zh: {
    title: '视频',
    record: '视频',
    records: '视频',
    fields: { ...shared.zh.fields, name: '名称', url: '视频', duration: '时长', size: '大小' },
    ends: shared.zh.ends,
    ...publicLibraryTexts('zh'),
  },
  es: {
    title: 'Vídeos',
    record: 'vídeo',
    records: 'vídeos',
    fields: { ...shared.es.fields, name: 'Nombre', url: 'Vídeo', duration: 'Duración', size: 'Tamaño' },
    ends: shared.es.ends,
    ...publicLibraryTexts('es'),
  },
  ja: {
    title: '動画',
    record: '動画',
    records: '動画',
    fields: { ...shared.ja.fields, name: '名称', url: '動画', duration: '再生時間', size: 'サイズ' },
    ends: shared.ja.ends,
    ...publicLibraryTexts('ja'),
  },
};
