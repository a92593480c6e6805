import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  // The demo seeds every style id; these tests start from an empty catalogue.
  await t.database.db.deleteFrom('shop_types' as never).execute();
});
afterAll(() => t.close());

const create = (payload: object) => operator.browser({ method: 'POST', url: '/api/shop-types', payload });

describe('generated CRUD routes (shop types)', () => {
  it('creates, reads, lists, changes and deletes a record', async () => {
    const created = await create({ name: 'Tmall', style_id: 0 });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ name: 'Tmall', style_id: 0, description: '', enabled: true });
    const id = record.id;
    expect((await operator.browser({ method: 'GET', url: `/api/shop-types/${id}` })).json().data.name).toBe('Tmall');
    const page = (await operator.browser({ method: 'GET', url: '/api/shop-types?name_like=tma' })).json().data;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 30 });
    const patched = await operator.browser({ method: 'PATCH', url: `/api/shop-types/${id}`, payload: { enabled: false } });
    expect(patched.json().data).toMatchObject({ name: 'Tmall', enabled: false });
    const removed = await operator.browser({ method: 'DELETE', url: `/api/shop-types/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await operator.browser({ method: 'GET', url: `/api/shop-types/${id}` })).statusCode).toBe(404);
  });
});
