import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';
import { commodityId } from './commodity-helpers.ts';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  merchant = await t.login('merchant');
}, 30_000);
afterAll(() => t.close());

const runImport = async (rows: (string | number)[][]) => {
  const started = await merchant.browser({ method: 'POST', url: '/api/commodities/import', ...multipart(await makeSheet(rows)) });
  expect(started.statusCode, started.body).toBe(200);
  return waitForJob(merchant, started.json().data.id);
};

describe('goods export and import (spec §9: Excel import of goods)', () => {
  it('exports the selected goods with the chosen columns', async () => {
    const ids = [await commodityId(merchant, 'Oak bed'), await commodityId(merchant, 'Dining table')];
    const started = await merchant.browser({ method: 'POST', url: '/api/commodities/batch/export', payload: { ids, columns: ['name', 'price', 'on_shelf'] } });
    const job = await waitForJob(merchant, started.json().data.id);
    const rows = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(rows).toEqual([
      ['Name', 'Price', 'On shelf'],
      ['Dining table', '2599', 'No'],
      ['Oak bed', '3999', 'Yes'],
    ]);
  });

  it('imports goods with attributes and SKUs written as JSON, skipping names that exist', async () => {
    const attributes = JSON.stringify([{ name: 'Colour', values: ['Oak'] }]);
    const job = await runImport([
      ['Name', 'Price', 'Attributes', 'SKUs'],
      ['Imported stool', 199, attributes, JSON.stringify([{ prop_name: 'Colour:Oak', price: 199 }])],
      ['Oak bed', 1, '[]', '[]'],
    ]);
    expect(job).toMatchObject({ status: 'done', message: expect.stringContaining('1 imported, 1 skipped') });
    const stool = (await merchant.browser({ method: 'GET', url: `/api/commodities/${await commodityId(merchant, 'Imported stool')}` })).json().data;
    expect(stool).toMatchObject({ price: 199, source: 'manual', skus: [{ prop_name: 'Colour:Oak', offer: 0, price: 199 }] });
  });

  it('imports nothing when a row breaks a goods rule, and says which rule on its row', async () => {
    const job = await runImport([
      ['Name', 'Attributes', 'SKUs'],
      ['Bad stool', JSON.stringify([{ name: 'Colour', values: ['Oak', 'Oak'] }]), '[]'],
      ['Bad bench', JSON.stringify([{ name: 'Colour', values: ['Oak'] }]), JSON.stringify([{ prop_name: 'Colour:Teak', price: 1 }])],
    ]);
    expect(job).toMatchObject({ status: 'failed', has_file: true });
    const report = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(report[1].at(-1)).toContain('Duplicate values.');
    expect(report[2].at(-1)).toContain('This SKU names an attribute or value the goods do not have.');
  });
});
