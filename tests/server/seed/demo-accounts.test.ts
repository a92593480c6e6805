import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

// The demo table of ACCESS.md, written out here on purpose: this file checks the seed against the
// design, so it must not import the seed's own lists.
const MASTER = [
  '/homeData/stats',
  '/content/*',
  '/dataCockpit/*',
  '/marketingManagement/*',
  '/myAccount/*',
  '/customManagement/*',
  '/settingCenter/*',
  'appDownload',
];
const OPERATOR = [
  '/homeData/*',
  '/systemManagement/*',
  '/staffManagement/*',
  '/orderCenter/*',
  '/businessManagement/*',
  '/dataCockpit/*',
  '/myAccount/accountManagement',
];
// "as merchant but /myAccount/accountManagement and /myAccount/subSellerAccount/* instead of
// /myAccount/*, and no /settingCenter/*"
const MANAGER = [
  '/homeData/stats',
  '/content/*',
  '/dataCockpit/*',
  '/marketingManagement/*',
  '/myAccount/accountManagement',
  '/myAccount/subSellerAccount/*',
  '/customManagement/*',
  'appDownload',
];
const GUIDE = [
  '/content/commodityManagement',
  '/content/planManagement',
  '/content/hallManagement',
  '/content/appManagement',
  '/content/albumManagement',
  '/content/videoManagement',
  '/content/documentManagement',
  '/customManagement/customList',
  '/customManagement/customList/edit',
  '/customManagement/order',
  '/customManagement/order/edit',
  '/dataCockpit/customerAnalytics',
  '/myAccount/accountManagement',
  'appDownload',
];
const DESIGNER = [
  '/content/planManagement/*',
  '/content/hallManagement/*',
  '/content/appManagement/*',
  '/content/stickerAppManagement/*',
  '/content/materialCenter/*',
  '/content/panMaterial/*',
  '/myAccount/accountManagement',
];
const SCHOOL = [...MASTER, 'settingCenter/language', 'zhEdu', 'enEdu'];

type Row = [username: string, roleTag: string, permissions: string[], merchant: string | null];
const DEMO_TABLE: Row[] = [
  ['operator', 'atrium', OPERATOR, null],
  ['merchant', 'seller_default', MASTER, 'Demo Living'],
  ['manager', 'seller_default', MANAGER, 'Demo Living'],
  ['guide', 'seller_sale', GUIDE, 'Demo Living'],
  ['designer', 'seller_default', DESIGNER, 'Demo Living'],
  ['duo', 'seller_default', MANAGER, 'Demo Living'],
  ['merchant2', 'seller_default', MASTER, 'Second Home'],
  ['soon', 'seller_default', MASTER, 'Soon Home'],
  ['school', 'seller_default', SCHOOL, 'Demo Academy'],
  ['nobody', 'seller_default', [], 'Demo Living'],
];

