import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { multipart } from '../../jobs/jobs-helpers.ts';
import { FAKE_MINI_APP, startFakeJscode2session } from './fake-jscode2session.ts';

const API = '/app-api/customer';
const ROTATE = (purpose: string) => `/api/settings/publishable-keys/${purpose}/rotate`;

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startFakeJscode2session>>;
let living: Session;
let second: Session;
let key: string;
let key2: string;
let guideId: number;
let duoId: number;
let guideShare: string;
let duoShare: string;
let managerShare: string;
let goods: { id: number; price: number; name: string }[];
let foreignGoods: number;

beforeAll(async () => {
  wechat = await startFakeJscode2session();
  t = await createTestApp({
    env: { WECHAT_MINI_APP_ID: FAKE_MINI_APP.id, WECHAT_MINI_APP_SECRET: FAKE_MINI_APP.secret, WECHAT_API_BASE: wechat.url },
  });
  living = await t.login('merchant');
  second = await t.login('merchant2');
  key = (await living.bearer({ method: 'POST', url: ROTATE('customer') })).json().data.key;
  key2 = (await second.bearer({ method: 'POST', url: ROTATE('customer') })).json().data.key;
  const shareOf = async (username: string) => {
    const session = await t.login(username);
    const answer = await session.bearer({ method: 'GET', url: '/api/customers/share-token' });
    expect(answer.statusCode).toBe(200);
    const id = (await session.bearer({ method: 'GET', url: '/api/user' })).json().data.id as number;
    return { share: answer.json().data.share as string, id };
  };
  ({ share: guideShare, id: guideId } = await shareOf('guide'));
  ({ share: duoShare, id: duoId } = await shareOf('duo'));
  ({ share: managerShare } = await shareOf('manager'));
  goods = (await living.bearer({ method: 'GET', url: '/api/commodities?pageSize=2' })).json().data.list;
  foreignGoods = (await second.bearer({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0].id;
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, { withKey = key, token, body }: { withKey?: string; token?: string; body?: unknown } = {}) =>
  t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { [PUBLISHABLE_KEY_HEADER]: withKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const guest = async (body: Record<string, unknown> = {}, withKey = key) => {
  const answer = (await call('POST', '/login/guest', { withKey, body })).json();
  expect(answer.code).toBe(0);
  return answer.data as { token: string; guest_key: string; known: boolean; expires_at: string };
};
let phones = 0;
const nextPhone = () => `1390000${String(++phones).padStart(4, '0')}`;
/** A guest that left a phone: a known H5 customer. */
const customerVia = async (body: Record<string, unknown> = {}, withKey = key) => {
  const login = await guest(body, withKey);
  const phone = nextPhone();
  const profile = (await call('PUT', '/profile', { withKey, token: login.token, body: { phone } })).json();
  expect(profile.code).toBe(0);
  return { ...login, phone, customerId: profile.data.customer.id as number };
};
const customerRow = async (id: number) =>
  (await t.database.pool.query('SELECT sale_id, store_id, source, mp_user_id, nickname, phone, orders_count FROM customers WHERE id = $1', [id])).rows[0];
const storeOf = async (accountId: number) => (await t.database.pool.query('SELECT store_id FROM accounts WHERE id = $1', [accountId])).rows[0].store_id;

describe('the customer key', () => {
  it('is a purpose of its own: App settings shows it, and its last event is the latest customer sign-in', async () => {
    const status = (await living.bearer({ method: 'GET', url: '/api/settings/publishable-keys/customer' })).json().data;
    expect(status.purpose).toBe('customer');
    expect(status.live.hint).toBe(key.slice(0, 10));
    const before = status.last_event_at ? Date.parse(status.last_event_at) : 0;
    await guest();
    const after = (await living.bearer({ method: 'GET', url: '/api/settings/publishable-keys/customer' })).json().data;
    expect(Date.parse(after.last_event_at)).toBeGreaterThanOrEqual(before);
  });

  it('an ingestion key, a session or no key is refused (code 401)', async () => {
    const ingestion = (await living.bearer({ method: 'POST', url: ROTATE('ingestion') })).json().data.key;
    expect((await call('POST', '/login/guest', { withKey: ingestion, body: {} })).json()).toMatchObject({ code: 401 });
    expect((await call('POST', '/login/guest', { withKey: '', body: {} })).json()).toMatchObject({ code: 401 });
    const withSession = await living.bearer({ method: 'POST', url: `${API}/login/guest`, payload: {} });
    expect(withSession.json()).toMatchObject({ code: 401 });
  });
});

describe('WeChat mini-program login', () => {
  it("exchanges the code at jscode2session, makes the user's customer once, and signs it in again as the same customer", async () => {
    const first = (await call('POST', '/login/wechat', { body: { code: 'ok-alice#1' } })).json();
    expect(first).toMatchObject({ code: 0, data: { kind: 'wechat', known: true } });
    expect(first.data.token).toMatch(/^ct_[A-Za-z0-9_-]{43}$/);
    const profile = (await call('GET', '/profile', { token: first.data.token })).json().data;
    expect(profile.customer).toMatchObject({ source: 'mini_program', phone: '' });
    expect(profile.mp_user_id).toBeGreaterThan(0);
    expect(profile.customer.nickname).toMatch(/^WeChat user \d{4}$/);
    expect((await customerRow(profile.customer.id)).mp_user_id).toBe(profile.mp_user_id);

    const again = (await call('POST', '/login/wechat', { body: { code: 'ok-alice#2' } })).json();
    expect((await call('GET', '/profile', { token: again.data.token })).json().data.customer.id).toBe(profile.customer.id);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM customers WHERE source = 'mini_program' AND mp_user_id = $1", [
      profile.mp_user_id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("names the default nickname in the caller's language", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API}/login/wechat`,
      headers: { [PUBLISHABLE_KEY_HEADER]: key, 'accept-language': 'zh-CN' },
      payload: { code: 'ok-zhang#1' },
    });
    const profile = (await call('GET', '/profile', { token: answer.json().data.token })).json().data;
    expect(profile.customer.nickname).toMatch(/^微信用户 \d{4}$/);
  });

  it("maps WeChat's errcode to a refusal (code 401) and creates nothing", async () => {
    const before = (await t.database.pool.query('SELECT count(*)::int AS n FROM customer_identities')).rows[0].n;
    const refused = (await call('POST', '/login/wechat', { body: { code: 'bad-code' } })).json();
    expect(refused).toMatchObject({ code: 401, msg: 'WeChat did not accept this sign-in: open the mini-program again and retry.' });
    expect((await call('POST', '/login/wechat', { body: { code: 'ok-alice#1' } })).json()).toMatchObject({ code: 401 });
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM customer_identities')).rows[0].n).toBe(before);
  });

  it('answers a localized "not configured" when the environment names no mini-program', async () => {
    const bare = await createTestApp({ template: 'demo' });
    try {
      const merchant = await bare.login('merchant');
      const bareKey = (await merchant.bearer({ method: 'POST', url: ROTATE('customer') })).json().data.key;
      const answer = await bare.app.inject({
        method: 'POST',
        url: `${API}/login/wechat`,
        headers: { [PUBLISHABLE_KEY_HEADER]: bareKey, 'accept-language': 'es' },
        payload: { code: 'ok-x' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        code: 409,
        msg: 'El inicio de sesión con WeChat no está configurado: pida al operador de la plataforma que lo configure.',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('H5 guests', () => {
  it('issues a guest secret, keeps the same identity when the page sends it back, and a new one for a secret never issued', async () => {
    const first = await guest();
    expect(first.guest_key).toMatch(/^cg_[A-Za-z0-9_-]{43}$/);
    expect(first.known).toBe(false);
    const again = await guest({ guest_key: first.guest_key });
    expect(again.guest_key).toBe(first.guest_key);
    expect(again.token).not.toBe(first.token);
    const invented = `cg_${'A'.repeat(43)}`;
    expect((await guest({ guest_key: invented })).guest_key).not.toBe(invented);
    // The secret is the merchant's: another merchant's page starts a new guest with it.
    expect((await guest({ guest_key: first.guest_key }, key2)).guest_key).not.toBe(first.guest_key);
  });

  it('may only read and update its profile until it leaves a phone', async () => {
    const { token } = await guest();
    expect((await call('GET', '/profile', { token })).json().data).toEqual({ kind: 'guest', mp_user_id: 0, customer: null });
    for (const [method, path, body] of [
      ['GET', '/intention-orders', undefined],
      ['GET', '/diy-works', undefined],
      ['POST', '/intention-orders', { items: [{ commodity_id: goods[0].id, quantity: 1 }] }],
    ] as const) {
      expect((await call(method, path, { token, body })).json(), `${method} ${path}`).toMatchObject({
        code: 403,
        msg: 'Leave your phone number in your profile first.',
      });
    }
  });

  it('becomes an H5 customer by leaving a phone of at least 3 digits (spec §5)', async () => {
    const { token } = await guest();
    for (const phone of ['12', '12a45', '']) {
      const refused = (await call('PUT', '/profile', { token, body: { phone, nickname: 'Lin' } })).json();
      expect(refused.code, phone).toBe(400);
      expect(Object.keys(refused.errors)).toEqual(['phone']);
    }
    expect(Object.keys((await call('PUT', '/profile', { token, body: { nickname: 'Lin' } })).json().errors)).toEqual(['phone']);
    const made = (
      await call('PUT', '/profile', { token, body: { phone: ' 123 ', nickname: 'Lin', city: 'Hangzhou', house_area: 88.5, style: 'nordic' } })
    ).json();
    expect(made).toMatchObject({
      code: 0,
      data: { kind: 'guest', customer: { phone: '123', nickname: 'Lin', source: 'h5', city: 'Hangzhou', house_area: 88.5 } },
    });
    expect((await customerRow(made.data.customer.id)).sale_id).toBeNull();
    // Same rules as the back office afterwards: the declaration's limits, one customer per phone.
    expect((await call('PUT', '/profile', { token, body: { nickname: 'x'.repeat(51) } })).json().code).toBe(400);
    expect((await call('PUT', '/profile', { token, body: { style: 'baroque' } })).json().code).toBe(400);
    expect((await call('PUT', '/profile', { token, body: { merchant_id: 2 } })).json().code).toBe(400);
    const other = await customerVia();
    const taken = (await call('PUT', '/profile', { token, body: { phone: other.phone } })).json();
    expect(taken.errors).toEqual({ phone: ['Another customer already has this phone number.'] });
    expect((await call('PUT', '/profile', { token, body: { gender: 'female' } })).json().data.customer.gender).toBe('female');
  });

  it("is refused a phone the merchant's customers already have (nothing proves it holds that phone), and gets nothing of theirs", async () => {
    const known = await customerVia();
    const { token } = await guest();
    const refused = (await call('PUT', '/profile', { token, body: { phone: known.phone, nickname: 'Someone else' } })).json();
    expect(refused.code).toBe(400);
    expect(refused.errors).toEqual({
      phone: ['This phone number is already registered with us: ask your guide for help, or sign in through the mini program.'],
    });
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM customer_identities WHERE customer_id = $1', [known.customerId]);
    expect(rows[0].n).toBe(1);
    expect((await call('GET', '/intention-orders', { token })).json().code).toBe(403);
    // Another merchant's customer with that phone is no bar: a new customer there.
    const elsewhere = await guest({}, key2);
    const made = (await call('PUT', '/profile', { withKey: key2, token: elsewhere.token, body: { phone: known.phone } })).json();
    expect(made.data.customer.id).not.toBe(known.customerId);
  });
});

describe('ownership by share link', () => {
  it("a genuine guide's link makes the new customer that guide's, in its store", async () => {
    const viaWechat = (await call('POST', '/login/wechat', { body: { code: 'ok-bob#1', share: guideShare } })).json().data;
    const bob = (await call('GET', '/profile', { token: viaWechat.token })).json().data.customer;
    expect(await customerRow(bob.id)).toMatchObject({ sale_id: guideId, store_id: await storeOf(guideId) });
    const viaGuest = await customerVia({ share: guideShare });
    expect((await customerRow(viaGuest.customerId)).sale_id).toBe(guideId);
  });

  it('a forged, foreign or non-guide share is ignored: the customer is nobody’s, and the login succeeds', async () => {
    const [saleId, signature] = guideShare.split('.');
    const forged = [`${saleId}.${signature.slice(0, -2)}AA`, `${duoId}.${signature}`, 'not-a-share', guideShare.replace(/^\d+/, String(Number(saleId) + 1))];
    for (const share of forged) {
      const { customerId } = await customerVia({ share });
      expect((await customerRow(customerId)).sale_id, share).toBeNull();
    }
    // A living guide's link shown to the second merchant's app names nobody there.
    const { customerId } = await customerVia({ share: guideShare }, key2);
    expect((await customerRow(customerId)).sale_id).toBeNull();
    // A manager's own link names no guide.
    expect((await customerRow((await customerVia({ share: managerShare })).customerId)).sale_id).toBeNull();
  });

  it('the first guide keeps it: a later login through another guide’s link changes nothing', async () => {
    const first = (await call('POST', '/login/wechat', { body: { code: 'ok-carol#1', share: guideShare } })).json().data;
    const carol = (await call('GET', '/profile', { token: first.token })).json().data.customer.id;
    await call('POST', '/login/wechat', { body: { code: 'ok-carol#2', share: duoShare } });
    expect((await customerRow(carol)).sale_id).toBe(guideId);

    const unowned = await guest();
    await guest({ guest_key: unowned.guest_key, share: duoShare });
    const guestLater = await customerVia({ share: guideShare });
    await guest({ guest_key: guestLater.guest_key, share: duoShare });
    expect((await customerRow(guestLater.customerId)).sale_id).toBe(guideId);

    // A guest that arrived through a guide's link keeps that guide until it leaves a phone.
    const arrived = await guest({ share: duoShare });
    await guest({ guest_key: arrived.guest_key, share: guideShare });
    const made = (await call('PUT', '/profile', { token: arrived.token, body: { phone: nextPhone() } })).json().data.customer.id;
    expect((await customerRow(made)).sale_id).toBe(duoId);
  });
});

describe('intention orders', () => {
  it("prices the order from the merchant's goods, gives it the customer's guide and store, counts it, and audits it", async () => {
    const customer = await customerVia({ share: guideShare });
    const answer = (
      await call('POST', '/intention-orders', {
        token: customer.token,
        body: {
          room: 'Living room',
          note: 'Call me',
          items: [
            { commodity_id: goods[0].id, quantity: 2 },
            { commodity_id: goods[1].id, quantity: 1 },
          ],
        },
      })
    ).json();
    expect(answer.code).toBe(0);
    const amount = Math.round((goods[0].price * 2 + goods[1].price) * 100) / 100;
    expect(answer.data).toMatchObject({ status: 'untreated', room: 'Living room', note: 'Call me', goods_count: 3, amount });
    expect(answer.data.number).toMatch(/^IO\d{14}$/);
    expect(answer.data.items[0]).toEqual({ commodity_id: goods[0].id, quantity: 2, name: goods[0].name, price: goods[0].price });
    expect(answer.data).not.toHaveProperty('sale_id');
    const stored = (await t.database.pool.query('SELECT sale_id, store_id, customer_id FROM intention_orders WHERE id = $1', [answer.data.id])).rows[0];
    expect(stored).toEqual({ sale_id: guideId, store_id: await storeOf(guideId), customer_id: customer.customerId });
    expect((await customerRow(customer.customerId)).orders_count).toBe(1);
    const audit = (
      await t.database.pool.query("SELECT account_id, account_name, action FROM audit_log WHERE entity = 'intention-orders' AND record_id = $1", [
        answer.data.id,
      ])
    ).rows;
    expect(audit).toEqual([{ account_id: null, account_name: `customer #${customer.customerId}`, action: 'create' }]);
    // The guide finds it in the back office.
    const guide = await t.login('guide');
    const list = (await guide.bearer({ method: 'GET', url: '/api/intention-orders?pageSize=100' })).json().data.list;
    expect(list.map((row: { id: number }) => row.id)).toContain(answer.data.id);
  });

  it("refuses another merchant's goods on their line (code 400 on items.0.commodity_id), writing nothing", async () => {
    const customer = await customerVia();
    const before = (await t.database.pool.query('SELECT count(*)::int AS n FROM intention_orders')).rows[0].n;
    const refused = (await call('POST', '/intention-orders', { token: customer.token, body: { items: [{ commodity_id: foreignGoods, quantity: 1 }] } })).json();
    expect(refused.code).toBe(400);
    expect(Object.keys(refused.errors)).toEqual(['items.0.commodity_id']);
    const empty = (await call('POST', '/intention-orders', { token: customer.token, body: { items: [] } })).json();
    expect(empty.code).toBe(400);
    const owned = (
      await call('POST', '/intention-orders', { token: customer.token, body: { items: [{ commodity_id: goods[0].id, quantity: 1 }], sale_id: guideId } })
    ).json();
    expect(owned.code).toBe(400);
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM intention_orders')).rows[0].n).toBe(before);
  });
});

const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3c3' } })
    .jpeg()
    .toBuffer();
const upload = (token: string, content: Buffer, name: string, withKey = key) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/diy-pictures`,
    ...multipart(content, name),
    headers: { ...multipart(content, name).headers, [PUBLISHABLE_KEY_HEADER]: withKey, authorization: `Bearer ${token}` },
  });

describe('DIY pictures and works', () => {
  it('takes a PNG or JPG by its content, and refuses a lying name, a GIF, text or more than 20 MB', async () => {
    const { token, customerId } = await customerVia();
    const stored = (await upload(token, await png(), 'room.png')).json();
    expect(stored.code).toBe(0);
    expect(stored.data).toMatchObject({ width: 8, height: 8 });
    expect(stored.data.url).toMatch(new RegExp(`^/files/\\d+/diy/${customerId}/\\d{4}-\\d{2}/[0-9a-f-]+\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: stored.data.url })).headers['content-type']).toBe('image/png');
    expect((await upload(token, await jpeg(), 'room.png')).json()).toMatchObject({ code: 0 });

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [content, what] of [
      [gif, 'a GIF'],
      [Buffer.from('just some text, not a picture'), 'text'],
    ] as const) {
      expect((await upload(token, content, 'room.png')).json().code, what).toBe(415);
    }
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
    (await png()).copy(huge);
    expect((await upload(token, huge, 'huge.png')).json().code).toBe(413);
    expect((await upload('ct_wrong', await png(), 'room.png')).json().code).toBe(401);
  });

  it("submits a work with its own picture and the merchant's plan and goods; another's picture, plan or goods are refused on the field", async () => {
    const customer = await customerVia({ share: guideShare });
    const picture = (await upload(customer.token, await png(), 'mine.png')).json().data.url;
    const plans = (await living.bearer({ method: 'GET', url: '/api/plans?pageSize=1' })).json().data.list;
    const foreignPlan = (await second.bearer({ method: 'GET', url: '/api/plans?pageSize=1' })).json().data.list[0]?.id;
    const made = (
      await call('POST', '/diy-works', {
        token: customer.token,
        body: { name: 'My sofa corner', picture, plan_id: plans[0]?.id ?? null, commodity_ids: [goods[0].id] },
      })
    ).json();
    expect(made).toMatchObject({ code: 0, data: { name: 'My sofa corner', picture, commodity_ids: [goods[0].id] } });
    expect((await t.database.pool.query('SELECT sale_id FROM diy_works WHERE id = $1', [made.data.id])).rows[0].sale_id).toBe(guideId);

    const other = await customerVia();
    const othersPicture = (await upload(other.token, await png(), 'theirs.png')).json().data.url;
    const refused = async (body: Record<string, unknown>) =>
      (await call('POST', '/diy-works', { token: customer.token, body: { name: 'x', picture, ...body } })).json();
    expect((await refused({ picture: othersPicture })).errors).toEqual({ picture: [expect.any(String)] });
    expect((await refused({ picture: 'https://example.com/a.png' })).errors).toEqual({ picture: [expect.any(String)] });
    expect(Object.keys((await refused({ commodity_ids: [goods[0].id, foreignGoods] })).errors)).toEqual(['commodity_ids.1']);
    if (foreignPlan) expect(Object.keys((await refused({ plan_id: foreignPlan })).errors)).toEqual(['plan_id']);
    const works = (await call('GET', '/diy-works', { token: customer.token })).json().data;
    expect(works.list.map((work: { id: number }) => work.id)).toEqual([made.data.id]);
  });
});

