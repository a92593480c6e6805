import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Weekday hours of the demo's stores: open every day, shorter at the weekend. */
const WEEK = [
  { day: 1, open: '09:30', close: '21:00' },
  { day: 2, open: '09:30', close: '21:00' },
  { day: 3, open: '09:30', close: '21:00' },
  { day: 4, open: '09:30', close: '21:00' },
  { day: 5, open: '09:30', close: '21:30' },
  { day: 6, open: '10:00', close: '18:00' },
  { day: 7, open: '10:00', close: '18:00' },
];

const ADDRESSES: Readonly<Record<string, string>> = {
  Flagship: '88 Century Avenue, Pudong, Shanghai',
  Riverside: '12 Binjiang Road, Xuhui, Shanghai',
  'Second Home Main Store': '5 Tianhe Road, Guangzhou',
  'Class One': '1 Academy Lane, Hangzhou',
};

/**
 * The organisation screens' demo (ACCESS.md "Demo data": each issue seeds what it builds): the
 * stores' addresses, hours and caps, and Demo Living's departments, two of them its Flagship and
 * Riverside stores; every store is a department.
 */
export async function seedOrganisationDemo(trx: Db, merchantIds: ReadonlyMap<string, number>, storeIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [key, storeId] of storeIds) {
    const name = key.slice(key.indexOf(':') + 1);
    await trx
      .updateTable('stores')
      .set({ address: ADDRESSES[name] ?? `${name} Road 1`, business_hours: JSON.stringify(WEEK), manager_cap: 3, guide_cap: 20 })
      .where('id', '=', storeId)
      .execute();
  }
  const living = merchantIds.get('living');
  if (living !== undefined) {
    const add = async (name: string, parentId: number | null) =>
      (await trx.insertInto('departments').values({ merchant_id: living, name, parent_id: parentId }).returning('id').executeTakeFirstOrThrow()).id;
    const head = await add('Head office', null);
    const sales = await add('Sales', head);
    await add('Design studio', head);
    await add('Sales East', sales);
    // Both of Demo Living's stores are departments of Sales (the stores page's tree finds them there).
    for (const store of ['Flagship', 'Riverside']) {
      const department = await add(store, sales);
      const storeId = storeIds.get(`living:${store}`);
      if (storeId !== undefined) await sql`update stores set department_id = ${department} where id = ${storeId}`.execute(trx);
    }
  }
  // Every other store is a department of its own name at the top, as a store made without one (migration 029).
  await sql`DO $$ DECLARE store record; made bigint; BEGIN
      FOR store IN SELECT id, merchant_id, name FROM stores WHERE department_id IS NULL ORDER BY id LOOP
        INSERT INTO departments (merchant_id, name) VALUES (store.merchant_id, store.name) RETURNING id INTO made;
        UPDATE stores SET department_id = made WHERE id = store.id;
      END LOOP; END $$`.execute(trx);
}
