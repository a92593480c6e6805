/**
 * Texts of the account lists in every language, keyed by resource name: sub-accounts, a store
 * manager's guides, staff, and the operator's views of merchants' accounts.
 */
const en = {
  fields: {
    username: 'Login name',
    nickname: 'Nickname',
    name: 'Name',
    phone: 'Phone',
    password: 'Password',
    avatar: 'Avatar',
    status: 'Status',
    store_id: 'Store',
    role_id: 'Role',
    role_name: 'Role',
    business_card_title: 'Business card',
    merchant_id: 'Merchant',
    merchant_name: 'Merchant',
    overdue_time: 'Expires',
    account_quota: 'Sub-account quota',
    sub_accounts: 'Sub-accounts',
  },
  actions: { enable: 'Enable', stop: 'Stop', 'reset-password': 'Reset password', quota: 'Set quota' },
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const zh = {
  fields: {
    username: '登录名',
    nickname: '昵称',
    name: '姓名',
    phone: '手机号',
    password: '密码',
    avatar: '头像',
    status: '状态',
    store_id: '门店',
    role_id: '角色',
    role_name: '角色',
    business_card_title: '名片',
    merchant_id: '商家',
    merchant_name: '商家',
    overdue_time: '到期时间',
    account_quota: '子账号额度',
    sub_accounts: '子账号数',
  },
  actions: { enable: '启用', stop: '停用', 'reset-password': '重置密码', quota: '设置额度' },
  newPassword: '新密码',
  confirmPassword: '确认新密码',
};
const es = {
  fields: {
    username: 'Nombre de acceso',
    nickname: 'Apodo',
    name: 'Nombre',
    phone: 'Teléfono',
    password: 'Contraseña',
    avatar: 'Imagen de perfil',
    status: 'Estado',
    store_id: 'Tienda',
    role_id: 'Rol',
    role_name: 'Rol',
    business_card_title: 'Tarjeta de visita',
    merchant_id: 'Comercio',
    merchant_name: 'Comercio',
    overdue_time: 'Vence',
    account_quota: 'Cupo de subcuentas',
    sub_accounts: 'Subcuentas',
  },
  actions: { enable: 'Activar', stop: 'Detener', 'reset-password': 'Restablecer contraseña', quota: 'Fijar cupo' },
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirme la nueva contraseña',
};
const ja = {
  fields: {
    username: 'ログイン名',
    nickname: 'ニックネーム',
    name: '氏名',
    phone: '電話番号',
    password: 'パスワード',
    avatar: 'アバター',
    status: '状態',
    store_id: '店舗',
    role_id: 'ロール',
    role_name: 'ロール',
    business_card_title: '名刺',
    merchant_id: '加盟店',
    merchant_name: '加盟店',
    overdue_time: '有効期限',
    account_quota: 'サブアカウント枠',
    sub_accounts: 'サブアカウント数',
  },
  actions: { enable: '有効にする', stop: '停止', 'reset-password': 'パスワードをリセット', quota: '枠を設定' },
  newPassword: '新しいパスワード',
  confirmPassword: '新しいパスワード（確認）',
};

const titled = <T extends object>(base: T, title: string, record: string, records: string) => ({ ...base, title, record, records });

/** The words of the merchant's account lists, whose accounts hold a set of roles and start in one of them. */
const roleSet = {
  en: {
    fields: { role_ids: 'Roles', role_id: 'Default role' },
    help: { role_id: 'The role a login starts in; the others are switched to from the user menu.' },
  },
  zh: { fields: { role_ids: '角色', role_id: '默认角色' }, help: { role_id: '登录后默认使用的角色；其他角色可在用户菜单中切换。' } },
  es: {
    fields: { role_ids: 'Roles de la cuenta', role_id: 'Rol predeterminado' },
    help: { role_id: 'El rol con el que empieza cada sesión; a los demás se cambia desde el menú de usuario.' },
  },
  ja: {
    fields: { role_ids: 'ロール', role_id: '既定のロール' },
    help: { role_id: 'ログイン時に使うロールです。ほかのロールにはユーザーメニューから切り替えます。' },
  },
};
const withRoleSet = <T extends { fields: object }>(base: T, words: (typeof roleSet)['en']) => ({
  ...base,
  fields: { ...base.fields, ...words.fields },
  help: words.help,
});

export const accountsTexts = {
  en: {
    'sub-accounts': titled(withRoleSet(en, roleSet.en), 'Sub-accounts', 'sub-account', 'sub-accounts'),
    'sub-seller-accounts': titled(withRoleSet(en, roleSet.en), 'Guide accounts', 'guide account', 'guide accounts'),
    staff: titled(en, 'Staff', 'staff member', 'staff'),
    'merchant-accounts': titled(en, 'Merchant accounts', 'merchant account', 'merchant accounts'),
    'merchant-sub-accounts': titled(en, 'All sub-accounts', 'sub-account', 'sub-accounts'),
  },
  zh: {
    'sub-accounts': titled(withRoleSet(zh, roleSet.zh), '子账号管理', '子账号', '子账号'),
    'sub-seller-accounts': titled(withRoleSet(zh, roleSet.zh), '导购账号', '导购账号', '导购账号'),
    staff: titled(zh, '员工管理', '员工', '员工'),
    'merchant-accounts': titled(zh, '商家账号', '商家账号', '商家账号'),
    'merchant-sub-accounts': titled(zh, '全部子账号', '子账号', '子账号'),
  },
  es: {
    'sub-accounts': titled(withRoleSet(es, roleSet.es), 'Subcuentas', 'subcuenta', 'subcuentas'),
    'sub-seller-accounts': titled(withRoleSet(es, roleSet.es), 'Cuentas de asesores', 'cuenta de asesor', 'cuentas de asesores'),
    staff: titled(es, 'Personal', 'miembro del personal', 'personal'),
    'merchant-accounts': titled(es, 'Cuentas de comercios', 'cuenta de comercio', 'cuentas de comercios'),
    'merchant-sub-accounts': titled(es, 'Todas las subcuentas', 'subcuenta', 'subcuentas'),
  },
  ja: {
    'sub-accounts': titled(withRoleSet(ja, roleSet.ja), 'サブアカウント', 'サブアカウント', 'サブアカウント'),
    'sub-seller-accounts': titled(withRoleSet(ja, roleSet.ja), 'ガイドアカウント', 'ガイドアカウント', 'ガイドアカウント'),
    staff: titled(ja, 'スタッフ', 'スタッフ', 'スタッフ'),
    'merchant-accounts': titled(ja, '加盟店アカウント', '加盟店アカウント', '加盟店アカウント'),
    'merchant-sub-accounts': titled(ja, '全サブアカウント', 'サブアカウント', 'サブアカウント'),
  },
};
