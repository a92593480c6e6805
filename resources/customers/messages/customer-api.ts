/**
 * Messages of the customer-facing API (`/app-api/customer/...`, issue 36): what a showroom app,
 * mini-program or H5 page is told when a customer's sign-in, profile, order or DIY work is refused.
 * Spread into resources/customers/customers.messages.ts's `errors` and `validation`.
 */
export const customerApiMessages = {
  en: {
    errors: {
      customerTokenRequired: 'Sign in again: this customer sign-in has expired or belongs to another app.',
      customerProfileFirst: 'Leave your phone number in your profile first.',
      wechatNotConfigured: 'WeChat sign-in is not configured: ask the platform operator to set it up.',
      wechatRefused: 'WeChat did not accept this sign-in: open the mini-program again and retry.',
      wechatUnavailable: 'WeChat could not be reached; try again in a moment.',
    },
    validation: {
      customerPhoneRequired: 'Leave a phone number (at least 3 digits).',
      customerPhoneRegistered: 'This phone number is already registered with us: ask your guide for help, or sign in through the mini program.',
      diyPictureNotUploaded: 'Upload the picture first and send the address the upload answered.',
    },
  },
  zh: {
    errors: {
      customerTokenRequired: '请重新登录：当前客户登录已过期或不属于此应用。',
      customerProfileFirst: '请先在个人资料中留下手机号。',
      wechatNotConfigured: '未配置微信登录：请联系平台运营人员设置。',
      wechatRefused: '微信未接受此次登录：请重新打开小程序后再试。',
      wechatUnavailable: '暂时无法连接微信，请稍后再试。',
    },
    validation: {
      customerPhoneRequired: '请留下手机号（至少 3 位数字）。',
      customerPhoneRegistered: '该手机号已登记过：请联系您的导购，或通过小程序登录。',
      diyPictureNotUploaded: '请先上传图片，并提交上传返回的地址。',
    },
  },
  es: {
    errors: {
      customerTokenRequired: 'Inicie sesión de nuevo: esta sesión de cliente ha caducado o pertenece a otra aplicación.',
      customerProfileFirst: 'Deje primero su número de teléfono en su perfil.',
      wechatNotConfigured: 'El inicio de sesión con WeChat no está configurado: pida al operador de la plataforma que lo configure.',
      wechatRefused: 'WeChat no aceptó este inicio de sesión: abra de nuevo el miniprograma y vuelva a intentarlo.',
      wechatUnavailable: 'No se pudo contactar con WeChat; inténtelo de nuevo en un momento.',
    },
    validation: {
      customerPhoneRequired: 'Deje un número de teléfono (al menos 3 dígitos).',
      customerPhoneRegistered: 'Este número de teléfono ya está registrado: pida ayuda a su vendedor o inicie sesión desde el miniprograma.',
      diyPictureNotUploaded: 'Suba primero la imagen y envíe la dirección que devolvió la subida.',
    },
  },
  ja: {
    errors: {
      customerTokenRequired: 'もう一度ログインしてください。この顧客ログインは期限切れか、別のアプリのものです。',
      customerProfileFirst: '先にプロフィールに電話番号を登録してください。',
      wechatNotConfigured: 'WeChat ログインが設定されていません。プラットフォームの運営者に設定を依頼してください。',
      wechatRefused: 'WeChat がこのログインを受け付けませんでした。ミニプログラムを開き直してもう一度お試しください。',
      wechatUnavailable: 'WeChat に接続できませんでした。しばらくしてからもう一度お試しください。',
    },
    validation: {
      customerPhoneRequired: '電話番号（3 桁以上）を入力してください。',
      customerPhoneRegistered: 'この電話番号はすでに登録されています。販売員にお問い合わせいただくか、ミニプログラムからログインしてください。',
      diyPictureNotUploaded: '先に画像をアップロードし、アップロードで返されたアドレスを送ってください。',
    },
  },
};

/**
 * The nickname a customer gets until it gives one, in the language of its first call, with four
 * digits to tell two apart (a WeChat user: of its mini-program user id; an H5 visitor: the end of
 * its phone). WeChat's own mini-programs name unknown users the same way ("微信用户").
 */
export const DEFAULT_NICKNAMES = {
  en: { wechat: 'WeChat user {{digits}}', guest: 'Visitor {{digits}}' },
  zh: { wechat: '微信用户 {{digits}}', guest: '访客 {{digits}}' },
  es: { wechat: 'Usuario de WeChat {{digits}}', guest: 'Visitante {{digits}}' },
  ja: { wechat: 'WeChatユーザー {{digits}}', guest: 'ゲスト {{digits}}' },
} as const;
