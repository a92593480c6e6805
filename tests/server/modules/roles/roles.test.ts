import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { choiceIds, newAccount, ok } from '../accounts/organisation-helpers.ts';

let t: TestApp;
let operator: Session;
let merchant: Session;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  merchant = await t.login('merchant');
}, 30_000);
afterAll(() => t?.close());

const createRole = (session: Session, url: string, payload: Record<string, unknown>) => session.bearer({ method: 'POST', url, payload });
let codes = 0;
const code = () => `role-${Date.now().toString(36)}-${++codes}`;

describe('roles merchants may hold (/businessManagement/role)', () => {
  it('offers merchant pages only: a platform page is refused with the permission named', async () => {
    const response = await createRole(operator, '/api/merchant-roles', {
      name: 'Too wide',
      code: code(),
      role_tag: 'seller_default',
      permissions: ['/content/commodityManagement', '/businessManagement/shopManagement', '/nowhere/page', 'bogus*'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'permissions.1': ["Merchants' accounts cannot hold this page: /businessManagement/shopManagement."],
      'permissions.2': ['Not a page, action or flag of the product: /nowhere/page.'],
      'permissions.3': ['Not a page, action or flag of the product: bogus*.'],
    });
  });

  it('an edited role reaches its holders on their next request, and a role in use cannot be deleted', async () => {
    const role = await ok<{ id: number }>(
      createRole(operator, '/api/merchant-roles', { name: 'Viewer', code: code(), role_tag: 'seller_default', permissions: ['/content/albumManagement'] }),
    );
    const body = newAccount({ role_id: role.id });
    await ok(merchant.bearer({ method: 'POST', url: '/api/sub-accounts', payload: body }));
    const holder = await t.login(String(body.username), { password: 'secret-1' });
    expect((await holder.bearer({ method: 'GET', url: '/api/videos' })).statusCode).toBe(403);
    await ok(
      operator.bearer({
        method: 'PATCH',
        url: `/api/merchant-roles/${role.id}`,
        payload: { permissions: ['/content/albumManagement', '/content/videoManagement'] },
      }),
    );
    expect((await holder.bearer({ method: 'GET', url: '/api/videos' })).statusCode).toBe(200);
    const user = await ok<{ permission: string[] }>(holder.bearer({ method: 'GET', url: '/api/user' }));
    expect(user.permission).toContain('/content/videoManagement');
    const removal = await operator.bearer({ method: 'DELETE', url: `/api/merchant-roles/${role.id}` });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe('This role is held by 1 accounts: give them another role first.');
  });

  it('a role made for one merchant is offered to that merchant only', async () => {
    const second = await t.database.db.selectFrom('merchants').select('id').where('name', '=', 'Second Home').executeTakeFirstOrThrow();
    const name = `Only Second ${codes}`;
    await ok(
      createRole(operator, '/api/merchant-roles', { name, code: code(), role_tag: 'seller_sale', position: 'guide', merchant_id: second.id, permissions: [] }),
    );
    expect(await choiceIds(await t.login('merchant2'), '/api/sub-seller-accounts/choices/role_id')).toHaveProperty(name);
    expect(await choiceIds(merchant, '/api/sub-seller-accounts/choices/role_id')).not.toHaveProperty(name);
  });

  it("a merchant's account grants no role holding more than it holds itself", async () => {
    const wide = await ok<{ id: number }>(
      createRole(operator, '/api/merchant-roles', {
        name: 'Guide with settings',
        code: code(),
        role_tag: 'seller_sale',
        position: 'guide',
        permissions: ['/content/commodityManagement', '/settingCenter/brandSetting'],
      }),
    );
    const narrow = await ok<{ id: number }>(
      createRole(operator, '/api/merchant-roles', {
        name: 'Plain guide',
        code: code(),
        role_tag: 'seller_sale',
        position: 'guide',
        permissions: ['/content/commodityManagement'],
      }),
    );
    // The store manager holds no /settingCenter: it may give its guides the plain role only.
    const manager = await t.login('manager');
    const refused = await manager.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: newAccount({ role_id: wide.id }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.role_id).toEqual(['This role grants more than you hold.']);
    await ok(manager.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: newAccount({ role_id: narrow.id }) }));
    // The master holds /settingCenter/*: it may.
    await ok(merchant.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: newAccount({ role_id: wide.id }) }));
  });
});

describe('platform roles and staff (/staffManagement)', () => {
  it('grants only what the writing staff member holds', async () => {
    const staff = await t.login('staff');
    expect((await staff.bearer({ method: 'GET', url: '/api/platform-roles' })).statusCode).toBe(403);
    const refused = await createRole(operator, '/api/platform-roles', {
      name: 'Everything',
      code: code(),
      permissions: ['/businessManagement/*', '/content/*'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'permissions.1': ['You cannot grant what you do not hold: /content/*.'] });
  });

  it("names the built-in roles in the reader's language and a typed role as typed (issue 35)", async () => {
    const typed = `Night shift ${codes}`;
    await ok(createRole(operator, '/api/platform-roles', { name: typed, code: code(), permissions: [] }));
    // A role named as a built-in one but made by someone else (another code) is theirs: as typed.
    await ok(createRole(operator, '/api/platform-roles', { name: 'Designer', code: code(), permissions: [] }));
    const inChinese = await ok<{ list: { name: string }[] }>(
      operator.bearer({ method: 'GET', url: '/api/staff/choices/role_id', headers: { 'accept-language': 'zh-CN' } }),
    );
    const names = inChinese.list.map((choice) => choice.name);
    expect(names).toEqual(expect.arrayContaining(['平台运营', '商家客服', typed, 'Designer']));
    expect(names).not.toContain('Platform operator');
  });

  it("a staff member's role decides the provider pages it reaches", async () => {
    const roleCodes = await choiceIds(operator, '/api/staff/choices/role_id');
    const body = newAccount({ name: 'New Staff', role_id: roleCodes['Merchant support'] });
    await ok(operator.bearer({ method: 'POST', url: '/api/staff', payload: body }));
    const member = await t.login(String(body.username), { password: 'secret-1' });
    expect((await member.bearer({ method: 'GET', url: '/api/merchant-accounts' })).statusCode).toBe(200);
    expect((await member.bearer({ method: 'GET', url: '/api/merchant-sub-accounts' })).statusCode).toBe(200);
    expect((await member.bearer({ method: 'GET', url: '/api/shop-types' })).statusCode).toBe(403);
    expect((await member.bearer({ method: 'GET', url: '/api/staff' })).statusCode).toBe(403);
  });

  it('the picker offers each page the actions its routes check, hand-written modules included', async () => {
    const vocabulary = await ok<{ tree: { path: string; children?: { path: string; actions: string[] }[] }[]; flags: string[] }>(
      operator.bearer({ method: 'GET', url: '/api/merchant-roles/vocabulary' }),
    );
    const pages = new Map(vocabulary.tree.flatMap((section) => section.children ?? []).map((page) => [page.path, page.actions]));
    expect(pages.get('/content/recycleBin')).toEqual(expect.arrayContaining(['restore', 'purge']));
    expect(pages.get('/content/commodityManagement')).toEqual(expect.arrayContaining(['create', 'edit', 'delete', 'shelve', 'share']));
    expect(pages.has('/businessManagement/role')).toBe(false);
    expect(vocabulary.flags).toEqual(expect.arrayContaining(['appDownload', 'zhEdu']));
  });
});
