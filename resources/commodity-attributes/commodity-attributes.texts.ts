/** Attribute library texts in every language. */
export const commodityAttributesTexts = {
  en: { title: 'Goods attributes', record: 'attribute', records: 'attributes', fields: { name: 'Attribute name', values: 'Values' } },
  zh: { title: '商品属性', record: '属性', records: '属性', fields: { name: '属性名', values: '属性值' } },
  es: { title: 'Atributos de productos', record: 'atributo', records: 'atributos', fields: { name: 'Nombre del atributo', values: 'Valores' } },
  ja: { title: '商品属性', record: '属性', records: '属性', fields: { name: '属性名', values: '属性値' } },
};
