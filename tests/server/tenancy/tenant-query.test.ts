import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { type Scope, scopeForSession, TenantScopeError } from '../../../server/tenancy/scope.ts';
import { tenantTable } from '../../../server/tenancy/tenant-query.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';
import { sessionLike } from './session-like.ts';

let database: TestDatabase;
let db: Db;
const m = { living: 0, second: 0 };
const a = { manager: 0, guide: 0, merchant2: 0 };
let livingScope: Scope;
let guideScope: Scope;
let managerScope: Scope;
let allScope: Scope;

beforeAll(async () => {
  database = await createTestDatabase('demo');
  db = database.db;
  const merchants = await db.selectFrom('merchants').select(['id', 'name']).execute();
  m.living = merchants.find((row) => row.name === 'Demo Living')!.id;
  m.second = merchants.find((row) => row.name === 'Second Home')!.id;
  const accounts = await db.selectFrom('accounts').select(['id', 'username']).execute();
  for (const key of Object.keys(a) as (keyof typeof a)[]) a[key] = accounts.find((row) => row.username === key)!.id;

  livingScope = scopeForSession(sessionLike({ accountId: 1, merchantId: m.living }), null);
  managerScope = scopeForSession(sessionLike({ accountId: a.manager, merchantId: m.living, roleCode: 'manager' }), null);
  guideScope = scopeForSession(sessionLike({ accountId: a.guide, merchantId: m.living, roleTag: 'seller_sale', roleCode: 'guide' }), null);
  allScope = scopeForSession(sessionLike({ accountId: 1, merchantId: null, roleTag: 'atrium', isPlatform: true }), null);

  // A table a shopping guide sees only partly, like customers and orders will be.
  await sql`CREATE TABLE guide_rows (id bigserial PRIMARY KEY, merchant_id bigint NOT NULL, sale_id bigint NOT NULL, note text NOT NULL)`.execute(db);
  await db
    .insertInto('guide_rows' as never)
    .values([
      { merchant_id: m.living, sale_id: a.guide, note: 'guide-1' },
      { merchant_id: m.living, sale_id: a.guide, note: 'guide-2' },
      { merchant_id: m.living, sale_id: a.manager, note: 'manager-1' },
      { merchant_id: m.second, sale_id: a.merchant2, note: 'second-1' },
    ] as never)
    .execute();
});
afterAll(() => database.drop());

const storeNames = async (scope: Scope) =>
  (await tenantTable(db, 'stores', scope).selectFrom().select(['name', 'merchant_id']).orderBy('id').execute()) as { name: string; merchant_id: number }[];
const storeOf = (merchantId: number) => db.selectFrom('stores').selectAll().where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirstOrThrow();
const guideNotes = async (scope: Scope) =>
  ((await tenantTable(db, 'guide_rows', scope, { saleColumn: 'sale_id' }).selectFrom().select('note').orderBy('id').execute()) as { note: string }[]).map(
    (row) => row.note,
  );

describe('tenantTable without an issued scope', () => {
  // Any property read on this "database" fails the test: the refusal must come before SQL exists.
  const untouchable = new Proxy(
    {},
    {
      get: () => {
        throw new Error('the database was touched');
      },
    },
  ) as Db;
  it.each<[string, () => unknown]>([
    ['no scope', () => undefined],
    ['null', () => null],
    ['a hand-made all scope', () => ({ kind: 'all' })],
    ['a hand-made merchant scope', () => ({ kind: 'merchant', merchantId: m.living, saleId: null })],
    ['a copy of an issued scope', () => ({ ...livingScope })],
  ])('throws TenantScopeError for %s before building any SQL', (_, scope) => {
    expect(() => tenantTable(untouchable, 'stores', scope() as Scope)).toThrow(TenantScopeError);
    expect(() => tenantTable(db, 'stores', scope() as Scope)).toThrow(TenantScopeError);
  });
});

