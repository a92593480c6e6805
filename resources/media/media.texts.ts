/** Texts the album, video and document resources share, in every language. */
export const mediaSharedTexts = {
  en: {
    fields: { public_library: 'Public library', hidden_ends: 'Hidden on', cover: 'Cover' },
    ends: { pc: 'PC', mobile: 'Mobile', mini_program: 'Mini program' },
  },
  zh: {
    fields: { public_library: '公共库', hidden_ends: '隐藏端', cover: '封面' },
    ends: { pc: 'PC 端', mobile: '移动端', mini_program: '小程序' },
  },
  es: {
    fields: { public_library: 'Biblioteca pública', hidden_ends: 'Oculto en', cover: 'Portada' },
    ends: { pc: 'PC', mobile: 'Móvil', mini_program: 'Miniprograma' },
  },
  ja: {
    fields: { public_library: '公開ライブラリ', hidden_ends: '非表示にする端末', cover: 'カバー' },
    ends: { pc: 'PC', mobile: 'モバイル', mini_program: 'ミニプログラム' },
  },
};
