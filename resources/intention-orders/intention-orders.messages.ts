/** Messages of the intention orders (issue 36), merged into each language's `validation`. */
export const intentionOrdersMessages = {
  en: { validation: { orderGoodsRepeated: 'These goods are already on another line: change its quantity instead.' } },
  zh: { validation: { orderGoodsRepeated: '该商品已在其他行中，请修改那一行的数量。' } },
  es: { validation: { orderGoodsRepeated: 'Este artículo ya está en otra línea: cambie allí la cantidad.' } },
  ja: { validation: { orderGoodsRepeated: 'この商品はすでに別の行にあります。その行の数量を変更してください。' } },
};
