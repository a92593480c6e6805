import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePlugins } from '../../../server/engine/plugin-set.ts';
import type { JobKind } from '../../../server/jobs/job-kinds.ts';
import { insertJob } from '../../../server/jobs/jobs.repository.ts';
import { workJob } from '../../../server/jobs/worker.ts';
import { SERVER_PLUGINS } from '../../../server/modules/entity-plugins.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { makeSheet, multipart, waitForJob } from './jobs-helpers.ts';

// A job's summary is read by whoever looks at the job centre, in the language they look in now,
// not in the language the job was started in.
let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  operator = await t.login('operator');
  await t.database.db.deleteFrom('shop_types' as never).execute();
  for (const [name, style_id] of [
    ['Youzan shop', 16],
    ['Weimob shop', 21],
  ] as const) {
    const created = await operator.browser({ method: 'POST', url: '/api/shop-types', payload: { name, style_id } });
    expect(created.statusCode, created.body).toBe(200);
  }
}, 30_000);
afterAll(() => t.close());

const inLanguage = (language: string) => ({ 'accept-language': language });
const readJob = async (id: number, language: string) =>
  (await operator.browser({ method: 'GET', url: `/api/jobs/${id}`, headers: inLanguage(language) })).json().data;
const importIn = async (language: string, content: Buffer) => {
  const upload = multipart(content);
  const started = await operator.browser({
    method: 'POST',
    url: '/api/shop-types/import',
    payload: upload.payload,
    headers: { ...upload.headers, ...inLanguage(language) },
  });
  expect(started.statusCode, started.body).toBe(200);
  return waitForJob(operator, started.json().data.id);
};
const readCentre = async (language: string) => (await operator.browser({ method: 'GET', url: '/api/jobs', headers: inLanguage(language) })).json().data.list;

describe("a job's summary", () => {
  it('is in Chinese for a Chinese reader of an export finished in English', async () => {
    const started = await operator.browser({ method: 'POST', url: '/api/shop-types/export', headers: inLanguage('en'), payload: { columns: ['name'] } });
    expect(started.statusCode, started.body).toBe(200);
    const job = await waitForJob(operator, started.json().data.id);
    expect((await readJob(job.id, 'en')).message).toBe('2 rows exported.');
    expect((await readJob(job.id, 'zh')).message).toBe('已导出 2 行。');
    expect((await readCentre('zh')).find((one: { id: number }) => one.id === job.id).message).toBe('已导出 2 行。');
  });

  it('is in English for an English reader of an import finished in Chinese', async () => {
    const content = await makeSheet([
      ['名称', '类型编号'],
      ['Youzan again', 16],
      ['Brand new', 12],
    ]);
    const job = await importIn('zh', content);
    expect(job.status).toBe('done');
    expect((await readJob(job.id, 'zh')).message).toMatch(/^已导入 1 条，跳过 1 条。/);
    expect((await readJob(job.id, 'en')).message).toBe('1 imported, 1 skipped. Import failed for duplicate ids; only non-duplicates can be imported.');
  });

  it("of a failed import is in the reader's language too", async () => {
    const job = await importIn('en', await makeSheet([['Name', 'Colour']]));
    expect(job.message).toBe('Import error: the column "Colour" is not in the template.');
    expect((await readJob(job.id, 'ja')).message).toContain('Colour');
    expect((await readJob(job.id, 'ja')).message).not.toContain('Import error');
  });

  it("of a plug-in's own job kind follows the reader's language when the kind reports a message key", async () => {
    const sync: JobKind = { run: ({ report }) => report({ summary: { key: 'jobs.exported', params: { count: 3 } } }) };
    const plugins = assemblePlugins(RESOURCES, SERVER_PLUGINS);
    const withSync = { ...plugins, jobKinds: new Map([...plugins.jobKinds, ['test-sync', sync]]) };
    const accountId = (await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
    const id = await insertJob(t.database.db, { accountId, merchantId: null, kind: 'test-sync', resource: 'shop-types', language: 'en', params: {} });
    await workJob(
      t.database.db,
      id,
      t.app.log,
      withSync,
      { storage: undefined as never, tempDir: '/nonexistent' },
      { signal: new AbortController().signal, env: t.env, enqueue: async () => {} },
    );
    expect(await readJob(id, 'en')).toMatchObject({ status: 'done', message: '3 rows exported.' });
    expect((await readJob(id, 'zh')).message).toBe('已导出 3 行。');
  });

  it('keeps the frozen text of a job that has no message key (jobs finished before keys were stored)', async () => {
    const accountId = (await t.database.db.selectFrom('accounts').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
    const id = await insertJob(t.database.db, { accountId, merchantId: null, kind: 'export', resource: 'shop-types', language: 'en', params: {} });
    await t.database.db.updateTable('jobs').set({ status: 'done', message: '8 rows exported.' }).where('id', '=', id).execute();
    expect((await readJob(id, 'zh')).message).toBe('8 rows exported.');
  });
});
