import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantDetail } from '../../../../resources/merchants/merchant-detail.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { merchantId, ok } from './merchant-helpers.ts';

let t: TestApp;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
}, 30_000);
afterAll(() => t?.close());

const detailOf = async (id: number) => ok<MerchantDetail>(operator.bearer({ method: 'GET', url: `/api/merchants/${id}/detail` }));

describe('GET /api/merchants/:id/detail (issue 19 detail page)', () => {
  it("answers the merchant's shops, accounts (master first), usage against its caps and last audit entries", async () => {
    const id = await merchantId(t, 'Demo Living');
    await ok(operator.bearer({ method: 'PATCH', url: `/api/merchants/${id}`, payload: { plan_cap: 450 } }));
    const detail = await detailOf(id);
    expect(detail.merchant).toMatchObject({ id, name: 'Demo Living', plan_cap: 450 });
    expect(detail.time_zone).toBe('Asia/Shanghai');
    const shops = await sql<{ name: string }>`select name from marketplace_shops where merchant_id = ${id}`.execute(t.database.db);
    expect(detail.shops.map((shop) => shop.name).sort()).toEqual(shops.rows.map((shop) => shop.name).sort());
    expect(detail.accounts[0]).toMatchObject({ username: 'merchant', kind: 'master' });
    expect(detail.accounts.map((account) => account.username)).toEqual(expect.arrayContaining(['manager', 'guide', 'designer']));
    expect(detail.accounts.every((account) => account.kind !== 'staff')).toBe(true);
    expect(detail.usage.goods.used).toBeGreaterThan(0);
    expect(detail.usage.goods.cap).toBe(5000);
    expect(detail.usage.accounts.used).toBe(detail.accounts.filter((account) => account.kind === 'sub').length);
    // The demo's two plans and its hall (seed-plans.ts).
    expect(detail.usage.plans).toEqual({ used: 3, cap: 450 });
    expect(detail.usage.materialBytes.cap).toBeGreaterThan(0);
    expect(detail.audit[0]).toMatchObject({ entity: 'merchants', record_id: id, action: 'update', account_name: 'operator', record_title: 'Demo Living' });
  });

  it("names its accounts' built-in roles in the reader's language (issue 35)", async () => {
    const id = await merchantId(t, 'Demo Living');
    const inChinese = await ok<MerchantDetail>(operator.bearer({ method: 'GET', url: `/api/merchants/${id}/detail`, headers: { 'accept-language': 'zh-CN' } }));
    const roleOf = (username: string) => inChinese.accounts.find((account) => account.username === username)?.role_name;
    expect([roleOf('merchant'), roleOf('guide')]).toEqual(['主账号', '导购']);
    expect((await detailOf(id)).accounts.find((account) => account.username === 'guide')?.role_name).toBe('Shopping guide');
  });

  it('answers empty shops and audit for a new merchant', async () => {
    const created = await ok<{ id: number }>(
      operator.bearer({
        method: 'POST',
        url: '/api/merchants',
        payload: {
          name: 'Empty Co',
          master_username: 'empty-master',
          password: 'secret-1',
          edition: 'trial',
          template_privilege: 'none',
          goods_cap: 1,
          plan_cap: 1,
          template_cap: 1,
          account_quota: 1,
          material_capacity: 1,
        },
      }),
    );
    const detail = await detailOf(created.id);
    expect(detail.shops).toEqual([]);
    expect(detail.accounts.map((account) => [account.username, account.kind])).toEqual([['empty-master', 'master']]);
    expect(detail.usage.goods).toEqual({ used: 0, cap: 1 });
    expect(detail.audit.map((entry) => entry.action)).toEqual(['create']);
  });
});
