/** Messages of the activities (issue 37), merged into each language's `validation`. */
export const activitiesMessages = {
  en: {
    validation: {
      activityEndsBeforeStart: 'The activity must end after it starts.',
      activityDeadlineAfterEnd: 'Sign-up must close by the end of the activity.',
      activityFieldOptions: 'A choice needs at least two options.',
      activityFieldNoOptions: 'Only a single or multiple choice has options.',
    },
  },
  zh: {
    validation: {
      activityEndsBeforeStart: '结束时间必须晚于开始时间。',
      activityDeadlineAfterEnd: '报名截止时间不能晚于活动结束时间。',
      activityFieldOptions: '选择题至少需要两个选项。',
      activityFieldNoOptions: '只有单选或多选才有选项。',
    },
  },
  es: {
    validation: {
      activityEndsBeforeStart: 'La actividad debe terminar después de empezar.',
      activityDeadlineAfterEnd: 'La inscripción debe cerrarse antes del final de la actividad.',
      activityFieldOptions: 'Una pregunta de opciones necesita al menos dos opciones.',
      activityFieldNoOptions: 'Solo una opción única o múltiple tiene opciones.',
    },
  },
  ja: {
    validation: {
      activityEndsBeforeStart: '終了は開始より後にしてください。',
      activityDeadlineAfterEnd: '申込締切はイベント終了までにしてください。',
      activityFieldOptions: '選択式には 2 つ以上の選択肢が必要です。',
      activityFieldNoOptions: '選択肢を持てるのは単一選択と複数選択だけです。',
    },
  },
};
