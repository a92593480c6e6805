const en = {
  fields: {
    name: 'Name',
    style: 'Style',
    primary_color: 'Main colour',
    background_color: 'Background colour',
    text_color: 'Text colour',
    font: 'Font',
    layout: 'Layout',
    list_style: 'List style',
    status: 'Status',
  },
  styles: { simple: 'Refreshing', technology: 'Technology' },
  fonts: { sans: 'Sans serif', serif: 'Serif', rounded: 'Rounded' },
  layouts: { tabs: 'A tab per kind', sections: 'Sections down the page' },
  listStyles: { grid: 'Grid', list: 'List', large: 'Large cards' },
  statuses: { open: 'Open', closed: 'Closed' },
  actions: { close: 'Close', reopen: 'Open again' },
  help: {
    style: 'The showroom style the template starts from; the colours, font and layout below make it your own.',
    list_style: 'How the showroom lists plans, goods and the rest; an app may pick another list style for itself.',
  },
};
const zh: typeof en = {
  fields: {
    name: '名称',
    style: '风格',
    primary_color: '主色',
    background_color: '背景色',
    text_color: '文字颜色',
    font: '字体',
    layout: '布局',
    list_style: '列表样式',
    status: '状态',
  },
  styles: { simple: '清新简约', technology: '科技' },
  fonts: { sans: '无衬线', serif: '衬线', rounded: '圆体' },
  layouts: { tabs: '按类型分页签', sections: '整页分区' },
  listStyles: { grid: '宫格', list: '列表', large: '大图' },
  statuses: { open: '启用', closed: '已关闭' },
  actions: { close: '关闭', reopen: '重新启用' },
  help: {
    style: '模板所基于的展厅风格；下方的颜色、字体和布局让它成为您自己的样式。',
    list_style: '展厅中方案、商品等内容的排列方式；应用也可以自行选择其他列表样式。',
  },
};
const es: typeof en = {
  fields: {
    name: 'Nombre',
    style: 'Estilo',
    primary_color: 'Color principal',
    background_color: 'Color de fondo',
    text_color: 'Color del texto',
    font: 'Tipografía',
    layout: 'Disposición',
    list_style: 'Estilo de lista',
    status: 'Estado',
  },
  styles: { simple: 'Fresco', technology: 'Tecnológico' },
  fonts: { sans: 'Sin serifa', serif: 'Con serifa', rounded: 'Redondeada' },
  layouts: { tabs: 'Una pestaña por tipo', sections: 'Secciones en la página' },
  listStyles: { grid: 'Cuadrícula', list: 'Lista', large: 'Tarjetas grandes' },
  statuses: { open: 'Abierta', closed: 'Cerrada' },
  actions: { close: 'Cerrar', reopen: 'Volver a abrir' },
  help: {
    style: 'El estilo de sala del que parte la plantilla; los colores, la tipografía y la disposición de abajo lo hacen suyo.',
    list_style: 'Cómo la sala muestra los planes, productos y demás; cada aplicación puede elegir otro estilo de lista.',
  },
};
const ja: typeof en = {
  fields: {
    name: '名前',
    style: 'スタイル',
    primary_color: 'メインカラー',
    background_color: '背景色',
    text_color: '文字色',
    font: 'フォント',
    layout: 'レイアウト',
    list_style: 'リストスタイル',
    status: 'ステータス',
  },
  styles: { simple: 'さわやか', technology: 'テクノロジー' },
  fonts: { sans: 'ゴシック', serif: '明朝', rounded: '丸ゴシック' },
  layouts: { tabs: '種類ごとのタブ', sections: 'ページ内のセクション' },
  listStyles: { grid: 'グリッド', list: 'リスト', large: '大きなカード' },
  statuses: { open: '使用中', closed: '終了' },
  actions: { close: '終了する', reopen: '再開する' },
  help: {
    style: 'テンプレートのもとになるショールームのスタイルです。下の色・フォント・レイアウトで独自の見た目に仕上げます。',
    list_style: 'ショールームでプランや商品などを並べる方法です。アプリごとに別のリストスタイルも選べます。',
  },
};

const titled = (shared: typeof en, title: string, record: string, records: string) => ({ ...shared, title, record, records });

/** Style templates, the merchant's custom ones and the operators' system ones: one text set a language, titled per resource. */
export const styleTemplatesTexts = {
  en: {
    'style-templates': titled(en, 'App style templates', 'style template', 'style templates'),
    'system-style-templates': titled(en, 'Style templates', 'style template', 'style templates'),
  },
  zh: {
    'style-templates': titled(zh, '应用风格模板', '风格模板', '风格模板'),
    'system-style-templates': titled(zh, '风格模板', '风格模板', '风格模板'),
  },
  es: {
    'style-templates': titled(es, 'Plantillas de estilo de aplicaciones', 'plantilla de estilo', 'plantillas de estilo'),
    'system-style-templates': titled(es, 'Plantillas de estilo', 'plantilla de estilo', 'plantillas de estilo'),
  },
  ja: {
    'style-templates': titled(ja, 'アプリのスタイルテンプレート', 'スタイルテンプレート', 'スタイルテンプレート'),
    'system-style-templates': titled(ja, 'スタイルテンプレート', 'スタイルテンプレート', 'スタイルテンプレート'),
  },
};
