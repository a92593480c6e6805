/**
 * Messages of roles and the permissions they grant, merged into each language's `errors` and
 * `validation` groups, plus the role labels of the `organisation` group (store positions, data
 * scopes, "all merchants") (resources/messages/<language>.ts).
 */
export const rolesMessages = {
  en: {
    errors: {
      roleInUse: 'This role is held by {{count}} accounts: give them another role first.',
    },
    validation: {
      notForMerchants: "Merchants' accounts cannot hold this page: {{permission}}.",
      roleCode: 'Use 2–40 lowercase letters, digits or hyphens, starting with a letter.',
      permissionNotHeld: 'You cannot grant what you do not hold: {{permission}}.',
      unknownPermission: 'Not a page, action or flag of the product: {{permission}}.',
      noSuchMerchant: 'This merchant does not exist.',
    },
    organisation: {
      positions: { master: 'Master account', manager: 'Store manager', guide: 'Shopping guide', other: 'Other' },
      roleTags: { seller_default: "The merchant's data", seller_sale: 'Own customers only' },
      allMerchants: 'All merchants',
      // The names of the roles the product ships with (resources/roles/built-in-roles.ts).
      builtInRoles: {
        operator: 'Platform operator',
        support: 'Merchant support',
        master: 'Master account',
        manager: 'Store manager',
        guide: 'Shopping guide',
        goldGuide: 'Gold-medal guide',
        designer: 'Designer',
        schoolMaster: 'School master account',
      },
    },
  },
  zh: {
    errors: {
      roleInUse: '该角色仍有 {{count}} 个账号在使用，请先为它们更换角色。',
    },
    validation: {
      notForMerchants: '商家账号不能拥有此页面：{{permission}}。',
      roleCode: '请使用 2–40 位小写字母、数字或连字符，以字母开头。',
      permissionNotHeld: '不能授予自己没有的权限：{{permission}}。',
      unknownPermission: '不是本产品的页面、操作或标识：{{permission}}。',
      noSuchMerchant: '该商家不存在。',
    },
    organisation: {
      positions: { master: '主账号', manager: '店长', guide: '导购', other: '其他' },
      roleTags: { seller_default: '商家全部数据', seller_sale: '仅本人客户' },
      allMerchants: '全部商家',
      builtInRoles: {
        operator: '平台运营',
        support: '商家客服',
        master: '主账号',
        manager: '店长',
        guide: '导购',
        goldGuide: '金牌导购',
        designer: '设计师',
        schoolMaster: '学校主账号',
      },
    },
  },
  es: {
    errors: {
      roleInUse: 'Este rol lo tienen {{count}} cuentas: asígneles otro rol primero.',
    },
    validation: {
      notForMerchants: 'Las cuentas de comercios no pueden tener esta página: {{permission}}.',
      roleCode: 'Use de 2 a 40 minúsculas, dígitos o guiones, empezando por una letra.',
      permissionNotHeld: 'No puede conceder lo que no tiene: {{permission}}.',
      unknownPermission: 'No es una página, acción o indicador del producto: {{permission}}.',
      noSuchMerchant: 'Este comercio no existe.',
    },
    organisation: {
      positions: { master: 'Cuenta principal', manager: 'Encargado de tienda', guide: 'Asesor de compras', other: 'Otro' },
      roleTags: { seller_default: 'Datos del comercio', seller_sale: 'Solo clientes propios' },
      allMerchants: 'Todos los comercios',
      builtInRoles: {
        operator: 'Operador de la plataforma',
        support: 'Soporte a comercios',
        master: 'Cuenta principal',
        manager: 'Encargado de tienda',
        guide: 'Asesor de compras',
        goldGuide: 'Asesor medalla de oro',
        designer: 'Diseñador',
        schoolMaster: 'Cuenta principal del centro',
      },
    },
  },
  ja: {
    errors: {
      roleInUse: 'このロールは {{count}} 件のアカウントが使用中です。先に別のロールを割り当ててください。',
    },
    validation: {
      notForMerchants: '加盟店のアカウントはこのページを持てません：{{permission}}',
      roleCode: '小文字・数字・ハイフンで 2〜40 文字、先頭は英字にしてください。',
      permissionNotHeld: '自分が持たない権限は付与できません：{{permission}}',
      unknownPermission: '製品のページ・操作・フラグではありません：{{permission}}',
      noSuchMerchant: 'この加盟店は存在しません。',
    },
    organisation: {
      positions: { master: 'マスターアカウント', manager: '店長', guide: 'ショッピングガイド', other: 'その他' },
      roleTags: { seller_default: '加盟店のデータ', seller_sale: '自分の顧客のみ' },
      allMerchants: 'すべての加盟店',
      builtInRoles: {
        operator: 'プラットフォーム運営',
        support: '加盟店サポート',
        master: 'マスターアカウント',
        manager: '店長',
        guide: 'ショッピングガイド',
        goldGuide: 'ゴールドメダルガイド',
        designer: 'デザイナー',
        schoolMaster: '学校マスターアカウント',
      },
    },
  },
};
