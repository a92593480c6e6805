/** Messages of plans and halls (issue 20): the scene graph's rules, merged into each language's `validation`. */
export const plansMessages = {
  en: {
    errors: {},
    validation: {
      sceneId: 'Use 1–40 letters, digits, _ or -.',
      noSuchScene: 'This scene does not exist in the plan.',
      externalLink: 'Enter a link starting with http:, https:, mailto: or tel:.',
    },
  },
  zh: {
    errors: {},
    validation: {
      sceneId: '请使用 1–40 位字母、数字、_ 或 -。',
      noSuchScene: '方案中没有该场景。',
      externalLink: '请输入以 http:、https:、mailto: 或 tel: 开头的链接。',
    },
  },
  es: {
    errors: {},
    validation: {
      sceneId: 'Use de 1 a 40 letras, dígitos, _ o -.',
      noSuchScene: 'Esta escena no existe en el plano.',
      externalLink: 'Introduzca un enlace que empiece por http:, https:, mailto: o tel:.',
    },
  },
  ja: {
    errors: {},
    validation: {
      sceneId: '1～40文字の英数字、_ または - を使用してください。',
      noSuchScene: 'このシーンはプランに存在しません。',
      externalLink: 'http:、https:、mailto: または tel: で始まるリンクを入力してください。',
    },
  },
};