describe('tenantTable with a merchant scope', () => {
  it('selects only the merchant’s own rows', async () => {
    const rows = await storeNames(livingScope);
    expect(rows.map((row) => row.name)).toEqual(['Flagship', 'Riverside']);
    expect(new Set(rows.map((row) => row.merchant_id))).toEqual(new Set([m.living]));
  });

  it('keeps the scope under a caller’s own OR condition', async () => {
    const rows = await tenantTable(db, 'stores', livingScope)
      .selectFrom()
      .select('name')
      .where((eb) => eb.or([eb('name', '=', 'Second Home Main Store'), eb('name', '=', 'Flagship')]))
      .execute();
    expect(rows).toEqual([{ name: 'Flagship' }]);
  });

  it('cannot update another merchant’s row (0 rows, row unchanged), but updates its own', async () => {
    const foreign = await storeOf(m.second);
    const result = await tenantTable(db, 'stores', livingScope).updateTable().set({ name: 'Hijacked' }).where('id', '=', foreign.id).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(0n);
    expect(await storeOf(m.second)).toEqual(foreign);

    const own = await storeOf(m.living);
    const mine = await tenantTable(db, 'stores', livingScope).updateTable().set({ address: '1 Main St' }).where('id', '=', own.id).executeTakeFirst();
    expect(mine.numUpdatedRows).toBe(1n);
  });

  it('cannot update every row: an unfiltered update touches only the merchant’s rows', async () => {
    const foreign = await storeOf(m.second);
    const result = await tenantTable(db, 'stores', livingScope).updateTable().set({ updated_at: sql`now()` }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    expect(await storeOf(m.second)).toEqual(foreign);
  });

  it('cannot delete another merchant’s row', async () => {
    const foreign = await storeOf(m.second);
    const result = await tenantTable(db, 'stores', livingScope).deleteFrom().where('id', '=', foreign.id).executeTakeFirst();
    expect(result.numDeletedRows).toBe(0n);
    expect(await storeOf(m.second)).toEqual(foreign);
  });

  it('inserts with the scope’s merchant_id, even when the values name another merchant', async () => {
    const row = (await tenantTable(db, 'stores', livingScope)
      .insertInto({ name: 'Smuggled', merchant_id: m.second })
      .returning(['id', 'merchant_id'])
      .executeTakeFirstOrThrow()) as { id: number; merchant_id: number };
    expect(row.merchant_id).toBe(m.living);
    const many = (await tenantTable(db, 'stores', livingScope)
      .insertInto([{ name: 'Batch A', merchant_id: m.second }, { name: 'Batch B' }])
      .returning('merchant_id')
      .execute()) as { merchant_id: number }[];
    expect(many.map((r) => r.merchant_id)).toEqual([m.living, m.living]);
    expect((await storeNames(scopeForSession(sessionLike({ merchantId: m.second }), null))).map((r) => r.name)).not.toContain('Smuggled');
    await db.deleteFrom('stores').where('name', 'in', ['Smuggled', 'Batch A', 'Batch B']).execute();
  });
});

describe('tenantTable with the all scope', () => {
  it('is only issued to a platform session and sees every merchant', async () => {
    expect(allScope).toEqual({ kind: 'all' });
    const rows = await storeNames(allScope);
    expect(new Set(rows.map((row) => row.merchant_id)).size).toBe(5);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Flagship', 'Second Home Main Store']));
  });

  it('refuses an insert, which needs one named merchant', () => {
    expect(() => tenantTable(db, 'stores', allScope).insertInto({ name: 'Nowhere', merchant_id: m.living })).toThrow(TenantScopeError);
  });

  it('inserts for the merchant an operator names with tenant-id', async () => {
    const named = scopeForSession(sessionLike({ merchantId: null, roleTag: 'atrium', isPlatform: true }), m.second);
    const row = (await tenantTable(db, 'stores', named).insertInto({ name: 'Operator-made' }).returning('merchant_id').executeTakeFirstOrThrow()) as {
      merchant_id: number;
    };
    expect(row.merchant_id).toBe(m.second);
    expect((await storeNames(named)).every((r) => r.merchant_id === m.second)).toBe(true);
  });
});

describe('tenantTable with a shopping guide’s scope', () => {
  it('sees only its own sale’s rows of a table with a guide column', async () => {
    expect(await guideNotes(guideScope)).toEqual(['guide-1', 'guide-2']);
  });

  it('leaves other roles of the merchant every row of the merchant', async () => {
    expect(await guideNotes(managerScope)).toEqual(['guide-1', 'guide-2', 'manager-1']);
    expect(await guideNotes(allScope)).toEqual(['guide-1', 'guide-2', 'manager-1', 'second-1']);
  });

  it('cannot update or delete another sale’s row of its own merchant', async () => {
    const table = () => tenantTable(db, 'guide_rows', guideScope, { saleColumn: 'sale_id' });
    const updated = await table().updateTable().set({ note: 'hijacked' }).where('note', '=', 'manager-1').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(0n);
    const deleted = await table().deleteFrom().where('note', '=', 'manager-1').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
    expect(await guideNotes(managerScope)).toContain('manager-1');
  });

  it('makes its new rows its own, whatever sale_id the values carry', async () => {
    const table = () => tenantTable(db, 'guide_rows', guideScope, { saleColumn: 'sale_id' });
    await table().insertInto({ note: 'guide-new', sale_id: a.manager }).execute();
    expect(await guideNotes(guideScope)).toContain('guide-new');
    await table().deleteFrom().where('note', '=', 'guide-new').execute();
  });

  it('sees the whole merchant in tables without a guide column', async () => {
    expect((await storeNames(guideScope)).map((row) => row.name)).toEqual(['Flagship', 'Riverside']);
  });
});
