import { publicLibraryTexts, mediaSharedTexts as shared } from '../media/media.texts.ts';

/** Album texts in every language. */
export const albumsTexts = {
  en: {
    title: 'Albums',
    record: 'album',
    records: 'albums',
    fields: { ...shared.en.fields, name: 'Name', images: 'Images' },
    ends: shared.en.ends,
    ...publicLibraryTexts('en'),
  },
  zh: {
    title: '图册',
    record: '图册',
    records: '图册',
    fields: { ...shared.zh.fields, name: '名称', images: '图片' },
    ends: shared.zh.ends,
    ...publicLibraryTexts('zh'),
  },
  es: {
    title: 'Álbumes',
    record: 'álbum',
    records: 'álbumes',
    fields: { ...shared.es.fields, name: 'Nombre', images: 'Imágenes' },
    ends: shared.es.ends,
    ...publicLibraryTexts('es'),
  },
  ja: {
    title: 'アルバム',
    record: 'アルバム',
    records: 'アルバム',
    fields: { ...shared.ja.fields, name: '名称', images: '画像' },
    ends: shared.ja.ends,
    ...publicLibraryTexts('ja'),
  },
};
