/** Messages of the style templates (issue 38), merged into each language's `errors` and `validation`. */
export const styleTemplatesMessages = {
  en: {
    errors: {
      styleTemplateOpen: 'Close the style template before deleting it.',
      styleTemplateUsed: 'Apps use this style template: {{names}}. Give them another template first (apps in the recycle bin count, as they may be restored).',
      styleTemplateUsedByMany:
        'Apps use this style template: {{names}} and {{more}} more. Give them another template first (apps in the recycle bin count, as they may be restored).',
      styleTemplatesMax: 'You already have {{max}} style templates, the most a merchant may keep: delete one you no longer use first.',
    },
    validation: { color: 'Use a colour such as #1677ff.' },
  },
  zh: {
    errors: {
      styleTemplateOpen: '请先关闭该风格模板，再删除。',
      styleTemplateUsed: '以下应用正在使用该风格模板：{{names}}。请先为它们更换模板（回收站中的应用可能被恢复，也计算在内）。',
      styleTemplateUsedByMany: '以下应用正在使用该风格模板：{{names}} 等，另有 {{more}} 个。请先为它们更换模板（回收站中的应用可能被恢复，也计算在内）。',
      styleTemplatesMax: '风格模板已达上限（{{max}} 个），请先删除不再使用的模板。',
    },
    validation: { color: '请使用 #1677ff 这样的颜色值。' },
  },
  es: {
    errors: {
      styleTemplateOpen: 'Cierre la plantilla de estilo antes de eliminarla.',
      styleTemplateUsed:
        'Estas aplicaciones usan la plantilla de estilo: {{names}}. Asígneles otra plantilla primero (cuentan las de la papelera, porque pueden restaurarse).',
      styleTemplateUsedByMany:
        'Estas aplicaciones usan la plantilla de estilo: {{names}} y {{more}} más. Asígneles otra plantilla primero (cuentan las de la papelera, porque pueden restaurarse).',
      styleTemplatesMax: 'Ya tiene {{max}} plantillas de estilo, el máximo por comercio: elimine una que ya no use primero.',
    },
    validation: { color: 'Use un color como #1677ff.' },
  },
  ja: {
    errors: {
      styleTemplateOpen: 'スタイルテンプレートを終了してから削除してください。',
      styleTemplateUsed:
        '次のアプリがこのスタイルテンプレートを使用しています：{{names}}。先に別のテンプレートに変更してください（ごみ箱のアプリも復元できるため含みます）。',
      styleTemplateUsedByMany:
        '次のアプリがこのスタイルテンプレートを使用しています：{{names}} ほか {{more}} 件。先に別のテンプレートに変更してください（ごみ箱のアプリも復元できるため含みます）。',
      styleTemplatesMax: 'スタイルテンプレートは上限の {{max}} 件に達しています。使わなくなったものを先に削除してください。',
    },
    validation: { color: '#1677ff のような色を指定してください。' },
  },
};
