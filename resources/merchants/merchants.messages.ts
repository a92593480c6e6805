/**
 * Messages of merchants' terms and caps (spec §8 "The scheme has reached the upper limit; reached
 * upper limit; goods or plan limit reached"), merged into each language's `errors` and `validation`.
 * The cap checker (server/modules/merchants/merchant-caps.ts) answers goods and plans with the one,
 * templates ("schemes") with the other.
 */
export const merchantsMessages = {
  en: {
    errors: {
      goodsCapReached: 'Goods or plan limit reached: ask the operator to raise your cap.',
      templateCapReached: 'The scheme has reached the upper limit.',
    },
    validation: {
      noMasterRole: 'No master role exists for merchants: create one under Roles first.',
    },
  },
  zh: {
    errors: {
      goodsCapReached: '商品或方案数量已达上限，请联系运营人员提高上限。',
      templateCapReached: '方案已达上限。',
    },
    validation: {
      noMasterRole: '尚无商家主账号角色：请先在角色管理中创建。',
    },
  },
  es: {
    errors: {
      goodsCapReached: 'Se alcanzó el límite de productos o planes: pida al operador que lo amplíe.',
      templateCapReached: 'El esquema ha alcanzado el límite.',
    },
    validation: {
      noMasterRole: 'No existe ningún rol de cuenta principal para comercios: cree uno en Roles primero.',
    },
  },
  ja: {
    errors: {
      goodsCapReached: '商品またはプランの上限に達しました。運営者に上限の引き上げを依頼してください。',
      templateCapReached: 'スキームが上限に達しました。',
    },
    validation: {
      noMasterRole: '加盟店のマスターロールがありません。先にロール管理で作成してください。',
    },
  },
};
