import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_AUTH_PATH, CONTENT_AUTH_SHOPS_PATH, contentAuthPath } from '../../../../resources/plans/content-auth.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
let guide: Session;
let living: number;
let second: number;
/** Demo Living's published plan, unpublished plan and usable shops; Second Home's published plan and shop. */
let riverside: number;
let gardenLoft: number;
let tmall: number;
let youzan: number;
let otherPlan: number;
let otherShop: number;

const DAY = 86_400_000;
const future = (days = 30) => new Date(Date.now() + days * DAY).toISOString();

const idOf = async (query: string, params: unknown[]) => Number((await t.database.pool.query(query, params)).rows[0].id);

beforeAll(async () => {
  t = await createTestApp();
  [merchant, merchant2, guide] = await Promise.all([t.login('merchant'), t.login('merchant2'), t.login('guide')]);
  living = await idOf("SELECT id FROM merchants WHERE name = 'Demo Living'", []);
  second = await idOf('SELECT merchant_id AS id FROM accounts WHERE username = $1', ['merchant2']);
  const plan = 'SELECT id FROM plans WHERE merchant_id = $1 AND name = $2 AND NOT template AND deleted_at IS NULL';
  riverside = await idOf(plan, [living, 'Riverside flat']);
  gardenLoft = await idOf(plan, [living, 'Garden loft']);
  otherPlan = await idOf(plan, [second, 'Riverside flat']);
  const shop = 'SELECT id FROM marketplace_shops WHERE name = $1';
  tmall = await idOf(shop, ['Demo Living Tmall Flagship']);
  youzan = await idOf(shop, ['Demo Living Youzan']);
  otherShop = await idOf(shop, ['Second Home Tmall']);
});
afterAll(() => t.close());

const grant = (session: Session, body: object, tenant = living) =>
  session.bearer({ method: 'POST', url: CONTENT_AUTH_PATH, headers: { 'tenant-id': String(tenant) }, payload: body });
const read = (session: Session, contentId: number, tenant = living) =>
  session.bearer({ method: 'GET', url: contentAuthPath(contentId), headers: { 'tenant-id': String(tenant) } });

