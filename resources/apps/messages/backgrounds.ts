/**
 * The words of the background library (App settings) and the app form's background picker,
 * merged into each language's browser catalogue under `appBackgrounds`.
 */
export const appBackgroundsMessages = {
  en: { appBackgrounds: { title: 'Background library' } },
  zh: { appBackgrounds: { title: '背景库' } },
  es: { appBackgrounds: { title: 'Biblioteca de fondos' } },
  ja: { appBackgrounds: { title: '背景ライブラリ' } },
};
