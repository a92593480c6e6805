import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, seedDemo } from '../../../server/seed/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('seedDemo / isDatabaseEmpty', () => {
  it('sees a migrated database without rows as empty, and a seeded one as not', async () => {
    database = await createTestDatabase('empty');
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('seeds the five demo merchants with their stores and lapse dates', async () => {
    database = await createTestDatabase('empty');
    const before = Date.now();
    await seedDemo(database.db);
    const merchants = await database.db.selectFrom('merchants').select(['id', 'name', 'overdue_time', 'account_id']).orderBy('id').execute();
    expect(merchants.map((m) => m.name)).toEqual(['Demo Living', 'Second Home', 'Soon Home', 'Lapsed Co', 'Demo Academy']);
    const daysLeft = (name: string) => (merchants.find((m) => m.name === name)!.overdue_time!.getTime() - before) / 86_400_000;
    expect(daysLeft('Soon Home')).toBeCloseTo(20, 1);
    expect(daysLeft('Lapsed Co')).toBeLessThan(0);
    for (const name of ['Demo Living', 'Second Home', 'Demo Academy']) expect(daysLeft(name)).toBeGreaterThan(60);
    // Every merchant has its master account.
    for (const merchant of merchants) expect(merchant.account_id).not.toBeNull();

    const stores = await database.db
      .selectFrom('stores')
      .innerJoin('merchants', 'merchants.id', 'stores.merchant_id')
      .select(['stores.name as store', 'merchants.name as merchant'])
      .execute();
    expect(stores).toContainEqual({ store: 'Flagship', merchant: 'Demo Living' });
  });

  it('seeds every username of the ACCESS.md table exactly once', async () => {
    database = await createTestDatabase('empty');
    await seedDemo(database.db);
    const rows = await database.db.selectFrom('accounts').select('username').execute();
    const names = rows.map((row) => row.username);
    for (const username of ['operator', 'merchant', 'manager', 'guide', 'designer', 'duo', 'merchant2', 'soon', 'lapsed', 'school', 'nobody']) {
      expect(names.filter((name) => name === username)).toHaveLength(1);
    }
  });

  it('is all or nothing: a second seed on a seeded database fails and leaves the first intact', async () => {
    database = await createTestDatabase('demo');
    const count = async () =>
      Number(
        (
          await database!.db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(seedDemo(database.db)).rejects.toThrow();
    expect(await count()).toBe(before);
    const merchants = await database.db.selectFrom('merchants').select('id').execute();
    expect(merchants).toHaveLength(5);
  });
});
