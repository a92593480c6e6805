import { publicLibraryTexts, mediaSharedTexts as shared } from '../media/media.texts.ts';

/** Document texts in every language. */
export const documentsTexts = {
  en: {
    title: 'Documents',
    record: 'document',
    records: 'documents',
    fields: { ...shared.en.fields, name: 'Name', file: 'File', file_name: 'File name', file_type: 'File type', default_cover: 'Default cover' },
    fileTypes: { pdf: 'PDF', word: 'Word', ppt: 'PPT' },
    help: { file_name: 'Filled in from the uploaded file; its extension sets the file type (PDF, Word or PPT).' },
    ends: shared.en.ends,
    ...publicLibraryTexts('en'),
  },
  zh: {
    title: '文档',
    record: '文档',
    records: '文档',
    fields: { ...shared.zh.fields, name: '名称', file: '文件', file_name: '文件名', file_type: '文件类型', default_cover: '默认封面' },
    fileTypes: { pdf: 'PDF', word: 'Word 文档', ppt: 'PPT 演示文稿' },
    help: { file_name: '上传文件时自动填写；扩展名决定文件类型（PDF、Word 或 PPT）。' },
    ends: shared.zh.ends,
    ...publicLibraryTexts('zh'),
  },
  es: {
    title: 'Documentos',
    record: 'documento',
    records: 'documentos',
    fields: {
      ...shared.es.fields,
      name: 'Nombre',
      file: 'Archivo',
      file_name: 'Nombre del archivo',
      file_type: 'Tipo de archivo',
      default_cover: 'Portada predeterminada',
    },
    fileTypes: { pdf: 'PDF', word: 'Word', ppt: 'PPT' },
    help: { file_name: 'Se rellena con el archivo subido; su extensión fija el tipo de archivo (PDF, Word o PPT).' },
    ends: shared.es.ends,
    ...publicLibraryTexts('es'),
  },
  ja: {
    title: 'ドキュメント',
    record: 'ドキュメント',
    records: 'ドキュメント',
    fields: { ...shared.ja.fields, name: '名称', file: 'ファイル', file_name: 'ファイル名', file_type: 'ファイル形式', default_cover: '既定のカバー' },
    fileTypes: { pdf: 'PDF', word: 'Word', ppt: 'PPT' },
    help: { file_name: 'アップロードしたファイルから入力されます。拡張子でファイル形式（PDF、Word、PPT）が決まります。' },
    ends: shared.ja.ends,
    ...publicLibraryTexts('ja'),
  },
};
