/**
 * Messages of marketplace shops (spec §8 "Account authorization expired; re-authorize", "Export QR
 * code failed; try later", "Status unchanged"), merged into each language's `errors` and `validation`.
 */
export const shopsMessages = {
  en: {
    errors: {
      shopExpired: "The shop's expiry date has passed: extend it before authorising again.",
      shopAuthorisationExpired: 'Account authorization expired; re-authorize.',
      shopNotAuthorised: 'Only a shop whose authorisation succeeded can be opened or closed.',
      shopSwitching: 'The shop is already being opened or closed: wait for it to finish.',
      marketplaceNotConfigured: 'No marketplace is configured on this server (MARKETPLACE_API_URL, MARKETPLACE_APP_KEY, MARKETPLACE_APP_SECRET).',
      marketplaceUnreachable: 'The marketplace could not be reached: {{reason}}',
      miniProgramNotConfigured: 'No marketplace mini-program is configured on this server (MARKETPLACE_MINI_APP_ID).',
      qrCodeFailed: 'Export QR code failed; try later.',
    },
    validation: {
      shopId: 'Digits only.',
      viewuuid: 'Use up to 32 letters and digits, or a UUID.',
      shareParameter: 'This share parameter is not valid: share again from your own account.',
      failReason: 'Give the reason the review failed.',
      noSuchStaff: 'This staff member does not exist.',
    },
  },
  zh: {
    errors: {
      shopExpired: '店铺已过到期时间：请先延长到期时间再授权。',
      shopAuthorisationExpired: '账号授权已过期，请重新授权。',
      shopNotAuthorised: '只有授权成功的店铺才能开启或关闭。',
      shopSwitching: '店铺正在开启或关闭，请等待完成。',
      marketplaceNotConfigured: '本服务器未配置平台接口（MARKETPLACE_API_URL、MARKETPLACE_APP_KEY、MARKETPLACE_APP_SECRET）。',
      marketplaceUnreachable: '无法连接平台：{{reason}}',
      miniProgramNotConfigured: '本服务器未配置平台小程序（MARKETPLACE_MINI_APP_ID）。',
      qrCodeFailed: '导出二维码失败，请稍后再试。',
    },
    validation: {
      shopId: '只能输入数字。',
      viewuuid: '请输入最多 32 位字母和数字，或一个 UUID。',
      shareParameter: '分享参数无效，请用自己的账号重新分享。',
      failReason: '请填写审核不通过的原因。',
      noSuchStaff: '该员工不存在。',
    },
  },
  es: {
    errors: {
      shopExpired: 'La fecha de vencimiento de la tienda ha pasado: amplíela antes de volver a autorizar.',
      shopAuthorisationExpired: 'La autorización de la cuenta ha caducado; vuelva a autorizarla.',
      shopNotAuthorised: 'Solo se puede abrir o cerrar una tienda con la autorización correcta.',
      shopSwitching: 'La tienda ya se está abriendo o cerrando: espere a que termine.',
      marketplaceNotConfigured: 'Este servidor no tiene ningún marketplace configurado (MARKETPLACE_API_URL, MARKETPLACE_APP_KEY, MARKETPLACE_APP_SECRET).',
      marketplaceUnreachable: 'No se pudo contactar con el marketplace: {{reason}}',
      miniProgramNotConfigured: 'Este servidor no tiene configurado el mini programa del marketplace (MARKETPLACE_MINI_APP_ID).',
      qrCodeFailed: 'No se pudo exportar el código QR; inténtelo más tarde.',
    },
    validation: {
      shopId: 'Solo dígitos.',
      viewuuid: 'Use hasta 32 letras y dígitos, o un UUID.',
      shareParameter: 'El parámetro de compartir no es válido: vuelva a compartir desde su propia cuenta.',
      failReason: 'Indique por qué se rechaza la revisión.',
      noSuchStaff: 'Este miembro del personal no existe.',
    },
  },
  ja: {
    errors: {
      shopExpired: '店舗の有効期限が過ぎています。再認可の前に期限を延長してください。',
      shopAuthorisationExpired: 'アカウントの認可が期限切れです。再認可してください。',
      shopNotAuthorised: '認可に成功した店舗のみ開店・閉店できます。',
      shopSwitching: '店舗は開店または閉店の処理中です。完了までお待ちください。',
      marketplaceNotConfigured: 'このサーバーにはマーケットプレイスが設定されていません（MARKETPLACE_API_URL、MARKETPLACE_APP_KEY、MARKETPLACE_APP_SECRET）。',
      marketplaceUnreachable: 'マーケットプレイスに接続できませんでした：{{reason}}',
      miniProgramNotConfigured: 'このサーバーにはマーケットプレイスのミニプログラムが設定されていません（MARKETPLACE_MINI_APP_ID）。',
      qrCodeFailed: 'QRコードのエクスポートに失敗しました。しばらくしてから再試行してください。',
    },
    validation: {
      shopId: '数字のみ入力してください。',
      viewuuid: '32文字以内の英数字、またはUUIDを入力してください。',
      shareParameter: '共有パラメータが無効です。ご自身のアカウントからもう一度共有してください。',
      failReason: '不合格の理由を入力してください。',
      noSuchStaff: 'このスタッフは存在しません。',
    },
  },
};
