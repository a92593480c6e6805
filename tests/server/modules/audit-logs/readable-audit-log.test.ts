import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_CHOICES_PATH } from '../../../../resources/audit-logs/audit-log-choices.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let operator: Session;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

interface Entry {
  entity: string;
  record_id: number;
  record_title: string | null;
  record_deleted: boolean;
  merchant_id: number | null;
  merchant_name: string | null;
  action: string;
}

const historyOf = async (entity: string, id: number): Promise<Entry[]> => {
  const response = await operator.browser({ method: 'GET', url: `/api/audit-logs?entity=${entity}&record_id=${id}&sort=id&fields=before,after` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
};

describe('the audit log reads by name (issue 14)', () => {
  it("answers each entry with its record's current title, its merchant's name, and whether the record is gone", async () => {
    const goods = (await merchant.browser({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0];
    const renamed = await merchant.browser({ method: 'PATCH', url: `/api/commodities/${goods.id}`, payload: { name: 'Sofa Oslo' } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const [update] = (await historyOf('commodities', goods.id)).filter((entry) => entry.action === 'update');
    expect(update).toMatchObject({ entity: 'commodities', record_title: 'Sofa Oslo', record_deleted: false, merchant_name: 'Demo Living' });

    expect((await merchant.browser({ method: 'DELETE', url: `/api/commodities/${goods.id}` })).statusCode).toBe(200);
    const history = await historyOf('commodities', goods.id);
    // Every entry of the record now says it is gone, and still names it by its last title.
    for (const entry of history) expect(entry).toMatchObject({ record_title: 'Sofa Oslo', record_deleted: true });
  });

  it('shows one entry alone with the same fields', async () => {
    const [first] = (await operator.browser({ method: 'GET', url: '/api/audit-logs?pageSize=1&entity=commodities' })).json().data.list;
    const one = await operator.browser({ method: 'GET', url: `/api/audit-logs/${(first as { id: number }).id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ record_title: 'Sofa Oslo', merchant_name: 'Demo Living', record_deleted: true });
  });

  it('offers the entities it holds and the merchants by name to filter by', async () => {
    const response = await operator.browser({ method: 'GET', url: AUDIT_LOG_CHOICES_PATH });
    expect(response.statusCode, response.body).toBe(200);
    const { entities, merchants } = response.json().data as { entities: string[]; merchants: { id: number; name: string }[] };
    expect(entities).toContain('commodities');
    expect(entities).toEqual([...entities].sort());
    const demo = merchants.find((m) => m.name === 'Demo Living');
    expect(demo).toBeDefined();
    const filtered = (await operator.browser({ method: 'GET', url: `/api/audit-logs?merchant_id=${demo?.id}&pageSize=100` })).json().data.list as Entry[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(new Set(filtered.map((entry) => entry.merchant_name))).toEqual(new Set(['Demo Living']));
  });

  it('keeps the pick-lists to those who may read the log', async () => {
    expect((await merchant.browser({ method: 'GET', url: AUDIT_LOG_CHOICES_PATH })).statusCode).toBe(403);
  });
});
