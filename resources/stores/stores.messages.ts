/**
 * Messages of stores and departments, merged into each language's `errors` and `validation` groups,
 * plus the store labels of the `organisation` group (the weekdays of business hours)
 * (resources/messages/<language>.ts).
 */
export const storesMessages = {
  en: {
    errors: {
      storeHasAccounts: 'This store still has {{count}} accounts: move or delete them first.',
      departmentIsStore: 'This department is already a store.',
    },
    validation: {
      timeOfDay: 'Use HH:MM, from 00:00 to 23:59.',
      closesBeforeOpening: 'Closing must be after opening.',
      dayTwice: 'This day is listed twice.',
      capBelowHolders: 'The store already has {{count}}: the cap cannot be lower.',
      noSuchAlbum: 'This album does not exist.',
      noSuchDepartment: 'This department does not exist.',
      departmentTaken: 'This department is already a store.',
      departmentLoop: 'A department cannot be moved under itself or one of its subdepartments.',
    },
    organisation: {
      weekdays: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
    },
  },
  zh: {
    errors: {
      storeHasAccounts: '该门店仍有 {{count}} 个账号，请先移走或删除。',
      departmentIsStore: '该部门已设为门店。',
    },
    validation: {
      timeOfDay: '请使用 HH:MM 格式，00:00 至 23:59。',
      closesBeforeOpening: '关门时间须晚于开门时间。',
      dayTwice: '这一天重复了。',
      capBelowHolders: '门店已有 {{count}} 人，上限不能更低。',
      noSuchAlbum: '该相册不存在。',
      noSuchDepartment: '该部门不存在。',
      departmentTaken: '该部门已设为门店。',
      departmentLoop: '部门不能移到自身或其子部门之下。',
    },
    organisation: {
      weekdays: { 1: '星期一', 2: '星期二', 3: '星期三', 4: '星期四', 5: '星期五', 6: '星期六', 7: '星期日' },
    },
  },
  es: {
    errors: {
      storeHasAccounts: 'Esta tienda aún tiene {{count}} cuentas: muévalas o elimínelas primero.',
      departmentIsStore: 'Este departamento ya es una tienda.',
    },
    validation: {
      timeOfDay: 'Use HH:MM, de 00:00 a 23:59.',
      closesBeforeOpening: 'El cierre debe ser posterior a la apertura.',
      dayTwice: 'Este día aparece dos veces.',
      capBelowHolders: 'La tienda ya tiene {{count}}: el límite no puede ser menor.',
      noSuchAlbum: 'Este álbum no existe.',
      noSuchDepartment: 'Este departamento no existe.',
      departmentTaken: 'Este departamento ya es una tienda.',
      departmentLoop: 'Un departamento no puede moverse bajo sí mismo ni bajo sus subdepartamentos.',
    },
    organisation: {
      weekdays: { 1: 'Lunes', 2: 'Martes', 3: 'Miércoles', 4: 'Jueves', 5: 'Viernes', 6: 'Sábado', 7: 'Domingo' },
    },
  },
  ja: {
    errors: {
      storeHasAccounts: 'この店舗にはまだ {{count}} 件のアカウントがあります。先に移動または削除してください。',
      departmentIsStore: 'この部門はすでに店舗です。',
    },
    validation: {
      timeOfDay: 'HH:MM 形式（00:00〜23:59）で入力してください。',
      closesBeforeOpening: '閉店は開店より後にしてください。',
      dayTwice: 'この曜日が重複しています。',
      capBelowHolders: 'この店舗にはすでに {{count}} 人います。上限をそれより低くできません。',
      noSuchAlbum: 'このアルバムは存在しません。',
      noSuchDepartment: 'この部門は存在しません。',
      departmentTaken: 'この部門はすでに店舗です。',
      departmentLoop: '部門を自分自身やその下位部門の下には移動できません。',
    },
    organisation: {
      weekdays: { 1: '月曜日', 2: '火曜日', 3: '水曜日', 4: '木曜日', 5: '金曜日', 6: '土曜日', 7: '日曜日' },
    },
  },
};
