/**
 * The words of the app pages (issue 38): the list's cells and the preview page, merged into each
 * language's browser catalogue (src/i18n/locales) under `appPages`.
 */
export const appPagesMessages = {
  en: { appPages: { preview: 'Preview' } },
  zh: { appPages: { preview: '预览' } },
  es: { appPages: { preview: 'Vista previa' } },
  ja: { appPages: { preview: 'プレビュー' } },
};
