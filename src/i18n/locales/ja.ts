import { ja as serverMessages } from '../../../resources/messages/ja.ts';
import type { UiCatalogue } from './en.ts';
import { routesJa } from './routes-ja.ts';
import { recycleBinMessages } from '../../../resources/recycle-bin/recycle-bin.messages.ts';
import { statsMessages } from '../../../resources/stats/stats.messages.ts';
import { customersMessages } from '../../../resources/customers/customers.messages.ts';
import { couponsMessages } from '../../../resources/coupons/coupons.messages.ts';
import { appsMessages } from '../../../resources/apps/apps.messages.ts';
import { activitiesMessages } from '../../../resources/activities/activities.messages.ts';
import { sessionMessages } from '../../../resources/session/session.messages.ts';

/**
 * 日本語の画面：シェルの文言、ルートのタイトル、サーバーのメッセージ。
 * 用語はサーバーのメッセージ（加盟店、運営者、ロール）に合わせています。
 */
export const ja: UiCatalogue = {
  ...serverMessages,
  ...recycleBinMessages.ja,
  ...statsMessages.ja,
  ...customersMessages.pages.ja,
  ...couponsMessages.pages.ja,
  ...appsMessages.pages.ja,
  ...activitiesMessages.pages.ja,
  ...sessionMessages.ja,
  app: { title: 'Atrium', loading: '読み込み中…' },
  login: {
    title: 'ログイン',
    subtitle: { seller: '加盟店管理画面', super: 'プラットフォーム管理', sub: 'サブアカウントでログイン' },
    username: 'ユーザー名',
    password: 'パスワード',
    submit: 'ログイン',
    usernameRequired: 'ユーザー名を入力してください。',
    passwordRequired: 'パスワードを入力してください。',
  },
  layout: {
    toggleSidebar: 'メニューの表示／非表示',
    back: '戻る',
    tutorial: 'チュートリアル',
    tutorials: { quickStart: 'クイックスタート', content: 'ショールームのコンテンツ管理', faq: 'よくある質問' },
    appDownload: 'アプリのダウンロード',
    language: '言語',
    account: 'アカウント管理',
    logout: 'ログアウト',
    switchRole: 'ロールの切り替え',
    currentRole: '現在のロール：{{role}}',
    settings: 'レイアウト設定',
    errorLog: 'エラーログ',
    more: 'その他',
  },
  appDownload: {
    title: 'アプリのダウンロード',
    windows: 'Windows',
    android: 'Android',
    version: 'バージョン {{version}}',
    updated: '更新日 {{date}}',
    download: 'ダウンロード',
    unavailable: '公開されているバージョンはまだありません。',
    failed: 'アプリのダウンロードに失敗しました。もう一度お試しください。',
  },
  tags: { refresh: '再読み込み', close: '閉じる', closeOthers: '他を閉じる', closeAll: 'すべて閉じる', noName: '名称未設定' },
  settings: {
    title: 'レイアウト設定',
    themeColor: 'テーマカラー',
    tagsView: 'タブバーを表示',
    fixedHeader: 'ヘッダーを固定',
    sidebarLogo: 'メニューにロゴを表示',
  },
  errorPages: {
    401: { title: '401', description: '申し訳ありません。この権限がありません。' },
    404: { title: '404', description: '申し訳ありません。アクセスしたページは存在しません。' },
    405: { title: '開けるページがまだありません', description: 'このアカウントで開けるページがありません。管理者にアクセス権の付与を依頼してください。' },
    expired: { title: 'アカウントの有効期限切れ', description: 'アカウントの有効期限が切れています。更新については運営者にお問い合わせください。' },
    home: 'ホームに戻る',
    login: 'ログイン画面に戻る',
  },
  notBuilt: {
    title: '準備中',
    description: '「{{title}}」（{{path}}）は Atrium の機能の一つで、今後のリリースで提供されます。このページにはまだ実際のデータはありません。',
  },
  account: {
    profile: 'プロフィール',
    avatar: 'アバター',
    nickname: 'ニックネーム',
    name: '氏名',
    phone: '電話番号',
    email: 'メールアドレス',
    save: '保存',
    password: 'パスワード',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    confirmPassword: '新しいパスワード（確認）',
    changePassword: 'パスワードの変更',
    passwordChanged: 'パスワードを変更しました。他の端末のセッションはログアウトされました。',
  },
  expiry: {
    title: 'サービスの有効期限が近づいています',
    body: 'サービスはあと {{days}} 日（{{date}}）で期限切れになります。更新については運営者にお問い合わせください。',
    ok: '了解しました',
  },
  toast: {
    success: '操作に成功しました',
    failed: '操作に失敗しました',
    network: 'ネットワークに異常があります',
    networkRetry: 'ネットワークに異常があります。ページを再読み込みしてもう一度お試しください。',
  },
  time: { justNow: 'たった今', minutesAgo: '{{count}} 分前', hoursAgo: '{{count}} 時間前', oneDayAgo: '1 日前' },
  errorLog: { empty: 'このセッションで記録されたエラーはありません。', message: 'メッセージ', page: 'ページ', time: '日時', clear: 'クリア' },
  palette: {
    open: '検索',
    placeholder: 'ページ・レコード・操作を検索…',
    pages: 'ページ',
    create: '新規作成',
    recent: '最近表示した項目',
    records: 'レコード',
    goTo: '{{record}}へ移動：{{title}}',
    searching: '検索中…',
    noMatches: '一致する項目がありません。',
    hint: '2 文字以上入力するとレコードも検索します。',
    keys: '↑↓ で移動 · Enter で開く · Esc で閉じる',
  },
  // Each language is named in its own language, whatever the interface language is.
  languages: { en: 'English', zh: '简体中文', zhEdu: '简体中文（教育）', es: 'Español', ja: '日本語' },
  /** Names of the seeded role codes; roles created later show their own name. */
  routes: routesJa,
};
