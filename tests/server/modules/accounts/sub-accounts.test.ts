import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subAccounts } from '../../../../resources/accounts/sub-accounts.resource.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { choiceIds, newAccount, ok } from './organisation-helpers.ts';

let t: TestApp;
let merchant: Session;
let operator: Session;
let stores: Record<string, number>;
let roles: Record<string, number>;
/** Every role a sub-account may hold besides its default one, guides' included. */
let heldRoles: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  operator = await t.login('operator');
  stores = await choiceIds(merchant, '/api/sub-accounts/choices/store_id');
  roles = await choiceIds(merchant, '/api/sub-accounts/choices/role_id');
  heldRoles = await choiceIds(merchant, '/api/sub-accounts/choices/role_ids');
}, 30_000);
afterAll(() => t?.close());

const create = (session: Session, body: Record<string, unknown>) => session.bearer({ method: 'POST', url: '/api/sub-accounts', payload: body });
const merchantAccountOf = async (name: string) => {
  const page = await ok<{ list: { id: number; merchant_name: string }[] }>(
    operator.bearer({ method: 'GET', url: `/api/merchant-accounts?q=${encodeURIComponent(name)}` }),
  );
  return page.list.find((row) => row.merchant_name === name)!.id;
};

describe('sub-accounts (spec §3, §6, §8)', () => {
  it('offers the merchant its own stores and the roles offered to it, never a master role; a guide starts in the store sub-accounts', () => {
    expect(Object.keys(stores).sort()).toEqual(['Flagship', 'Riverside']);
    expect(roles).not.toHaveProperty('Shopping guide');
    expect(heldRoles).toHaveProperty('Shopping guide');
    expect(roles).toHaveProperty('Store manager');
    for (const offered of [roles, heldRoles]) {
      expect(offered).not.toHaveProperty('Master account');
      expect(offered).not.toHaveProperty('School master account');
    }
  });

  it('creates an account that logs in with its password, which is never answered back', async () => {
    const body = newAccount({ store_id: stores.Riverside, role_id: roles.Designer });
    const record = await ok(create(merchant, body));
    expect(record).toMatchObject({ username: body.username, store_id: stores.Riverside, role_id: roles.Designer, status: 'enabled' });
    expect(record).not.toHaveProperty('password');
    expect(record).not.toHaveProperty('password_hash');
    const session = await t.login(String(body.username), { password: 'secret-1' });
    const user = await ok<{ permission: string[] }>(session.bearer({ method: 'GET', url: '/api/user' }));
    expect(user.permission).toContain('/content/planManagement/*');
  });

  it("refuses a role offered to another merchant only, a master role and another merchant's store", async () => {
    const row = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'master')
      .where('merchant_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const shared = await t.database.db.selectFrom('roles').select('id').where('code', '=', 'master').where('merchant_id', 'is', null).executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('stores').select('id').where('name', '=', 'Second Home Main Store').executeTakeFirstOrThrow();
    for (const [body, field, message] of [
      [{ role_id: row.id }, 'role_id', 'This role is not offered to these accounts.'],
      [{ role_id: shared.id }, 'role_id', 'This role is not offered to these accounts.'],
      [{ role_id: roles.Designer, store_id: other.id }, 'store_id', 'This store does not exist.'],
    ] as const) {
      const response = await create(merchant, newAccount(body));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('holds the quota under 20 parallel creates: exactly as many as it allows are made, the rest hear the spec message', async () => {
    const merchantAccount = await merchantAccountOf('Demo Living');
    const existing = await t.database.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'sub')
      .where('merchant_id', '=', (await t.database.db.selectFrom('merchants').select('id').where('name', '=', 'Demo Living').executeTakeFirstOrThrow()).id)
      .executeTakeFirstOrThrow();
    const quota = Number(existing.count) + 5;
    await ok(operator.bearer({ method: 'POST', url: `/api/merchant-accounts/${merchantAccount}/quota`, payload: { account_quota: quota } }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(merchant, newAccount({ role_id: roles.Designer }))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Sub-account quota insufficient.');
    }
    await ok(operator.bearer({ method: 'POST', url: `/api/merchant-accounts/${merchantAccount}/quota`, payload: { account_quota: 500 } }));
  });

  it("holds a store's guide cap under 20 parallel creates", async () => {
    const store = await ok<{ id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: `Capped ${Date.now()}`, address: '1 Cap Road', manager_cap: 1, guide_cap: 5 } }),
    );
    const guide = (body: Record<string, unknown>) => merchant.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: body });
    const answers = await Promise.all(Array.from({ length: 20 }, () => guide(newAccount({ store_id: store.id, role_id: heldRoles['Shopping guide'] }))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Store manager and guide count caps reached.');
    }
    // Other positions are not capped by it; the manager cap is its own.
    await ok(create(merchant, newAccount({ store_id: store.id, role_id: roles.Designer })));
    await ok(create(merchant, newAccount({ store_id: store.id, role_id: roles['Store manager'] })));
    const second = await create(merchant, newAccount({ store_id: store.id, role_id: roles['Store manager'] }));
    expect(second.statusCode).toBe(409);
    // A cap cannot drop below the guides the store has.
    const lower = await merchant.bearer({ method: 'PATCH', url: `/api/stores/${store.id}`, payload: { guide_cap: 4 } });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.guide_cap).toEqual(['The store already has 5: the cap cannot be lower.']);
  });

  it('stopping an account ends its open session at once, and it cannot log in until enabled', async () => {
    const body = newAccount({ store_id: stores.Flagship, role_id: roles.Designer });
    const record = await ok<{ id: number }>(create(merchant, body));
    const session = await t.login(String(body.username), { password: 'secret-1' });
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    await ok(merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${record.id}/stop` }));
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    await expect(t.login(String(body.username), { password: 'secret-1' })).rejects.toThrow(/403|401/);
    const again = await merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${record.id}/stop` });
    expect(again.statusCode).toBe(409);
    await ok(merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${record.id}/enable` }));
    await t.login(String(body.username), { password: 'secret-1' });
  });

  it('a reset password ends the sessions and the new one logs in', async () => {
    const body = newAccount({ role_id: roles.Designer });
    const record = await ok<{ id: number }>(create(merchant, body));
    const session = await t.login(String(body.username), { password: 'secret-1' });
    const short = await merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${record.id}/reset-password`, payload: { password: '12345' } });
    expect(short.statusCode).toBe(422);
    await ok(merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${record.id}/reset-password`, payload: { password: 'fresh-22' } }));
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    await t.login(String(body.username), { password: 'fresh-22' });
  });

  it('keeps the password out of the audit log', async () => {
    const body = newAccount({ role_id: roles.Designer });
    const record = await ok<{ id: number }>(create(merchant, body));
    const entries = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'sub-accounts').where('record_id', '=', record.id).execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain('secret-1');
  });
});

describe('an account given no role (issue #35)', () => {
  const nobody = async () => {
    const page = await ok<{ list: { id: number; username: string }[] }>(merchant.bearer({ method: 'GET', url: '/api/sub-accounts?q=nobody' }));
    return page.list.find((row) => row.username === 'nobody')!.id;
  };

  it('reads back role_id null, and a PATCH of what was read back is taken as it is', async () => {
    const id = await nobody();
    const read = await ok(merchant.bearer({ method: 'GET', url: `/api/sub-accounts/${id}` }));
    expect(read.role_id).toBeNull();
    // Every field of the read a PATCH may carry, as the edit form sends them back.
    const body = Object.fromEntries(Object.entries(read).filter(([key]) => key in subAccounts.patchSchema.shape));
    expect(body).toHaveProperty('role_id', null);
    const written = await ok(merchant.bearer({ method: 'PATCH', url: `/api/sub-accounts/${id}`, payload: body }));
    expect(written).toMatchObject({ ...body, id, status: read.status });
  });

  it('still makes no account without a role, and takes no role away (Required.)', async () => {
    const created = await create(merchant, newAccount({ role_id: null }));
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors.role_id).toEqual(['Required.']);
    const account = await ok<{ id: number }>(create(merchant, newAccount({ role_id: roles.Designer })));
    const emptied = await merchant.bearer({ method: 'PATCH', url: `/api/sub-accounts/${account.id}`, payload: { role_id: null } });
    expect(emptied.statusCode, emptied.body).toBe(422);
    expect(emptied.json().errors.role_id).toEqual(['Required.']);
  });
});

describe('an account holding several roles (issue #35: duo)', () => {
  const idOf = async (list: string, username: string) => {
    const page = await ok<{ list: { id: number; username: string }[] }>(merchant.bearer({ method: 'GET', url: `/api/${list}?q=${username}` }));
    return page.list.find((row) => row.username === username)?.id;
  };
  const userRoles = async (session: Session) =>
    (await ok<{ roles: { name: string }[] }>(session.bearer({ method: 'GET', url: '/api/user' }))).roles.map((role) => role.name).sort();

  it('reads back every role duo holds, its default first', async () => {
    const read = await ok(merchant.bearer({ method: 'GET', url: `/api/sub-accounts/${await idOf('sub-accounts', 'duo')}` }));
    expect(read).toMatchObject({ role_id: roles['Store manager'], role_ids: [roles['Store manager'], heldRoles['Shopping guide']] });
  });

  it('saves the roles as a set: the account switches between exactly those, and a PATCH of the read keeps them', async () => {
    const body = newAccount({ store_id: stores.Flagship, role_id: roles.Designer, role_ids: [heldRoles['Shopping guide'], roles.Designer] });
    const account = await ok<{ id: number; role_ids: number[] }>(create(merchant, body));
    expect(account.role_ids).toEqual([roles.Designer, heldRoles['Shopping guide']]);
    const session = await t.login(String(body.username), { password: 'secret-1' });
    expect(await userRoles(session)).toEqual(['Designer', 'Shopping guide']);
    const read = await ok(merchant.bearer({ method: 'GET', url: `/api/sub-accounts/${account.id}` }));
    const again = Object.fromEntries(Object.entries(read).filter(([key]) => key in subAccounts.patchSchema.shape));
    expect(await ok(merchant.bearer({ method: 'PATCH', url: `/api/sub-accounts/${account.id}`, payload: again }))).toMatchObject({
      role_ids: account.role_ids,
    });
    // Dropping the guide's role leaves one; the session, whose roles changed, ends.
    const narrowed = await ok(merchant.bearer({ method: 'PATCH', url: `/api/sub-accounts/${account.id}`, payload: { role_ids: [roles.Designer] } }));
    expect(narrowed).toMatchObject({ role_id: roles.Designer, role_ids: [roles.Designer] });
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(await userRoles(await t.login(String(body.username), { password: 'secret-1' }))).toEqual(['Designer']);
  });

  it('refuses a default role outside the set, and a role in the set not offered to these accounts', async () => {
    const outside = await create(merchant, newAccount({ role_id: roles.Designer, role_ids: [roles['Store manager']] }));
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json().errors.role_id).toEqual(['The default role must be one of the roles the account holds.']);
    const master = await t.database.db.selectFrom('roles').select('id').where('code', '=', 'master').where('merchant_id', 'is', null).executeTakeFirstOrThrow();
    const foreign = await create(merchant, newAccount({ role_id: roles.Designer, role_ids: [roles.Designer, master.id] }));
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json().errors.role_ids).toEqual(['This role is not offered to these accounts.']);
  });

  it('sending a new default role alone swaps it for the old one, as before role sets', async () => {
    const account = await ok<{ id: number }>(create(merchant, newAccount({ role_id: roles.Designer })));
    const changed = await ok(merchant.bearer({ method: 'PATCH', url: `/api/sub-accounts/${account.id}`, payload: { role_id: roles['Store manager'] } }));
    expect(changed).toMatchObject({ role_id: roles['Store manager'], role_ids: [roles['Store manager']] });
  });

  it('lists a guide in the store sub-accounts only, and duo (a manager by default) in the sub-accounts only', async () => {
    expect(await idOf('sub-seller-accounts', 'guide')).toBeDefined();
    expect(await idOf('sub-accounts', 'guide')).toBeUndefined();
    expect(await idOf('sub-accounts', 'duo')).toBeDefined();
    expect(await idOf('sub-seller-accounts', 'duo')).toBeUndefined();
  });

  it('says in the OpenAPI document that role_ids is a list of role ids', async () => {
    const doc = (await merchant.bearer({ method: 'GET', url: '/api/docs/json' })).json();
    const schemas = JSON.stringify(doc);
    expect(schemas).toContain('role_ids');
    const body = doc.paths['/api/sub-accounts'].post.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(resolved.properties.role_ids).toMatchObject({ type: 'array', items: { type: 'integer' } });
  });
});
