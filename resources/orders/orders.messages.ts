/** Messages of the order centre (issue 19), merged into each language's `errors` and `validation`. */
export const ordersMessages = {
  en: {
    errors: {
      orderNoPeriod: 'This order has no period yet.',
      instanceMoveRefused: 'A period cannot move from “{{from}}” to “{{to}}”.',
      instancePeriodOver: 'This period has already ended: it cannot take effect again.',
    },
    validation: {
      orderFixed: 'An order keeps what it was made for: only its amount and note change.',
      orderOneProduct: 'An order is for a version or a service, not both.',
    },
  },
  zh: {
    errors: {
      orderNoPeriod: '该订单还没有周期。',
      instanceMoveRefused: '周期不能从“{{from}}”变为“{{to}}”。',
      instancePeriodOver: '该周期已结束，不能再次生效。',
    },
    validation: {
      orderFixed: '订单创建后内容不可更改，只能修改金额和备注。',
      orderOneProduct: '订单只能购买版本或服务之一。',
    },
  },
  es: {
    errors: {
      orderNoPeriod: 'Este pedido aún no tiene periodo.',
      instanceMoveRefused: 'Un periodo no puede pasar de «{{from}}» a «{{to}}».',
      instancePeriodOver: 'Este periodo ya ha terminado: no puede volver a entrar en vigor.',
    },
    validation: {
      orderFixed: 'Un pedido conserva aquello para lo que se hizo: solo cambian su importe y su nota.',
      orderOneProduct: 'Un pedido es de una versión o de un servicio, no de ambos.',
    },
  },
  ja: {
    errors: {
      orderNoPeriod: 'この注文にはまだ期間がありません。',
      instanceMoveRefused: '期間を「{{from}}」から「{{to}}」に変更できません。',
      instancePeriodOver: 'この期間はすでに終了しているため、再度有効にできません。',
    },
    validation: {
      orderFixed: '注文の内容は作成後に変更できません。変更できるのは金額と備考のみです。',
      orderOneProduct: '注文はバージョンかサービスのどちらか一方です。',
    },
  },
};
