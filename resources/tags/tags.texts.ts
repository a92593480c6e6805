import { TAG_AREAS } from './tags.resource.ts';

type Texts = { title: string; record: string; records: string; fields: { name: string; multiple: string; items: string } };

const shared: Record<'en' | 'zh' | 'es' | 'ja', Omit<Texts, 'title'>> = {
  en: { record: 'tag group', records: 'tag groups', fields: { name: 'Tag group', multiple: 'Multiple choice', items: 'Tags' } },
  zh: { record: '标签组', records: '标签组', fields: { name: '标签组名称', multiple: '多选', items: '标签' } },
  es: {
    record: 'grupo de etiquetas',
    records: 'grupos de etiquetas',
    fields: { name: 'Grupo de etiquetas', multiple: 'Selección múltiple', items: 'Etiquetas' },
  },
  ja: { record: 'タグ グループ', records: 'タグ グループ', fields: { name: 'タググループ', multiple: '複数選択', items: 'タグ' } },
};

const areaTitles: Record<keyof typeof shared, Record<string, string>> = {
  en: {
    commodity: 'Goods tags',
    plan: 'Plan tags',
    hall: 'Hall tags',
    app: 'App tags',
    'sticker-app': 'Sticker app tags',
    album: 'Album tags',
    video: 'Video tags',
    document: 'Document tags',
    customer: 'Customer tags',
    'hall-template': 'Hall template tags',
    'plan-template': 'Plan template tags',
  },
  zh: {
    commodity: '商品标签',
    plan: '方案标签',
    hall: '展厅标签',
    app: '应用标签',
    'sticker-app': '贴图应用标签',
    album: '图册标签',
    video: '视频标签',
    document: '文档标签',
    customer: '客户标签',
    'hall-template': '展厅模板标签',
    'plan-template': '方案模板标签',
  },
  es: {
    commodity: 'Etiquetas de productos',
    plan: 'Etiquetas de planos',
    hall: 'Etiquetas de salas',
    app: 'Etiquetas de apps',
    'sticker-app': 'Etiquetas de apps de texturas',
    album: 'Etiquetas de álbumes',
    video: 'Etiquetas de vídeos',
    document: 'Etiquetas de documentos',
    customer: 'Etiquetas de clientes',
    'hall-template': 'Etiquetas de plantillas de sala',
    'plan-template': 'Etiquetas de plantillas de plano',
  },
  ja: {
    commodity: '商品タグ',
    plan: 'プランタグ',
    hall: 'ホールタグ',
    app: 'アプリタグ',
    'sticker-app': 'ステッカーアプリタグ',
    album: 'アルバムタグ',
    video: '動画タグ',
    document: 'ドキュメントタグ',
    customer: '顧客タグ',
    'hall-template': 'ホールテンプレートタグ',
    'plan-template': 'プランテンプレートタグ',
  },
};

/** Tag-group texts of every area, keyed by resource name, in every language. */
export const tagsTexts = Object.fromEntries(
  (Object.keys(shared) as (keyof typeof shared)[]).map((language) => [
    language,
    Object.fromEntries(TAG_AREAS.map(({ area }) => [`tags-${area}`, { ...shared[language], title: areaTitles[language][area] }])),
  ]),
) as Record<keyof typeof shared, Record<string, Texts>>;
