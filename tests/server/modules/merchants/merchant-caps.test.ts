import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCap } from '../../../../server/modules/merchants/merchant-caps.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { act, validCommodity } from '../commodities/commodity-helpers.ts';
import { merchantId, ok } from './merchant-helpers.ts';

let t: TestApp;
let operator: Session;
let merchant: Session;
let living: number;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  merchant = await t.login('merchant');
  living = await merchantId(t, 'Demo Living');
}, 30_000);
afterAll(() => t?.close());

const GOODS_CAP_MESSAGE = 'Goods or plan limit reached: ask the operator to raise your cap.';
const createGoods = (name: string) => merchant.browser({ method: 'POST', url: '/api/commodities', payload: { ...validCommodity, name } });
const goodsHeld = async () =>
  Number(
    (await sql<{ count: string }>`select count(*) as count from commodities where merchant_id = ${living} and deleted_at is null`.execute(t.database.db))
      .rows[0].count,
  );
const setGoodsCap = (goods_cap: number) => ok(operator.bearer({ method: 'PATCH', url: `/api/merchants/${living}`, payload: { goods_cap } }));

describe('the cap checker (spec §8, issue 19 "Caps live on the merchant")', () => {
  it('holds the goods cap under 20 parallel creates: exactly 5 of 5 free places are taken, the rest hear spec §8', async () => {
    await setGoodsCap((await goodsHeld()) + 5);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => createGoods(`Capped ${index}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(GOODS_CAP_MESSAGE);
    }
    const detail = await ok<{ usage: { goods: { used: number; cap: number } } }>(operator.bearer({ method: 'GET', url: `/api/merchants/${living}/detail` }));
    expect(detail.usage.goods.used).toBe(detail.usage.goods.cap);
  });

  it('refuses a copy at the cap, and frees a place when goods go to the recycle bin', async () => {
    const [first] = (await ok<{ list: { id: number }[] }>(merchant.browser({ method: 'GET', url: '/api/commodities?pageSize=1' }))).list;
    const copy = await act(merchant, 'copy', first.id);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().message).toBe(GOODS_CAP_MESSAGE);
    await ok(merchant.browser({ method: 'DELETE', url: `/api/commodities/${first.id}` }));
    expect((await createGoods('After the bin')).statusCode).toBe(200);
    expect((await createGoods('One too many')).statusCode).toBe(409);
  });

  it('answers in the caller language, and a raised cap lets goods in again', async () => {
    const zh = await merchant.browser({
      method: 'POST',
      url: '/api/commodities',
      headers: { cookie: `${merchant.cookie}; atrium_lang=zh` },
      payload: validCommodity,
    });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('商品或方案数量已达上限，请联系运营人员提高上限。');
    await setGoodsCap((await goodsHeld()) + 1);
    expect((await createGoods('Raised')).statusCode).toBe(200);
  });

  it("locks the merchant's row: a second check waits for the first write to commit, then counts it", async () => {
    await setGoodsCap((await goodsHeld()) + 1);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checked = () => {};
    const firstChecked = new Promise<void>((resolve) => {
      checked = resolve;
    });
    const first = t.database.db.transaction().execute(async (trx) => {
      await checkCap(trx, living, 'goods');
      await sql`insert into commodities (merchant_id, name) values (${living}, 'Held by the first')`.execute(trx);
      checked();
      await gate;
    });
    await firstChecked;
    let settled = false;
    const second = t.database.db
      .transaction()
      .execute((trx) => checkCap(trx, living, 'goods'))
      .then(
        () => 'let through',
        (error: unknown) => error,
      )
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await first;
    expect(await second).toMatchObject({ status: 409, messageKey: 'errors.goodsCapReached' });
  });

  it("counts sub-accounts against the account quota with the organisation's message and boot code", async () => {
    const subs = Number(
      (await sql<{ count: string }>`select count(*) as count from accounts where merchant_id = ${living} and kind = 'sub'`.execute(t.database.db)).rows[0]
        .count,
    );
    await t.database.db.updateTable('merchants').set({ account_quota: subs }).where('id', '=', living).execute();
    const refusal = await t.database.db
      .transaction()
      .execute((trx) => checkCap(trx, living, 'account'))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, messageKey: 'errors.subAccountQuota', options: { bootCode: 1002003008 } });
    await t.database.db
      .updateTable('merchants')
      .set({ account_quota: subs + 1 })
      .where('id', '=', living)
      .execute();
    await expect(t.database.db.transaction().execute((trx) => checkCap(trx, living, 'account'))).resolves.toBeUndefined();
  });

  it('counts goods coming back from the recycle bin: a restore beyond the cap hears spec §8 and the goods stay in the bin', async () => {
    await setGoodsCap((await goodsHeld()) + 1);
    const binned = await ok<{ id: number }>(createGoods('Binned goods'));
    expect((await merchant.browser({ method: 'DELETE', url: `/api/commodities/${binned.id}` })).statusCode).toBe(200);
    await setGoodsCap(await goodsHeld());
    const restore = await merchant.browser({ method: 'POST', url: `/api/recycle-bin/commodities/${binned.id}/restore` });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(GOODS_CAP_MESSAGE);
    await setGoodsCap((await goodsHeld()) + 1);
    expect((await merchant.browser({ method: 'POST', url: `/api/recycle-bin/commodities/${binned.id}/restore` })).statusCode).toBe(200);
  });

  it('counts templates in use against the template cap ("The scheme has reached the upper limit")', async () => {
    await t.database.db.updateTable('merchants').set({ template_cap: 0 }).where('id', '=', living).execute();
    await expect(t.database.db.transaction().execute((trx) => checkCap(trx, living, 'template'))).rejects.toThrow(/templateCapReached/);
    await t.database.db.updateTable('merchants').set({ template_cap: 20 }).where('id', '=', living).execute();
    await expect(t.database.db.transaction().execute((trx) => checkCap(trx, living, 'template'))).resolves.toBeUndefined();
  });
});
