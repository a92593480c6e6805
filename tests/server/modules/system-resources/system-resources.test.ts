import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

let t: TestApp;
let operator: Session;
let living: number;
let second: number;

const merchantId = async (name: string) =>
  Number((await t.database.db.selectFrom('merchants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  living = await merchantId('Demo Living');
  second = await merchantId('Second Home');
}, 30_000);
afterAll(() => t?.close());

const PATH = '/api/system-resources';
const body = (extra: Record<string, unknown> = {}) => ({ name: 'Brand book', kind: 'document', file: '/files/demo/spring-catalogue.pdf', ...extra });
const create = (extra: Record<string, unknown> = {}) => operator.bearer({ method: 'POST', url: PATH, payload: body(extra) });
const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

describe('system resources (issue 19, /systemManagement/resource): the operator keeps them', () => {
  it('creates, reads, lists, changes and deletes a resource offered to chosen merchants', async () => {
    const created = await ok<Record<string, unknown>>(
      create({ audience: 'chosen', merchant_ids: [second, living, living], file_name: 'Brand book.pdf', size: 640_000, description: 'The 2026 edition' }),
    );
    expect(created).toMatchObject({ name: 'Brand book', kind: 'document', audience: 'chosen', enabled: true, size: 640_000, file_name: 'Brand book.pdf' });
    expect([...(created.merchant_ids as number[])].sort()).toEqual([living, second].sort());
    const id = created.id as number;
    expect(await ok(operator.bearer({ method: 'GET', url: `${PATH}/${id}` }))).toMatchObject({ id, description: 'The 2026 edition' });

    const holdingSecond = await ok<{ list: { id: number }[] }>(operator.bearer({ method: 'GET', url: `${PATH}?merchant_ids=${second}&pageSize=100` }));
    expect(holdingSecond.list.map((row) => row.id)).toContain(id);

    const changed = await ok<Record<string, unknown>>(operator.bearer({ method: 'PATCH', url: `${PATH}/${id}`, payload: { merchant_ids: [living] } }));
    expect(changed.merchant_ids).toEqual([living]);
    const notSecond = await ok<{ list: { id: number }[] }>(operator.bearer({ method: 'GET', url: `${PATH}?merchant_ids=${second}&pageSize=100` }));
    expect(notSecond.list.map((row) => row.id)).not.toContain(id);

    expect((await operator.bearer({ method: 'DELETE', url: `${PATH}/${id}` })).statusCode).toBe(200);
    expect((await operator.bearer({ method: 'GET', url: `${PATH}/${id}` })).statusCode).toBe(404);
  });

  it('offers the merchants to choose by name', async () => {
    const choices = await ok<{ list: { id: number; name: string }[] }>(operator.bearer({ method: 'GET', url: `${PATH}/choices/merchant_ids` }));
    expect(choices.list).toEqual(
      expect.arrayContaining([
        { id: living, name: 'Demo Living' },
        { id: second, name: 'Second Home' },
      ]),
    );
  });

  it('keeps no list for a resource offered to all merchants', async () => {
    const created = await ok<Record<string, unknown>>(create({ audience: 'all', merchant_ids: [living] }));
    expect(created.merchant_ids).toEqual([]);
  });

  it.each([
    ['a chosen list without a merchant', { audience: 'chosen' }, 'Choose at least one merchant, or offer it to all merchants.'],
    ['a chosen list left empty', { audience: 'chosen', merchant_ids: [] }, 'Choose at least one merchant, or offer it to all merchants.'],
    ['an id that is no merchant', { audience: 'chosen', merchant_ids: [987_654] }, 'This merchant does not exist.'],
  ])('refuses %s (422 on merchant_ids)', async (_, extra, message) => {
    const response = await create(extra);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorsOf(response).merchant_ids).toEqual([message]);
  });

  it('judges a change by the merged record: emptying the list of a chosen resource is refused', async () => {
    const { id } = await ok<{ id: number }>(create({ audience: 'chosen', merchant_ids: [living] }));
    const response = await operator.bearer({ method: 'PATCH', url: `${PATH}/${id}`, payload: { merchant_ids: [] } });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).merchant_ids).toBeDefined();
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name'],
    ['an unknown kind', { kind: 'spreadsheet' }, 'kind'],
    ['no file', { file: '' }, 'file'],
    ['a script for a file', { file: 'javascript:alert(1)' }, 'file'],
  ])('refuses %s', async (_, extra, field) => {
    const response = await create(extra);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[field]).toBeDefined();
  });

  it("is the operator's only: a merchant gets 403 on every route", async () => {
    const merchant = await t.login('merchant');
    expect((await merchant.bearer({ method: 'GET', url: PATH })).statusCode).toBe(403);
    expect((await merchant.bearer({ method: 'POST', url: PATH, payload: body() })).statusCode).toBe(403);
    expect((await merchant.bearer({ method: 'GET', url: `${PATH}/choices/merchant_ids` })).statusCode).toBe(403);
  });
});
