/**
 * What the shell's HTTP clients say when a call fails and the server said nothing the user can act
 * on (spec §8 "User-facing messages"): a timeout, an update or a save that failed on the server's
 * side, an answer that did not pass the client's check. Merged into each language's browser
 * catalogue (src/i18n/locales); providers/http.ts picks one (see `failureMessage`).
 */
export const sessionMessages = {
  en: {
    requestFailure: {
      timeout: 'Request timeout, retry later.',
      update: 'Update fail, please try again!',
      save: 'There was an error saving, please try again!',
      check: 'Check failed.',
    },
  },
  zh: {
    requestFailure: {
      timeout: '请求超时，请稍后重试。',
      update: '更新失败，请重试！',
      save: '保存出错，请重试！',
      check: '校验失败。',
    },
  },
  es: {
    requestFailure: {
      timeout: 'La solicitud tardó demasiado; inténtelo más tarde.',
      update: 'No se pudo actualizar; inténtelo de nuevo.',
      save: 'Se produjo un error al guardar; inténtelo de nuevo.',
      check: 'La comprobación falló.',
    },
  },
  ja: {
    requestFailure: {
      timeout: 'リクエストがタイムアウトしました。しばらくしてからもう一度お試しください。',
      update: '更新に失敗しました。もう一度お試しください。',
      save: '保存中にエラーが発生しました。もう一度お試しください。',
      check: 'チェックに失敗しました。',
    },
  },
};
