/**
 * Texts the album, video and document resources share, in every language. The public library
 * reads as the goods' does (spec §4): the same field name, ranges and actions.
 */
export const mediaSharedTexts = {
  en: {
    fields: { visibility: 'Public library', visible_store_ids: 'Visible to stores', hidden_ends: 'Hidden on', cover: 'Cover' },
    ends: { pc: 'PC', mobile: 'Mobile', mini_program: 'Mini program' },
    visibilities: { none: 'Not public', all: 'All visible', partial: 'Partly visible' },
    actions: { share: 'Set as public library', unshare: 'Remove from public library' },
    share: { storesPlaceholder: 'Choose stores', storesHint: 'Only the chosen stores see it in the public library.' },
  },
  zh: {
    fields: { visibility: '公共库', visible_store_ids: '可见门店', hidden_ends: '隐藏端', cover: '封面' },
    ends: { pc: 'PC 端', mobile: '移动端', mini_program: '小程序' },
    visibilities: { none: '非公共', all: '全部可见', partial: '部分可见' },
    actions: { share: '设为公共库', unshare: '移出公共库' },
    share: { storesPlaceholder: '请选择门店', storesHint: '只有选中的门店能在公共库中看到它。' },
  },
  es: {
    fields: { visibility: 'Biblioteca pública', visible_store_ids: 'Visible para las tiendas', hidden_ends: 'Oculto en', cover: 'Portada' },
    ends: { pc: 'PC', mobile: 'Móvil', mini_program: 'Miniprograma' },
    visibilities: { none: 'No pública', all: 'Visible para todos', partial: 'Visible en parte' },
    actions: { share: 'Añadir a la biblioteca pública', unshare: 'Quitar de la biblioteca pública' },
    share: { storesPlaceholder: 'Elija las tiendas', storesHint: 'Solo las tiendas elegidas lo ven en la biblioteca pública.' },
  },
  ja: {
    fields: { visibility: '公開ライブラリ', visible_store_ids: '表示する店舗', hidden_ends: '非表示にする端末', cover: 'カバー' },
    ends: { pc: 'PC', mobile: 'モバイル', mini_program: 'ミニプログラム' },
    visibilities: { none: '非公開', all: 'すべてに公開', partial: '一部に公開' },
    actions: { share: '公開ライブラリに設定', unshare: '公開ライブラリから外す' },
    share: { storesPlaceholder: '店舗を選択', storesHint: '選択した店舗だけが公開ライブラリで見られます。' },
  },
};

/** The public-library texts of one language, spread into each media resource's texts. */
export const publicLibraryTexts = (language: keyof typeof mediaSharedTexts) => {
  const { visibilities, actions, share } = mediaSharedTexts[language];
  return { visibilities, actions, share };
};
