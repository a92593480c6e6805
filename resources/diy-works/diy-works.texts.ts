/** DIY work texts in every language. */
export const diyWorksTexts = {
  en: {
    title: 'DIY list',
    record: 'DIY work',
    records: 'DIY works',
    fields: {
      picture: 'Picture',
      name: 'Name',
      customer_id: 'Customer',
      sale_id: 'Guide',
      plan_id: 'Plan',
      commodity_ids: 'Goods used',
      submitted_at: 'Submitted',
    },
  },
  zh: {
    title: 'DIY列表',
    record: 'DIY作品',
    records: 'DIY作品',
    fields: { picture: '图片', name: '名称', customer_id: '客户', sale_id: '导购', plan_id: '方案', commodity_ids: '使用的商品', submitted_at: '提交时间' },
  },
  es: {
    title: 'Lista de diseños DIY',
    record: 'diseño DIY',
    records: 'diseños DIY',
    fields: {
      picture: 'Imagen',
      name: 'Nombre',
      customer_id: 'Cliente',
      sale_id: 'Vendedor',
      plan_id: 'Plano',
      commodity_ids: 'Artículos usados',
      submitted_at: 'Enviado',
    },
  },
  ja: {
    title: 'DIY一覧',
    record: 'DIY作品',
    records: 'DIY作品',
    fields: {
      picture: '画像',
      name: '名前',
      customer_id: '顧客',
      sale_id: '販売員',
      plan_id: 'プラン',
      commodity_ids: '使用した商品',
      submitted_at: '提出日時',
    },
  },
};
