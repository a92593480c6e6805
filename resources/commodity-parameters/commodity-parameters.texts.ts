/** Public parameter library texts in every language. */
export const commodityParametersTexts = {
  en: { title: 'Goods parameters', record: 'parameter', records: 'parameters', fields: { name: 'Parameter name', value: 'Value' } },
  zh: { title: '商品参数', record: '参数', records: '参数', fields: { name: '参数名', value: '参数值' } },
  es: { title: 'Parámetros de productos', record: 'parámetro', records: 'parámetros', fields: { name: 'Nombre del parámetro', value: 'Valor' } },
  ja: { title: '商品パラメータ', record: 'パラメータ', records: 'パラメータ', fields: { name: 'パラメータ名', value: '値' } },
};
