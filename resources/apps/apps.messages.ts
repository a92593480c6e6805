import { appBackgroundsMessages, appBackgroundsServerMessages } from './messages/backgrounds.ts';
import { appPagesMessages } from './messages/pages.ts';
import { showroomServerMessages } from './messages/showroom-errors.ts';
import { viewSharingMessages } from './messages/sharing.ts';

const pagesOf = (language: 'en' | 'zh' | 'es' | 'ja') => ({
  ...appPagesMessages[language],
  ...appBackgroundsMessages[language],
  ...viewSharingMessages[language],
});

/**
 * Messages of the apps (issue 38), merged into each language's `errors` and `validation`; `pages`
 * are the words of the app pages, the background library and sharing, merged into the browser
 * catalogues. The public showroom's own words are messages/showroom.ts, which only its page loads.
 */
export const appsMessages = {
  en: {
    errors: { ...appBackgroundsServerMessages.en.errors, ...showroomServerMessages.en.errors },
    validation: {
      ...appBackgroundsServerMessages.en.validation,
      ...showroomServerMessages.en.validation,
      viewPassword: 'The verify-view password is 4 to 10 characters.',
      styleTemplateNotUsable: 'Choose an open style template.',
      backgroundNotInLibrary: 'Choose a background from the background library (App settings).',
    },
  },
  zh: {
    errors: { ...appBackgroundsServerMessages.zh.errors, ...showroomServerMessages.zh.errors },
    validation: {
      ...appBackgroundsServerMessages.zh.validation,
      ...showroomServerMessages.zh.validation,
      viewPassword: '查看验证密码为 4–10 个字符。',
      styleTemplateNotUsable: '请选择启用中的风格模板。',
      backgroundNotInLibrary: '请从背景库（应用设置）中选择背景。',
    },
  },
  es: {
    errors: { ...appBackgroundsServerMessages.es.errors, ...showroomServerMessages.es.errors },
    validation: {
      ...appBackgroundsServerMessages.es.validation,
      ...showroomServerMessages.es.validation,
      viewPassword: 'La contraseña de acceso tiene de 4 a 10 caracteres.',
      styleTemplateNotUsable: 'Elija una plantilla de estilo abierta.',
      backgroundNotInLibrary: 'Elija un fondo de la biblioteca de fondos (Ajustes de la aplicación).',
    },
  },
  ja: {
    errors: { ...appBackgroundsServerMessages.ja.errors, ...showroomServerMessages.ja.errors },
    validation: {
      ...appBackgroundsServerMessages.ja.validation,
      ...showroomServerMessages.ja.validation,
      viewPassword: '閲覧パスワードは 4〜10 文字です。',
      styleTemplateNotUsable: '使用中のスタイルテンプレートを選んでください。',
      backgroundNotInLibrary: '背景ライブラリ（アプリ設定）から背景を選んでください。',
    },
  },
  pages: { en: pagesOf('en'), zh: pagesOf('zh'), es: pagesOf('es'), ja: pagesOf('ja') },
};