describe('content authorisation (boot API)', () => {
  it('grants the mini-program and a marketplace shop to a published plan, reads them back, and audits the change', async () => {
    const until = future();
    const answer = await grant(merchant, {
      contentId: riverside,
      channels: [
        { channel: 'marketplace_shop', shopId: tmall, expiresAt: until },
        { channel: 'mini_program', expiresAt: null },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const expected = {
      contentId: riverside,
      published: true,
      channels: [
        { channel: 'mini_program', shopId: null, shopName: null, expiresAt: null, active: true },
        { channel: 'marketplace_shop', shopId: tmall, shopName: 'Demo Living Tmall Flagship', expiresAt: until, active: true },
      ],
    };
    expect(answer.json()).toEqual({ code: 0, msg: '', data: expected });
    const back = await read(merchant, riverside);
    expect(back.json()).toEqual({ code: 0, msg: '', data: expected });

    const audit = await t.database.pool.query(
      "SELECT entity, action, operation, merchant_id, record_title, before, after FROM audit_log WHERE entity = 'plans' AND record_id = $1 ORDER BY id DESC LIMIT 1",
      [riverside],
    );
    expect(audit.rows[0]).toMatchObject({
      entity: 'plans',
      action: 'update',
      operation: 'grant-channels',
      merchant_id: living,
      record_title: 'Riverside flat',
    });
    expect(audit.rows[0].before.channels).toEqual([]);
    expect(audit.rows[0].after.channels).toEqual([
      { channel: 'mini_program', shopId: null, expiresAt: null },
      { channel: 'marketplace_shop', shopId: tmall, expiresAt: until },
    ]);
  });

  it('replaces the grants with the list sent; an empty list revokes them all', async () => {
    const replaced = await grant(merchant, { contentId: riverside, channels: [{ channel: 'marketplace_shop', shopId: youzan }] });
    expect(replaced.json().data.channels).toEqual([
      { channel: 'marketplace_shop', shopId: youzan, shopName: 'Demo Living Youzan', expiresAt: null, active: true },
    ]);
    const revoked = await grant(merchant, { contentId: riverside, channels: [] });
    expect(revoked.json()).toEqual({ code: 0, msg: '', data: { contentId: riverside, published: true, channels: [] } });
    expect((await read(merchant, riverside)).json().data.channels).toEqual([]);
  });

  it('refuses to grant an unpublished plan (revoking its none is allowed)', async () => {
    const refused = await grant(merchant, { contentId: gardenLoft, channels: [{ channel: 'mini_program' }] });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: 409, msg: expect.stringContaining('Publish') });
    expect((await read(merchant, gardenLoft)).json().data).toEqual({ contentId: gardenLoft, published: false, channels: [] });
    expect((await grant(merchant, { contentId: gardenLoft, channels: [] })).json().code).toBe(0);
  });

  it("answers 404 for another merchant's plan, a missing one and a template, on both routes", async () => {
    const template = await idOf('SELECT id FROM plans WHERE template ORDER BY id LIMIT 1', []);
    for (const contentId of [otherPlan, 987_654_321, template]) {
      expect((await grant(merchant, { contentId, channels: [] })).json().code).toBe(404);
      expect((await grant(merchant, { contentId, channels: [{ channel: 'mini_program' }] })).json().code).toBe(404);
      expect((await read(merchant, contentId)).json().code).toBe(404);
    }
    // The other merchant still reaches its own plan.
    expect((await read(merchant2, otherPlan, second)).json()).toMatchObject({ code: 0, data: { contentId: otherPlan, published: true } });
  });

  it("refuses another merchant's shop and a disabled shop at channels.<i>.shopId, writing nothing", async () => {
    const other = await grant(merchant, { contentId: riverside, channels: [{ channel: 'marketplace_shop', shopId: otherShop }] });
    expect(other.json()).toMatchObject({ code: 400, errors: { 'channels.0.shopId': [expect.any(String)] } });
    await t.database.pool.query('UPDATE marketplace_shops SET status = 5 WHERE id = $1', [youzan]);
    try {
      const disabled = await grant(merchant, {
        contentId: riverside,
        channels: [{ channel: 'mini_program' }, { channel: 'marketplace_shop', shopId: youzan }],
      });
      expect(disabled.json()).toMatchObject({ code: 400, errors: { 'channels.1.shopId': [expect.any(String)] } });
    } finally {
      await t.database.pool.query('UPDATE marketplace_shops SET status = 3 WHERE id = $1', [youzan]);
    }
    expect((await read(merchant, riverside)).json().data.channels).toEqual([]);
  });

  it('refuses duplicates, a past expiry, a shop on the mini-program and none on a marketplace shop', async () => {
    const cases: [unknown[], string][] = [
      [[{ channel: 'mini_program' }, { channel: 'mini_program', expiresAt: future() }], 'channels.1.channel'],
      [
        [
          { channel: 'marketplace_shop', shopId: tmall },
          { channel: 'marketplace_shop', shopId: tmall },
        ],
        'channels.1.channel',
      ],
      [[{ channel: 'mini_program', expiresAt: new Date(Date.now() - DAY).toISOString() }], 'channels.0.expiresAt'],
      [[{ channel: 'mini_program', shopId: tmall }], 'channels.0.shopId'],
      [[{ channel: 'marketplace_shop' }], 'channels.0.shopId'],
      [Array.from({ length: 21 }, (_, i) => ({ channel: 'marketplace_shop', shopId: i + 1 })), 'channels'],
    ];
    for (const [channels, field] of cases) {
      const refused = await grant(merchant, { contentId: riverside, channels });
      expect(refused.json(), field).toMatchObject({ code: 400 });
      expect(Object.keys(refused.json().errors), field).toContain(field);
    }
    // Two different shops are not duplicates.
    const two = await grant(merchant, {
      contentId: riverside,
      channels: [
        { channel: 'marketplace_shop', shopId: tmall },
        { channel: 'marketplace_shop', shopId: youzan },
      ],
    });
    expect(two.json().data.channels.map((row: { shopId: number }) => row.shopId)).toEqual([tmall, youzan].sort((a, b) => a - b));
  });

  it("lists the merchant's own usable shops for the channel editor, by name", async () => {
    const shops = async (session: Session) =>
      (await session.bearer({ method: 'GET', url: CONTENT_AUTH_SHOPS_PATH, headers: { 'tenant-id': String(living) } })).json().data.list as { id: number }[];
    const ids = (await shops(merchant)).map((shop) => shop.id);
    expect(ids).toEqual(expect.arrayContaining([tmall, youzan]));
    expect(ids).not.toContain(otherShop);
    expect((await shops(guide)).map((shop) => shop.id)).toEqual(ids);
    await t.database.pool.query('UPDATE marketplace_shops SET status = 5 WHERE id = $1', [youzan]);
    try {
      expect((await shops(merchant)).map((shop) => shop.id)).not.toContain(youzan);
    } finally {
      await t.database.pool.query('UPDATE marketplace_shops SET status = 3 WHERE id = $1', [youzan]);
    }
  });

  it('lets a guide read but not grant', async () => {
    expect((await read(guide, riverside)).json()).toMatchObject({ code: 0, data: { contentId: riverside } });
    const refused = await grant(guide, { contentId: riverside, channels: [] });
    expect(refused.json().code).toBe(403);
  });

  it('refuses a tenant-id naming another merchant with 403', async () => {
    expect((await read(merchant, otherPlan, second)).json().code).toBe(403);
    expect((await grant(merchant, { contentId: otherPlan, channels: [] }, second)).json().code).toBe(403);
  });

  it('shows a grant whose time has passed as inactive', async () => {
    const set = await grant(merchant, {
      contentId: riverside,
      channels: [
        { channel: 'mini_program', expiresAt: future(1) },
        { channel: 'marketplace_shop', shopId: tmall },
      ],
    });
    expect(set.json().code).toBe(0);
    await t.database.pool.query("UPDATE content_auths SET expires_at = now() - interval '1 hour' WHERE plan_id = $1 AND channel = 'mini_program'", [riverside]);
    const channels = (await read(merchant, riverside)).json().data.channels;
    expect(channels.map((row: { channel: string; active: boolean }) => [row.channel, row.active])).toEqual([
      ['mini_program', false],
      ['marketplace_shop', true],
    ]);
  });
});
