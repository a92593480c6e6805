import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { choiceIds, newAccount, ok } from '../accounts/organisation-helpers.ts';

let t: TestApp;
let merchant: Session;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  manager = await t.login('manager');
}, 30_000);
afterAll(() => t?.close());

describe('stores (spec §3)', () => {
  it('keeps business hours, photos and the album, and refuses bad hours with the field named', async () => {
    const albums = await choiceIds(merchant, '/api/stores/choices/album_id');
    const [album] = Object.values(albums);
    const hours = [
      { day: 1, open: '09:00', close: '21:00' },
      { day: 6, open: '10:00', close: '18:00' },
    ];
    const store = await ok<Record<string, unknown>>(
      merchant.bearer({
        method: 'POST',
        url: '/api/stores',
        payload: { name: 'Hours Store', address: '3 Clock St', business_hours: hours, photos: ['https://cdn.example.com/a.jpg'], album_id: album ?? null },
      }),
    );
    expect(store).toMatchObject({ business_hours: hours, photos: ['https://cdn.example.com/a.jpg'], manager_cap: 5, guide_cap: 50 });
    const bad = await merchant.bearer({
      method: 'POST',
      url: '/api/stores',
      payload: {
        name: 'Bad Hours',
        address: '4 Clock St',
        business_hours: [
          { day: 2, open: '18:00', close: '09:00' },
          { day: 2, open: '25:00', close: '26:00' },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'business_hours.0.close': ['Closing must be after opening.'],
      'business_hours.1.open': ['Use HH:MM, from 00:00 to 23:59.'],
    });
    const photos = await merchant.bearer({
      method: 'POST',
      url: '/api/stores',
      payload: { name: 'Many Photos', address: '5 Clock St', photos: Array.from({ length: 10 }, (_, i) => `https://cdn.example.com/${i}.jpg`) },
    });
    expect(photos.statusCode).toBe(422);
  });

  it("refuses another merchant's album, and a store that still has accounts is not deleted", async () => {
    const merchant2 = await t.login('merchant2');
    const theirs = Object.values(await choiceIds(merchant2, '/api/stores/choices/album_id'))[0];
    if (theirs) {
      const response = await merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: 'Borrowing', address: 'x', album_id: theirs } });
      expect(response.json().errors).toEqual({ album_id: ['This album does not exist.'] });
    }
    const flagship = (await choiceIds(merchant, '/api/sub-accounts/choices/store_id')).Flagship;
    const removal = await merchant.bearer({ method: 'DELETE', url: `/api/stores/${flagship}` });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toMatch(/^This store still has \d+ accounts/);
  });
});

