import { uploadsJa } from './uploads-ja.ts';
import type { MessageCatalogue } from './en.ts';
import { engineJa, engineValidationJa } from './engine-ja.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { storesMessages } from '../stores/stores.messages.ts';
import { accountsMessages } from '../accounts/accounts.messages.ts';
import { rolesMessages } from '../roles/roles.messages.ts';
import { merchantsMessages } from '../merchants/merchants.messages.ts';
import { shopsMessages } from '../shops/shops.messages.ts';
import { ordersMessages } from '../orders/orders.messages.ts';
import { customersMessages } from '../customers/customers.messages.ts';
import { intentionOrdersMessages } from '../intention-orders/intention-orders.messages.ts';
import { couponsMessages } from '../coupons/coupons.messages.ts';
import { activitiesMessages } from '../activities/activities.messages.ts';
import { appointmentsMessages } from '../appointments/appointments.messages.ts';
import { plansMessages } from '../plans/plans.messages.ts';
import { systemResourcesMessages } from '../system-resources/system-resources.messages.ts';
import { appsMessages } from '../apps/apps.messages.ts';
import { styleTemplatesMessages } from '../style-templates/style-templates.messages.ts';

/** サーバーとブラウザが共有する日本語メッセージ。 */
export const ja: MessageCatalogue = {
  organisation: { ...accountsMessages.ja.organisation, ...rolesMessages.ja.organisation, ...storesMessages.ja.organisation },
  panoramaViewer: plansMessages.ja.viewer,
  activitySignups: activitiesMessages.ja.signups,
  couponClaims: couponsMessages.ja.claims,
  errors: {
    ...mediaMessages.ja.errors,
    ...storesMessages.ja.errors,
    ...accountsMessages.ja.errors,
    ...rolesMessages.ja.errors,
    ...merchantsMessages.ja.errors,
    ...shopsMessages.ja.errors,
    ...ordersMessages.ja.errors,
    ...customersMessages.ja.errors,
    ...couponsMessages.ja.errors,
    ...activitiesMessages.ja.errors,
    ...plansMessages.ja.errors,
    ...appsMessages.ja.errors,
    ...styleTemplatesMessages.ja.errors,
    tenantRequired: 'tenant-id ヘッダーで操作対象の加盟店を指定してください。',
    unauthenticated: 'ログイン情報の有効期限が切れました。もう一度ログインしてください。',
    publishableKeyRequired: 'X-Publishable-Key ヘッダーに有効な公開キーを指定してください（アプリ設定で確認できます）。',
    merchantExpired: 'アカウントの有効期限が切れています。更新については運営者にお問い合わせください。',
    merchantDisabled: 'アカウントは無効化されています。運営者にお問い合わせください。',
    accountStopped: 'このアカウントは停止されています。管理者にお問い合わせください。',
    forbidden: '申し訳ありません。この権限がありません。',
    csrf: '安全のためリクエストを拒否しました。ページを再読み込みしてもう一度お試しください。',
    tenantMismatch: '申し訳ありません。この権限がありません。リクエストが別の加盟店を指定しています。',
    notFound: 'レコードが存在しないか、削除されています。',
    routeNotFound: '申し訳ありません。アクセスしたページは存在しません。',
    validation: '無効な項目があります。修正してもう一度お試しください。',
    badRequest: 'リクエストを読み取れません：{{detail}}',
    badJson: 'リクエスト本文が正しい JSON ではありません（__proto__ や constructor というキーは受け付けません）。',
    payloadTooLarge: 'リクエストが大きすぎます。',
    unsupportedMediaType: 'サポートされていないコンテンツタイプです。JSON を送信してください。',
    loginFailed: 'ユーザー名またはパスワードが正しくありません。',
    rateLimited: 'リクエストが多すぎます。{{seconds}} 秒後に再試行してください。',
    tooManyAttempts: '失敗回数が多すぎます。{{minutes}} 分後にもう一度お試しください。',
    internal: 'サーバーエラーです。しばらくしてからもう一度お試しください。',
    unavailable: 'サービスは一時的に利用できません。しばらくしてからもう一度お試しください。',
    roleNotHeld: 'このロールを持っていません。',
    windowTooLarge: 'from + size は {{max}} を超えられません。',
    statusUnchanged: 'ステータスは変更されていません。',
    moveRefused: 'この{{record}}はこの方法で「{{from}}」から「{{to}}」に変更できません。',
  },
  validation: {
    ...engineValidationJa,
    ...mediaMessages.ja.validation,
    ...storesMessages.ja.validation,
    ...accountsMessages.ja.validation,
    ...rolesMessages.ja.validation,
    ...merchantsMessages.ja.validation,
    ...shopsMessages.ja.validation,
    ...ordersMessages.ja.validation,
    ...customersMessages.ja.validation,
    ...intentionOrdersMessages.ja.validation,
    ...couponsMessages.ja.validation,
    ...activitiesMessages.ja.validation,
    ...appointmentsMessages.ja.validation,
    ...plansMessages.ja.validation,
    ...systemResourcesMessages.ja.validation,
    ...appsMessages.ja.validation,
    ...styleTemplatesMessages.ja.validation,
    required: '必須項目です。',
    invalidType: '無効な値です。',
    invalidValue: '無効な値です。',
    invalidFormat: '形式が正しくありません。',
    tooShort: '{{minimum}} 文字以上で入力してください。',
    unstorableText: '保存できない文字（NUL または対になっていないサロゲート）が含まれています。',
    timeZoneOffset: 'タイムゾーンのオフセットは -12:00 から +14:00 の範囲で指定してください。',
    statsEventWindow: '過去 7 日以内のイベントのみ送信できます（未来の時刻は不可）。',
    statsEventContent: 'イベントの対象となるアプリまたはコンテンツを指定してください。',
    statsTimeZone: 'UTC との差が整数時間のタイムゾーンを選んでください。',
    statsDayStart: '期間は実在する日の 00:00:00 から始めてください（YYYY-MM-DD 00:00:00）。',
    statsDayEnd: '期間は実在する日の 23:59:59 で終えてください（YYYY-MM-DD 23:59:59）。',
    statsPeriodOrRange: '期間か開始・終了時刻のどちらか一方だけを送ってください。',
    statsRange: '終了日は開始日以降で、期間は最長 366 日です。',
    statsDetailWindow: '明細は最大 10,000 件までです。from と size の合計が 10,000 を超えないようにしてください。',
    statsUseAt: '日時は YYYY-MM-DD HH:mm:ss の形式で指定してください（末尾に +08:00 や Z などのタイムゾーンオフセットを付けられます）。',
    tooLong: '{{maximum}} 文字以内で入力してください。',
    tooSmall: '{{minimum}} 以上にしてください。',
    tooBig: '{{maximum}} 以下にしてください。',
    tooFew: '{{minimum}} 件以上選択してください。',
    tooMany: '{{maximum}} 件以内で選択してください。',
    unknownField: 'この項目は受け付けられません。',
    ownershipField: 'この項目はサーバーが設定するため送信できません。',
    email: '正しいメールアドレスを入力してください。',
    emailTaken: 'このメールアドレスは他のアカウントで使用されています。',
    phone: '3 桁以上の電話番号を入力してください。',
    loginPasswordLength: '6 文字以上のパスワードを入力してください。',
    passwordLength: 'パスワードは 6〜20 文字にしてください。',
    passwordSpaces: 'パスワードの先頭と末尾に空白は使えません。',
    passwordSameAsOld: '新しいパスワードは古いパスワードと異なる必要があります。',
    passwordMismatch: 'パスワードが一致しません。',
    passwordWrong: '古いパスワードが正しくありません。',
  },
  ...engineJa,
  ...uploadsJa,
};
