/** Messages of the coupons (issue 37), merged into each language's `validation`. */
export const couponsMessages = {
  en: {
    validation: {
      couponThresholdBelowPar: 'The threshold cannot be below the par value.',
      couponLimitAboveTotal: 'The limit per person cannot be above the total issued.',
      couponRangeOrder: 'The end of validity must come after its start.',
      couponTargetsOfScope: 'Choose these only when the coupon applies to them.',
    },
  },
  zh: {
    validation: {
      couponThresholdBelowPar: '使用门槛不能低于面值。',
      couponLimitAboveTotal: '每人限领不能超过发放总量。',
      couponRangeOrder: '失效时间必须晚于生效时间。',
      couponTargetsOfScope: '只有适用范围为它们时才能选择。',
    },
  },
  es: {
    validation: {
      couponThresholdBelowPar: 'El importe mínimo no puede ser inferior al valor nominal.',
      couponLimitAboveTotal: 'El límite por persona no puede superar el total emitido.',
      couponRangeOrder: 'El fin de la validez debe ser posterior a su inicio.',
      couponTargetsOfScope: 'Elíjalos solo cuando el cupón se aplique a ellos.',
    },
  },
  ja: {
    validation: {
      couponThresholdBelowPar: '利用条件金額は額面を下回れません。',
      couponLimitAboveTotal: '1 人あたりの上限は発行総数を超えられません。',
      couponRangeOrder: '有効期限は有効開始より後にしてください。',
      couponTargetsOfScope: '対象がそれらのときだけ選択できます。',
    },
  },
};