describe('departments (spec §3)', () => {
  it('form a tree, refuse a loop, and one set as store becomes a store with its caps', async () => {
    const top = await ok<{ id: number }>(merchant.bearer({ method: 'POST', url: '/api/departments', payload: { name: 'Sales' } }));
    const east = await ok<{ id: number; parent_id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/departments', payload: { name: 'East', parent_id: top.id } }),
    );
    expect(east.parent_id).toBe(top.id);
    const loop = await merchant.bearer({ method: 'PATCH', url: `/api/departments/${top.id}`, payload: { parent_id: east.id } });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.parent_id).toEqual(['A department cannot be moved under itself or one of its subdepartments.']);
    const made = await ok<{ store_id: number; store_name: string }>(
      merchant.bearer({ method: 'POST', url: `/api/departments/${east.id}/store`, payload: { address: '6 East Road', manager_cap: 2, guide_cap: 8 } }),
    );
    expect(made.store_name).toBe('East');
    const store = await ok<{ manager_cap: number; guide_cap: number }>(merchant.bearer({ method: 'GET', url: `/api/stores/${made.store_id}` }));
    expect(store).toMatchObject({ manager_cap: 2, guide_cap: 8 });
    const again = await merchant.bearer({ method: 'POST', url: `/api/departments/${east.id}/store`, payload: { address: 'x', manager_cap: 1, guide_cap: 1 } });
    expect(again.statusCode).toBe(409);
    // Deleting the top takes its subdepartment; the store made from it stays.
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/departments/${top.id}` }));
    expect((await merchant.bearer({ method: 'GET', url: `/api/stores/${made.store_id}` })).statusCode).toBe(200);
    const list = await ok<{ list: { id: number }[] }>(merchant.bearer({ method: 'GET', url: '/api/departments' }));
    expect(list.list.map((department) => department.id)).not.toContain(east.id);
  });

  it("are the merchant's own", async () => {
    const mine = await ok<{ id: number }>(merchant.bearer({ method: 'POST', url: '/api/departments', payload: { name: 'Private' } }));
    const merchant2 = await t.login('merchant2');
    expect((await merchant2.bearer({ method: 'PATCH', url: `/api/departments/${mine.id}`, payload: { name: 'Taken' } })).statusCode).toBe(404);
    const theirs = await ok<{ list: { id: number }[] }>(merchant2.bearer({ method: 'GET', url: '/api/departments' }));
    expect(theirs.list.map((department) => department.id)).not.toContain(mine.id);
  });
});

describe('every store in the department tree, and the list filtered by it (issue 35)', () => {
  type Department = { id: number; parent_id: number | null; name: string; store_id: number | null; store_name: string | null };
  const departments = async () => (await ok<{ list: Department[] }>(merchant.bearer({ method: 'GET', url: '/api/departments' }))).list;
  const storeNames = async (query: string) =>
    (await ok<{ list: { name: string }[] }>(merchant.bearer({ method: 'GET', url: `/api/stores?${query}` }))).list.map((row) => row.name).sort();

  it('holds each of the merchant’s stores, Flagship and Riverside under Sales', async () => {
    const tree = await departments();
    const sales = tree.find((department) => department.name === 'Sales')!;
    const stores = await choiceIds(merchant, '/api/sub-accounts/choices/store_id');
    for (const store of ['Flagship', 'Riverside']) {
      const department = tree.find((one) => one.store_id === stores[store]);
      expect(department, store).toMatchObject({ name: store, parent_id: sales.id });
    }
  });

  it('gives a store made without a department one of its name at the top; one made as a department is that one', async () => {
    const made = await ok<{ id: number; department_id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: `Own Dept ${Date.now()}`, address: '7 Tree Lane' } }),
    );
    const own = (await departments()).find((department) => department.id === made.department_id);
    expect(own).toMatchObject({ parent_id: null, store_id: made.id });
    const branch = await ok<{ id: number }>(merchant.bearer({ method: 'POST', url: '/api/departments', payload: { name: 'Branch' } }));
    const placed = await ok<{ id: number; department_id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: 'Placed', address: '8 Tree Lane', department_id: branch.id } }),
    );
    expect(placed.department_id).toBe(branch.id);
    const taken = await merchant.bearer({ method: 'POST', url: '/api/stores', payload: { name: 'Twice', address: '9 Tree Lane', department_id: branch.id } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.department_id).toEqual(['This department is already a store.']);
  });

  it('answers the stores of a department and its subdepartments when the list is filtered by them', async () => {
    const tree = await departments();
    const below = (id: number): number[] => [id, ...tree.filter((one) => one.parent_id === id).flatMap((one) => below(one.id))];
    const sales = tree.find((department) => department.name === 'Sales')!;
    expect(await storeNames(`department_id_in=${below(sales.id).join(',')}`)).toEqual(['Flagship', 'Riverside']);
    const flagship = tree.find((department) => department.name === 'Flagship')!;
    expect(await storeNames(`department_id_in=${below(flagship.id).join(',')}`)).toEqual(['Flagship']);
  });
});

describe("a store manager's guides (/myAccount/subSellerAccount)", () => {
  it('lists only guides of its own store, and places new ones there', async () => {
    const page = await ok<{ list: { username: string; store_id: number }[] }>(manager.bearer({ method: 'GET', url: '/api/sub-seller-accounts' }));
    const flagship = (await choiceIds(merchant, '/api/sub-accounts/choices/store_id')).Flagship;
    expect(page.list.map((row) => row.username)).toContain('guide');
    expect(page.list.every((row) => row.store_id === flagship)).toBe(true);
    expect(page.list.map((row) => row.username)).not.toContain('manager');
    const roles = await choiceIds(manager, '/api/sub-seller-accounts/choices/role_id');
    expect(Object.keys(roles)).not.toContain('Designer');
    const riverside = (await choiceIds(merchant, '/api/sub-accounts/choices/store_id')).Riverside;
    expect(Object.keys(await choiceIds(manager, '/api/sub-seller-accounts/choices/store_id'))).toEqual(['Flagship']);
    const elsewhere = await manager.bearer({
      method: 'POST',
      url: '/api/sub-seller-accounts',
      payload: newAccount({ role_id: roles['Shopping guide'], store_id: riverside }),
    });
    expect(elsewhere.statusCode).toBe(422);
    const made = await ok<{ store_id: number }>(
      manager.bearer({ method: 'POST', url: '/api/sub-seller-accounts', payload: newAccount({ role_id: roles['Shopping guide'] }) }),
    );
    expect(made.store_id).toBe(flagship);
  });
});