const sorted = (list: string[]) => [...list].sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (session: Session) => {
  const response = await session.bearer({ method: 'GET', url: '/api/user' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('the demo accounts of ACCESS.md', () => {
  it.each(DEMO_TABLE)('%s logs in with atrium123 as %s with exactly the table’s permissions', async (username, roleTag, permissions, merchant) => {
    const session = await t.login(username);
    const profile = await profileOf(session);
    expect(profile.username).toBe(username);
    expect(profile.role_tag).toBe(roleTag);
    expect(sorted(profile.permission)).toEqual(sorted(permissions));
    expect(profile.merchant_id === null).toBe(merchant === null);

    const account = await session.bearer({ method: 'GET', url: '/api/user/seller/account' });
    expect(account.statusCode).toBe(200);
    expect(account.json().data?.name ?? null).toBe(merchant);
  });

  it('gives only the operator no merchant, and puts the Demo Living accounts in one merchant', async () => {
    const ids = new Map<string, number | null>();
    for (const [username] of DEMO_TABLE) ids.set(username, (await profileOf(await t.login(username))).merchant_id);
    expect([...ids].filter(([, id]) => id === null).map(([name]) => name)).toEqual(['operator']);
    const living = DEMO_TABLE.filter((row) => row[3] === 'Demo Living').map(([name]) => ids.get(name));
    expect(new Set(living).size).toBe(1);
    const merchants = new Set(DEMO_TABLE.filter((row) => row[3] !== null).map(([name]) => ids.get(name)));
    expect(merchants.size).toBe(4);
  });

  it('seats manager, guide and duo in the store Flagship of Demo Living; guide and duo are its sales', async () => {
    const stores = new Set<number>();
    for (const username of ['guide', 'duo']) {
      const session = await t.login(username);
      const sale = (await session.bearer({ method: 'GET', url: '/api/seller/saleInfo' })).json().data;
      expect(sale).toMatchObject({ store_name: 'Flagship', merchant_name: 'Demo Living', role_tag: 'seller_sale' });
      stores.add(sale.store_id);
      expect((await profileOf(session)).store_id).toBe(sale.store_id);
    }
    // The store manager is no sale (sale info is returned for a sale only), but sits in that store.
    const manager = await t.login('manager');
    expect((await manager.bearer({ method: 'GET', url: '/api/seller/saleInfo' })).statusCode).toBe(404);
    expect(stores.size).toBe(1);
    expect(stores).toContain((await profileOf(manager)).store_id);
  });

  it('gives duo the roles manager (active, default) and guide; switching makes it a guide', async () => {
    const duo = await t.login('duo');
    const profile = await profileOf(duo);
    expect(profile.role).toEqual(['manager', 'guide']);
    expect(profile.active_role).toBe('manager');

    const switched = await duo.bearer({ method: 'POST', url: '/api/user/role', payload: { role: 'guide' } });
    expect(switched.statusCode).toBe(200);
    const guide = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${switched.json().data.token}` } });
    expect(guide.json().data).toMatchObject({ active_role: 'guide', role_tag: 'seller_sale', role: ['manager', 'guide'] });
    expect(sorted(guide.json().data.permission)).toEqual(sorted(GUIDE));
  });

  it('gives nobody no role and no permission, as a seller_default of Demo Living', async () => {
    const profile = await profileOf(await t.login('nobody'));
    expect(profile).toMatchObject({ role: [], permission: [], permission_tree: [], role_tag: 'seller_default', active_role: null });
    expect(profile.merchant_id).toBe((await profileOf(await t.login('merchant'))).merchant_id);
  });

  it('refuses lapsed at login with 403 and the renew message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'lapsed', password: 'atrium123' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status_code: 403, message: 'Your account has expired; contact the operator to renew.' });
    expect(response.cookies).toEqual([]);
    // Its role still carries the master set of the table ("as merchant").
    const role = await t.database.db
      .selectFrom('accounts as a')
      .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
      .innerJoin('roles as r', 'r.id', 'ar.role_id')
      .select(['r.permissions', 'r.role_tag'])
      .where('a.username', '=', 'lapsed')
      .executeTakeFirstOrThrow();
    expect(role.role_tag).toBe('seller_default');
    expect(sorted(role.permissions)).toEqual(sorted(MASTER));
  });

  it('lets soon in with its merchant lapsing in about 20 days', async () => {
    const response = await (await t.login('soon')).bearer({ method: 'GET', url: '/api/user/seller/account' });
    const { days_left: daysLeft, overdue_time: overdue } = response.json().data;
    expect(daysLeft).toBe(20);
    const days = (Date.parse(overdue) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(19);
    expect(days).toBeLessThanOrEqual(20);
  });

  it('makes each master account its merchant’s account_id', async () => {
    for (const username of ['merchant', 'merchant2', 'soon', 'school']) {
      const session = await t.login(username);
      const profile = await profileOf(session);
      const account = await session.bearer({ method: 'GET', url: '/api/user/seller/account' });
      expect(account.json().data).toMatchObject({ id: profile.merchant_id, account_id: profile.id, status: 'enabled' });
    }
  });

  it('marks Demo Academy, and only it, as a school in its settings', async () => {
    const setting = async (username: string) =>
      (await (await t.login(username)).bearer({ method: 'GET', url: '/api/user/seller/account' })).json().data.setting;
    expect(await setting('school')).toMatchObject({ school: true });
    expect(await setting('merchant')).not.toMatchObject({ school: true });
  });

  it('stores hashes, not the demo password', async () => {
    const rows = await t.database.db.selectFrom('accounts').select(['username', 'password_hash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(11);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});
