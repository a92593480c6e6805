/** Shop type texts in every language. */
export const shopTypesTexts = {
  en: {
    title: 'Shop types',
    record: 'shop type',
    records: 'shop types',
    fields: { name: 'Name', style_id: 'Style id', description: 'Description', enabled: 'Enabled' },
    styles: {
      0: 'Tmall (0)',
      12: 'Dedicated mall (12)',
      16: 'Youzan (16)',
      19: 'Flagship store (19)',
      21: 'Weimob (21)',
      23: 'Customer-specific (23)',
      25: 'Customer-specific (25)',
    },
  },
  zh: {
    title: '店铺类型',
    record: '店铺类型',
    records: '店铺类型',
    fields: { name: '名称', style_id: '类型编号', description: '说明', enabled: '启用' },
    styles: { 0: '天猫 (0)', 12: '专属商城 (12)', 16: '有赞 (16)', 19: '旗舰店 (19)', 21: '微盟 (21)', 23: '客户定制 (23)', 25: '客户定制 (25)' },
  },
  es: {
    title: 'Tipos de tienda',
    record: 'tipo de tienda',
    records: 'tipos de tienda',
    fields: { name: 'Nombre', style_id: 'Id de estilo', description: 'Descripción', enabled: 'Activo' },
    styles: {
      0: 'Tmall (0)',
      12: 'Centro comercial dedicado (12)',
      16: 'Youzan (16)',
      19: 'Tienda insignia (19)',
      21: 'Weimob (21)',
      23: 'Específico del cliente (23)',
      25: 'Específico del cliente (25)',
    },
  },
  ja: {
    title: 'ショップ種別',
    record: 'ショップ種別',
    records: 'ショップ種別',
    fields: { name: '名称', style_id: 'スタイル ID', description: '説明', enabled: '有効' },
    styles: { 0: 'Tmall (0)', 12: '専用モール (12)', 16: 'Youzan (16)', 19: '旗艦店 (19)', 21: 'Weimob (21)', 23: '顧客専用 (23)', 25: '顧客専用 (25)' },
  },
};
