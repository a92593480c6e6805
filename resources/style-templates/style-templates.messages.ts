/** Messages of the style templates (issue 38), merged into each language's `errors` and `validation`. */
export const styleTemplatesMessages = {
  en: {
    errors: {},
    validation: { color: 'Use a colour such as #1677ff.' },
  },
  zh: {
    errors: {},
    validation: { color: '请使用 #1677ff 这样的颜色值。' },
  },
  es: {
    errors: {},
    validation: { color: 'Use un color como #1677ff.' },
  },
  ja: {
    errors: {},
    validation: { color: '#1677ff のような色を指定してください。' },
  },
};
