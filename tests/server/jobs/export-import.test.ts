import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from './jobs-helpers.ts';

let t: TestApp;
let operator: Session;
/** Exports go to the file storage under DATA_DIR: a directory of this file's own. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-jobs-'));
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', DATA_DIR: dataDir } });
  operator = await t.login('operator');
  // The demo seeds every style id; these tests start from an empty catalogue.
  await t.database.db.deleteFrom('shop_types' as never).execute();
  for (const [name, style_id] of [
    ['=HYPERLINK("x")', 0],
    ['Youzan shop', 16],
    ['Weimob shop', 21],
  ] as const) {
    const created = await operator.browser({ method: 'POST', url: '/api/shop-types', payload: { name, style_id } });
    expect(created.statusCode, created.body).toBe(200);
  }
}, 30_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const importFile = async (content: Buffer) => {
  const response = await operator.browser({ method: 'POST', url: '/api/shop-types/import', ...multipart(content) });
  expect(response.statusCode, response.body).toBe(200);
  return waitForJob(operator, response.json().data.id);
};

describe('export jobs', () => {
  it('exports every matching row, only the chosen columns, formula-safe', async () => {
    const started = await operator.browser({ method: 'POST', url: '/api/shop-types/export?name_like=o', payload: { columns: ['name', 'style_id'] } });
    expect(started.statusCode, started.body).toBe(200);
    const job = await waitForJob(operator, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', has_file: true, progress: 2 });
    const file = await operator.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(file.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Style id']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Weimob shop', 'Youzan shop']);
  });

  it('makes formula-like cells safe', async () => {
    const list = (await operator.browser({ method: 'GET', url: '/api/shop-types?style_id_in=0' })).json().data.list;
    const started = await operator.browser({ method: 'POST', url: '/api/shop-types/batch/export', payload: { ids: [list[0].id], columns: ['name'] } });
    const job = await waitForJob(operator, started.json().data.id);
    const rows = await readSheet((await operator.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(rows[1][0]).toBe(`'=HYPERLINK("x")`);
  });

  it('refuses "export selected" without a selection with the spec message', async () => {
    const response = await operator.browser({ method: 'POST', url: '/api/shop-types/batch/export', payload: { ids: [], columns: ['name'] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ids).toEqual(['Please select items first before export, copy, delete or submit.']);
  });

  it('refuses columns the resource does not have', async () => {
    const response = await operator.browser({ method: 'POST', url: '/api/shop-types/export', payload: { columns: ['name', 'password_hash'] } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['columns.1']);
  });

  it("lists only the caller's own jobs", async () => {
    const merchant = await t.login('merchant');
    expect((await merchant.browser({ method: 'GET', url: '/api/jobs' })).json().data.list).toEqual([]);
    const mine = (await operator.browser({ method: 'GET', url: '/api/jobs' })).json().data.list;
    expect(mine.length).toBeGreaterThan(0);
    expect((await merchant.browser({ method: 'GET', url: `/api/jobs/${mine[0].id}/file` })).statusCode).toBe(404);
  });
});

describe('import jobs', () => {
  it('offers a template headed by the field labels', async () => {
    const response = await operator.browser({ method: 'GET', url: '/api/shop-types/import/template' });
    expect(response.statusCode).toBe(200);
    expect((await readSheet(response.rawPayload))[0]).toEqual(['Name', 'Style id', 'Description', 'Enabled']);
  });

  it('imports nothing when one row is invalid, and reports it row by row', async () => {
    const job = await importFile(
      await makeSheet([
        ['Name', 'Style id'],
        ['Flagship', 'Flagship store (19)'],
        ['', 'Dedicated mall (12)'],
      ]),
    );
    expect(job).toMatchObject({ status: 'failed', has_file: true });
    expect(job.message).toContain('1 rows are not valid');
    const report = await readSheet((await operator.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(report[0]).toEqual(['Name', 'Style id', 'Row', 'Errors']);
    expect(report[1]).toEqual(['', 'Dedicated mall (12)', '3', 'Name: Required.']);
    const list = (await operator.browser({ method: 'GET', url: '/api/shop-types?style_id_in=19' })).json().data;
    expect(list.total).toBe(0);
  });

  it('imports the fixed file, skipping duplicates with the spec message', async () => {
    const job = await importFile(
      await makeSheet([
        ['Name', 'Style id', 'Row', 'Errors'],
        ['Flagship', 'Flagship store (19)', 2, ''],
        ['Mall', 'Dedicated mall (12)', 3, 'Name: Required.'],
        ['Again', 16, null, null],
      ]),
    );
    expect(job.status).toBe('done');
    expect(job.message).toBe('2 imported, 1 skipped. Import failed for duplicate ids; only non-duplicates can be imported.');
    const list = (await operator.browser({ method: 'GET', url: '/api/shop-types?style_id_in=12,19&sort=style_id' })).json().data.list;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Mall', 'Flagship']);
    const audit = (await operator.browser({ method: 'GET', url: '/api/audit-logs?entity=shop-types&action_in=import' })).json().data;
    expect(audit.total).toBe(2);
  });

  it.each<[string, (string | number)[][], string]>([
    [
      'an unknown column',
      [
        ['Name', 'Colour'],
        ['x', 'red'],
      ],
      'Import error: the column "Colour" is not in the template.',
    ],
    ['no rows', [['Name', 'Style id']], 'The file has no rows to import.'],
    ['101 rows', [['Name', 'Style id'], ...Array.from({ length: 101 }, (_, i) => [`Shop ${i}`, 0])], 'An import holds at most 100 rows; this file has 101.'],
  ])('fails a file with %s', async (_, rows, message) => {
    const job = await importFile(await makeSheet(rows));
    expect(job).toMatchObject({ status: 'failed', message });
  });

  it('refuses a file that is not an xlsx before queueing anything', async () => {
    const response = await operator.browser({ method: 'POST', url: '/api/shop-types/import', ...multipart(Buffer.from('name,style\nx,0\n'), 'x.xlsx') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['Import error, please try again: the file is not an .xlsx workbook made from the template.']);
  });
});
