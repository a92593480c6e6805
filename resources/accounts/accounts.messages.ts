/**
 * Messages of accounts (spec §8 "Store manager and guide count caps reached", "Sub-account quota
 * insufficient"), merged into each language's `errors` and `validation` groups, plus the account
 * labels of the `organisation` group (an account's status) (resources/messages/<language>.ts).
 */
export const accountsMessages = {
  en: {
    errors: {
      subAccountQuota: 'Sub-account quota insufficient.',
      storeCapsReached: 'Store manager and guide count caps reached.',
      masterAccountKept: 'A master account goes only with its merchant.',
      ownAccount: 'You cannot stop or delete your own account.',
    },
    validation: {
      username: 'Use 3–50 letters, digits, _ . @ or -, starting with a letter or a digit.',
      roleNotOffered: 'This role is not offered to these accounts.',
      defaultRoleNotHeld: 'The default role must be one of the roles the account holds.',
      roleNotGrantable: 'This role grants more than you hold.',
      noSuchStore: 'This store does not exist.',
    },
    organisation: {
      status: { enabled: 'Enabled', stopped: 'Stopped' },
    },
  },
  zh: {
    errors: {
      subAccountQuota: '子账号额度不足。',
      storeCapsReached: '店长和导购数量已达上限。',
      masterAccountKept: '主账号只能随商家一并删除。',
      ownAccount: '不能停用或删除自己的账号。',
    },
    validation: {
      username: '请使用 3–50 位字母、数字或 _ . @ -，以字母或数字开头。',
      roleNotOffered: '该角色不对这些账号开放。',
      defaultRoleNotHeld: '默认角色必须是该账号拥有的角色之一。',
      roleNotGrantable: '该角色的权限超出了您所拥有的。',
      noSuchStore: '该门店不存在。',
    },
    organisation: {
      status: { enabled: '启用', stopped: '停用' },
    },
  },
  es: {
    errors: {
      subAccountQuota: 'Cupo de subcuentas insuficiente.',
      storeCapsReached: 'Se alcanzó el límite de encargados y asesores de la tienda.',
      masterAccountKept: 'Una cuenta principal solo se elimina con su comercio.',
      ownAccount: 'No puede detener ni eliminar su propia cuenta.',
    },
    validation: {
      username: 'Use de 3 a 50 letras, dígitos, _ . @ o -, empezando por una letra o un dígito.',
      roleNotOffered: 'Este rol no se ofrece a estas cuentas.',
      defaultRoleNotHeld: 'El rol predeterminado debe ser uno de los roles de la cuenta.',
      roleNotGrantable: 'Este rol concede más de lo que usted tiene.',
      noSuchStore: 'Esta tienda no existe.',
    },
    organisation: {
      status: { enabled: 'Activa', stopped: 'Detenida' },
    },
  },
  ja: {
    errors: {
      subAccountQuota: 'サブアカウントの枠が足りません。',
      storeCapsReached: '店長とガイドの人数が上限に達しました。',
      masterAccountKept: 'マスターアカウントは加盟店と一緒にのみ削除されます。',
      ownAccount: '自分のアカウントは停止・削除できません。',
    },
    validation: {
      username: '英数字と _ . @ - で 3〜50 文字、先頭は英数字にしてください。',
      roleNotOffered: 'このロールはこれらのアカウントには提供されていません。',
      defaultRoleNotHeld: '既定のロールは、このアカウントが持つロールのいずれかにしてください。',
      roleNotGrantable: 'このロールはあなたの権限を超えています。',
      noSuchStore: 'この店舗は存在しません。',
    },
    organisation: {
      status: { enabled: '有効', stopped: '停止' },
    },
  },
};
