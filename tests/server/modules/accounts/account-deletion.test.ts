import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { TEST_PLUGINS } from '../../engine/widget.server.ts';
import { TEST_RESOURCES, WIDGET_TABLES } from '../../engine/widget-resource.ts';
import { choiceIds, newAccount, ok } from './organisation-helpers.ts';

/**
 * The deletion table of the README ("Deleting an account"), row by row. Customers arrive in a
 * later issue; the test entity `guide-widgets` (a guide column, like customers) stands in for them.
 */
let t: TestApp;
let merchant: Session;
let roles: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ resources: TEST_RESOURCES, plugins: TEST_PLUGINS });
  await sql.raw(WIDGET_TABLES).execute(t.database.db);
  merchant = await t.login('merchant');
  roles = await choiceIds(merchant, '/api/sub-accounts/choices/role_ids');
}, 30_000);
afterAll(() => t?.close());

/** The list an account holding `role` is in: guides are the store sub-accounts, the others the sub-accounts. */
const listOf = (role: string) => (role.endsWith('guide') ? '/api/sub-seller-accounts' : '/api/sub-accounts');

/** A new store (with an optional manager), and an account in it holding `role` with two "customers". */
async function scene(role: string, withManager: boolean) {
  const store = await ok<{ id: number }>(
    merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: `Deletion ${role} ${withManager} ${Date.now()}`, address: '2 Exit Lane' } }),
  );
  const manager = withManager
    ? await ok<{ id: number }>(
        merchant.bearer({ method: 'POST', url: '/api/sub-accounts', payload: newAccount({ store_id: store.id, role_id: roles['Store manager'] }) }),
      )
    : null;
  const body = newAccount({ store_id: store.id, role_id: roles[role] });
  const account = await ok<{ id: number; merchant_id: number }>(merchant.bearer({ method: 'POST', url: listOf(role), payload: body }));
  for (const name of ['Customer A', 'Customer B'])
    await sql`insert into test_guide_widgets (merchant_id, sale_id, name) values (${account.merchant_id}, ${account.id}, ${name})`.execute(t.database.db);
  const session = await t.login(String(body.username), { password: 'secret-1' });
  return { account, manager, session };
}

const customersOf = async (accountId: number) =>
  (await sql<{ name: string }>`select name from test_guide_widgets where sale_id = ${accountId} order by name`.execute(t.database.db)).rows.map(
    (row) => row.name,
  );

describe('deleting a sub-account (spec §6)', () => {
  it.each([
    // role, has a manager in its store, its customers go to
    ['Shopping guide', true, 'manager'],
    ['Shopping guide', false, 'nobody'],
    ['Gold-medal guide', true, 'manager'],
    ['Store manager', false, 'nobody'],
    ['Designer', true, 'nobody'],
  ] as const)('%s, with a store manager: %s → customers to %s; sessions end; the row goes', async (role, withManager, heir) => {
    const { account, manager, session } = await scene(role, withManager);
    const deleted = await merchant.bearer({ method: 'DELETE', url: `${listOf(role)}/${account.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await merchant.bearer({ method: 'GET', url: `${listOf(role)}/${account.id}` })).statusCode).toBe(404);
    expect(await customersOf(account.id)).toEqual([]);
    if (heir === 'manager') expect(await customersOf(manager!.id)).toEqual(['Customer A', 'Customer B']);
    else if (manager) expect(await customersOf(manager.id)).toEqual([]);
  });

  it("hands a guide's customers to an enabled manager only: with its one manager stopped, they are cleared", async () => {
    const { account, manager } = await scene('Shopping guide', true);
    await ok(merchant.bearer({ method: 'POST', url: `/api/sub-accounts/${manager!.id}/stop` }));
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/sub-seller-accounts/${account.id}` }));
    expect(await customersOf(manager!.id)).toEqual([]);
  });

  it('leaves the master account alone: no list of sub-accounts holds it', async () => {
    const master = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'merchant').executeTakeFirstOrThrow();
    expect((await merchant.bearer({ method: 'DELETE', url: `/api/sub-accounts/${master.id}` })).statusCode).toBe(404);
  });

  it("never deletes another merchant's account", async () => {
    const other = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'merchant2').executeTakeFirstOrThrow();
    const guide = await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'guide').executeTakeFirstOrThrow();
    const merchant2 = await t.login('merchant2');
    expect((await merchant2.bearer({ method: 'DELETE', url: `/api/sub-accounts/${guide.id}` })).statusCode).toBe(404);
    expect(other.id).toBeGreaterThan(0);
  });
});