describe('isolation', () => {
  it("a customer of merchant A with merchant B's key is refused (code 401), as are unknown and expired tokens, with one message", async () => {
    const a = await customerVia();
    const refusals = [
      await call('GET', '/profile', { withKey: key2, token: a.token }),
      await call('GET', '/profile', { token: `ct_${'A'.repeat(43)}` }),
      await call('GET', '/profile', { token: 'nonsense' }),
      await call('GET', '/profile'),
    ].map((response) => response.json());
    for (const refusal of refusals) expect(refusal).toEqual({ code: 401, msg: 'Sign in again: this customer sign-in has expired or belongs to another app.' });

    await t.database.pool.query(
      "UPDATE customer_tokens SET expires_at = now() - interval '1 second' WHERE identity_id = (SELECT id FROM customer_identities WHERE customer_id = $1 LIMIT 1)",
      [a.customerId],
    );
    expect((await call('GET', '/profile', { token: a.token })).json()).toMatchObject({ code: 401 });
    // Logging in again gives a token that works.
    const back = await guest({ guest_key: a.guest_key });
    expect((await call('GET', '/profile', { token: back.token })).json().data.customer.id).toBe(a.customerId);
  });

  it("customer X never reads customer Y's orders or works", async () => {
    const x = await customerVia();
    const y = await customerVia();
    const order = (await call('POST', '/intention-orders', { token: y.token, body: { items: [{ commodity_id: goods[0].id, quantity: 1 }] } })).json().data;
    const picture = (await upload(y.token, await png(), 'y.png')).json().data.url;
    await call('POST', '/diy-works', { token: y.token, body: { name: 'Y', picture } });
    expect((await call('GET', '/intention-orders', { token: x.token })).json().data).toEqual({ list: [], total: 0, page: 1, pageSize: 30 });
    expect((await call('GET', '/diy-works', { token: x.token })).json().data.total).toBe(0);
    const own = (await call('GET', '/intention-orders?page=1&pageSize=5', { token: y.token })).json().data;
    expect(own.list.map((row: { id: number }) => row.id)).toEqual([order.id]);
  });
});

