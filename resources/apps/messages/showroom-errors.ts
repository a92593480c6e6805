/**
 * The server's words to a showroom's visitor (issue 38, `/app-api/showroom/...`): a showroom that is
 * not open, its password gate, and a plan it does not show. Spread into apps.messages.ts's errors
 * and validation, so every language's server catalogue carries them.
 */
export const showroomServerMessages = {
  en: {
    errors: {
      showroomNotFound: 'This showroom is not open: its address is wrong, or it was taken off shelf.',
      showroomLocked: 'This showroom asks for its password first.',
      showroomPlanNotShown: 'This showroom does not show that plan or hall.',
    },
    validation: { showroomPassword: 'Wrong password.' },
  },
  zh: {
    errors: {
      showroomNotFound: '该展厅未开放：地址有误，或已下架。',
      showroomLocked: '该展厅需要先输入查看密码。',
      showroomPlanNotShown: '该展厅未展示这个方案或展厅。',
    },
    validation: { showroomPassword: '密码错误。' },
  },
  es: {
    errors: {
      showroomNotFound: 'Esta sala de exposición no está abierta: la dirección es incorrecta o se retiró de la venta.',
      showroomLocked: 'Esta sala de exposición pide primero su contraseña.',
      showroomPlanNotShown: 'Esta sala de exposición no muestra ese plano ni esa sala.',
    },
    validation: { showroomPassword: 'Contraseña incorrecta.' },
  },
  ja: {
    errors: {
      showroomNotFound: 'このショールームは公開されていません。アドレスが違うか、公開が停止されています。',
      showroomLocked: 'このショールームは先にパスワードの入力が必要です。',
      showroomPlanNotShown: 'このショールームはそのプランやホールを表示していません。',
    },
    validation: { showroomPassword: 'パスワードが違います。' },
  },
};
