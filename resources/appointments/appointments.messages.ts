/** Messages of the appointments (issue 37), merged into each language's `validation`. */
export const appointmentsMessages = {
  en: {
    validation: {
      appointmentInPast: 'Pick a time in the future.',
      appointmentGuide: 'Pick one of this merchant’s accounts.',
      appointmentShoppingGuide: 'Pick one of this business’s shopping guides.',
    },
  },
  zh: {
    validation: {
      appointmentInPast: '请选择将来的时间。',
      appointmentGuide: '请选择本商家的账号。',
      appointmentShoppingGuide: '请选择本商家的导购。',
    },
  },
  es: {
    validation: {
      appointmentInPast: 'Elija una hora futura.',
      appointmentGuide: 'Elija una cuenta de este comercio.',
      appointmentShoppingGuide: 'Elija un vendedor de este comercio.',
    },
  },
  ja: {
    validation: {
      appointmentInPast: '未来の日時を選んでください。',
      appointmentGuide: 'この店舗事業者のアカウントを選んでください。',
      appointmentShoppingGuide: 'この店舗事業者の販売員を選んでください。',
    },
  },
};
