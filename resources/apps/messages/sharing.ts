/**
 * The words of sharing a published app, plan or hall (its mini-program code and marketplace link),
 * merged into each language's browser catalogue under `viewSharing`.
 */
export const viewSharingMessages = {
  en: { viewSharing: { share: 'Share', qrFailed: 'Export QR code failed; try later.' } },
  zh: { viewSharing: { share: '分享', qrFailed: '导出二维码失败，请稍后再试。' } },
  es: { viewSharing: { share: 'Compartir', qrFailed: 'No se pudo exportar el código QR; inténtelo más tarde.' } },
  ja: { viewSharing: { share: '共有', qrFailed: 'QR コードを書き出せませんでした。しばらくしてからお試しください。' } },
};
