import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import type { Database } from '../../../server/db/schema.ts';
import { toListQuery } from '../../../server/engine/list-query.ts';
import { worksOutTotal } from '../../helpers/total-statements.ts';
import { listRecords } from '../../../server/engine/list-page.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from './jobs-helpers.ts';

let t: TestApp;
let merchant: Session;
let dataDir: string;
let merchantId: number;
const ROWS = 1_234;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-export-'));
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', DATA_DIR: dataDir } });
  merchant = await t.login('merchant');
  merchantId = (await t.database.pool.query<{ id: number }>("SELECT id::int FROM merchants WHERE name = 'Demo Living'")).rows[0].id;
  // Many goods with few stock values: an export sorted by stock crosses chunk borders inside ties.
  await t.database.pool.query(
    `INSERT INTO commodities (merchant_id, name, stock, price) SELECT $1, 'Scale ' || g, g % 4, g % 10 FROM generate_series(1, ${ROWS}) AS g`,
    [merchantId],
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const exportAll = async (query: string, columns: string[]) => {
  const started = await merchant.browser({ method: 'POST', url: `/api/commodities/export?${query}`, payload: { columns } });
  expect(started.statusCode, started.body).toBe(200);
  return waitForJob(merchant, started.json().data.id);
};

describe('exports into the file storage', () => {
  it('exports every matching row exactly once, in list order, across chunks of tied sort values', async () => {
    const job = await exportAll('name_like=Scale&sort=stock', ['id', 'name', 'stock']);
    expect(job).toMatchObject({ status: 'done', has_file: true, progress: ROWS, total: ROWS });
    const file = await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="commodities-\d{12}\.xlsx"/);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const rows = await readSheet(file.rawPayload);
    expect(rows[0]).toEqual(['Id', 'Name', 'Stock']);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(ROWS);
    const { rows: expected } = await t.database.pool.query<{ id: number }>(
      "SELECT id::int FROM commodities WHERE merchant_id = $1 AND deleted_at IS NULL AND name ILIKE '%Scale%' ORDER BY stock, id DESC",
      [merchantId],
    );
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('keeps the file in the storage under the job, not in the database, and no temporary file', async () => {
    const job = await exportAll('name_like=Scale%2012', ['name', 'price', 'on_shelf']);
    const { rows } = await t.database.pool.query<{ file_key: string | null }>('SELECT file_key FROM jobs WHERE id = $1', [job.id]);
    expect(rows[0].file_key).toMatch(new RegExp(`^jobs/${job.id}/[0-9a-f]{12}-commodities-\\d{12}\\.xlsx$`));
    expect((await t.database.pool.query('SELECT 1 FROM job_files WHERE job_id = $1', [job.id])).rowCount).toBe(0);
    expect(await readdir(path.join(dataDir, 'files', 'jobs', String(job.id)))).toHaveLength(2); // the file and its .type
    expect(await readdir(path.join(dataDir, 'tmp', 'exports'))).toEqual([]);
    const sheet = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    // Scale 12, 120–129, 1200–1234.
    expect(sheet[0]).toEqual(['Name', 'Price', 'On shelf']);
    expect(sheet.slice(1).map((row) => row[0])).toHaveLength(46);
    expect(sheet.slice(1).every((row) => row[0].startsWith('Scale 12') && row[2] === 'No')).toBe(true);
  });

  it('exports tags when they are chosen', async () => {
    const group = (
      await t.database.pool.query<{ id: number; items: string[] }>(
        "SELECT id::int, items FROM tag_groups WHERE merchant_id = $1 AND area = 'commodity' ORDER BY id LIMIT 1",
        [merchantId],
      )
    ).rows[0];
    const goods = (await t.database.pool.query<{ id: number }>("SELECT id::int FROM commodities WHERE name = 'Scale 1234'")).rows[0];
    const tag = `${group.id}:${group.items[0]}`;
    expect((await merchant.browser({ method: 'PUT', url: `/api/commodities/${goods.id}/tags`, payload: { tags: [tag] } })).statusCode).toBe(200);
    const job = await exportAll('name_like=Scale%201234', ['name', 'tags']);
    const sheet = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(sheet).toEqual([
      ['Name', 'Tags'],
      ['Scale 1234', tag],
    ]);
  });

  it('answers 404 for an export whose stored file is gone', async () => {
    const job = await exportAll('name_like=Scale%201233', ['name']);
    const { rows } = await t.database.pool.query<{ file_key: string }>('SELECT file_key FROM jobs WHERE id = $1', [job.id]);
    await rm(path.join(dataDir, 'files', rows[0].file_key));
    expect((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).statusCode).toBe(404);
  });

  it('still serves files kept in job_files (import reports, exports made before the storage)', async () => {
    const job = await exportAll('name_like=Scale%201232', ['name']);
    const file = (await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload;
    await t.database.pool.query('UPDATE jobs SET file_key = NULL WHERE id = $1', [job.id]);
    await t.database.pool.query("INSERT INTO job_files (job_id, role, content) VALUES ($1, 'output', $2)", [job.id, file]);
    const again = await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(file)).toBe(true);
    expect((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}` })).json().data.has_file).toBe(true);
  });

  it("does not serve another account's export", async () => {
    const job = await exportAll('name_like=Scale%201231', ['name']);
    const other = await t.login('merchant2');
    expect((await other.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).statusCode).toBe(404);
  });
});

describe('imports and list totals', () => {
  it("forget the merchant's cached list totals once the import has committed", async () => {
    const statements: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.database.url, max: 2 }) }),
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    try {
      const list = () =>
        listRecords(logged, commodities, systemScopeFor(merchantId), toListQuery(commodities, { page: 1, pageSize: 10, name_like: 'Scale' }), {
          exactUpTo: 10,
          ttlMs: 60_000,
        });
      const counts = async () => {
        statements.length = 0;
        await list();
        return statements.filter(worksOutTotal).length;
      };
      await counts();
      expect(await counts()).toBe(0);
      const started = await merchant.browser({ method: 'POST', url: '/api/commodities/import', ...multipart(await makeSheet([['Name'], ['Scale imported']])) });
      expect(started.statusCode, started.body).toBe(200);
      expect(await waitForJob(merchant, started.json().data.id)).toMatchObject({ status: 'done' });
      expect(await counts()).toBeGreaterThan(0);
    } finally {
      await logged.destroy();
    }
  });
});
