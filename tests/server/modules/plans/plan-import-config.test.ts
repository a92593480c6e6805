import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { makeSheet, multipart, waitForJob } from '../../jobs/jobs-helpers.ts';

/** Spec §3 "Import config": the resolution and type a new plan or hall takes when its create names none. */
let t: TestApp;
let merchant: Session;
let merchant2: Session;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
  merchantId = Number(
    (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
  );
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/plans/import-config';
const setRendering = (rendering: boolean) => t.database.db.updateTable('merchants').set({ rendering }).where('id', '=', merchantId).execute();
const create = async (kind: 'plans' | 'halls', payload: Record<string, unknown>) => {
  const response = await merchant.browser({ method: 'POST', url: `/api/${kind}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('the import config', () => {
  it('is the product defaults until saved, per merchant', async () => {
    expect((await merchant.browser({ method: 'GET', url: URL })).json().data).toEqual({ resolution: '4k', type: 'roaming' });
    expect(await create('plans', { name: 'Default plan' })).toMatchObject({ resolution: '4k', type: 'roaming' });
  });

  it('is what plans and halls, single or imported, take when they name no resolution or type', async () => {
    await setRendering(true);
    const saved = await merchant.browser({ method: 'PUT', url: URL, payload: { resolution: '8k', type: 'rendering' } });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { resolution: '8k', type: 'rendering' }]);
    expect((await merchant.browser({ method: 'GET', url: URL })).json().data).toEqual({ resolution: '8k', type: 'rendering' });
    expect(await create('plans', { name: 'Configured plan' })).toMatchObject({ resolution: '8k', type: 'rendering' });
    expect(await create('halls', { name: 'Configured hall', resolution: '2k' })).toMatchObject({ resolution: '2k', type: 'rendering' });
    const answer = await merchant.browser({
      method: 'POST',
      url: '/api/halls/import',
      ...multipart(
        await makeSheet([
          ['Name', 'Type'],
          ['Sheet hall', 'Ordinary roaming'],
        ]),
      ),
    });
    expect((await waitForJob(merchant, answer.json().data.id)).status).toBe('done');
    const [imported] = (await merchant.browser({ method: 'GET', url: '/api/halls?name_like=Sheet%20hall' })).json().data.list;
    expect(imported).toMatchObject({ resolution: '8k', type: 'roaming' });
    // Another merchant's config is its own.
    expect((await merchant2.browser({ method: 'GET', url: URL })).json().data).toEqual({ resolution: '4k', type: 'roaming' });
  });

  it('falls back to ordinary roaming once the merchant may no longer render, and refuses saving rendering then', async () => {
    await setRendering(false);
    expect(await create('plans', { name: 'After the permission' })).toMatchObject({ resolution: '8k', type: 'roaming' });
    const refused = await merchant.browser({
      method: 'PUT',
      url: URL,
      payload: { resolution: '4k', type: 'rendering' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ type: ['当前版本没有实时渲染权限。'] });
  });

  it('refuses bad values, and lets a guide read it but not change it', async () => {
    const bad = await merchant.browser({ method: 'PUT', url: URL, payload: { resolution: '16k', type: 'roaming' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['resolution']);
    const guide = await t.login('guide');
    expect((await guide.browser({ method: 'GET', url: URL })).statusCode).toBe(200);
    expect((await guide.browser({ method: 'PUT', url: URL, payload: { resolution: '2k', type: 'roaming' } })).statusCode).toBe(403);
  });
});