describe('CORS', () => {
  it('answers preflights of /app-api for any origin without credentials, and nothing elsewhere', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `${API}/profile`,
      headers: {
        origin: 'https://shop.example.net',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-publishable-key,authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/x-publishable-key/);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);

    const refused = await t.app.inject({ method: 'GET', url: `${API}/profile`, headers: { origin: 'https://shop.example.net' } });
    expect(refused.json()).toMatchObject({ code: 401 });
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    const session = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'https://shop.example.net', 'access-control-request-method': 'GET' },
    });
    expect(session.headers['access-control-allow-origin']).toBeUndefined();
    const user = await living.bearer({ method: 'GET', url: '/api/user', headers: { origin: 'https://shop.example.net' } });
    expect(user.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('documents every customer route under customer-api with its key and, past the login, the customer token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)
      .filter(([path]) => path.startsWith(API))
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));
    // The customers' own (issue 36), then marketing's on the same credential (issue 37).
    expect(routes.map((route) => route.key).sort()).toEqual([
      'GET /app-api/customer/activities',
      'GET /app-api/customer/appointments',
      'GET /app-api/customer/coupon-claims',
      'GET /app-api/customer/coupons',
      'GET /app-api/customer/diy-works',
      'GET /app-api/customer/intention-orders',
      'GET /app-api/customer/profile',
      'GET /app-api/customer/signups',
      'POST /app-api/customer/activities/{id}/sign-in',
      'POST /app-api/customer/activities/{id}/signup',
      'POST /app-api/customer/appointments',
      'POST /app-api/customer/coupons/{id}/claim',
      'POST /app-api/customer/diy-pictures',
      'POST /app-api/customer/diy-works',
      'POST /app-api/customer/intention-orders',
      'POST /app-api/customer/login/guest',
      'POST /app-api/customer/login/wechat',
      'PUT /app-api/customer/profile',
    ]);
    for (const { key: name, operation } of routes) {
      expect(operation.tags, name).toEqual(['customer-api']);
      expect(operation.summary, name).toBeTruthy();
      expect(operation['x-atrium-credential'], name).toEqual({ publishableKey: 'customer' });
      expect(operation['x-atrium-customer-token'], name).toBe(name.includes('/login/') ? undefined : true);
    }
  });
});
