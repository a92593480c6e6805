let serial = 0;

/** A new shop body for a merchant, every required field and cap given. */
export function newShop(merchantId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    name: `Test shop ${serial}`,
    merchant_id: merchantId,
    shop_id: String(9_000_000 + serial),
    liaison: 'Li Lei',
    expire_at: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    style_id: 0,
    channel: 1,
    edition: 'professional',
    template_privilege: 'all',
    plan_cap: 120,
    template_cap: 30,
    material_capacity: 20 * 1024 ** 3,
    account_cap: 60,
    ...extra,
  };
}
