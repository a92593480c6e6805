import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_DIGIT, HAN, ID_PLACEHOLDER, INTERNAL_ID } from '../../../helpers/shown-words.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';

/**
 * Every analytics export, as the OpenAPI document lists them, written for an English reader on the
 * demo data (whose records are all named in English): no cell outside an id column shows an id where
 * a name belongs ("#7", "account:7"), a channel as its bare digit, or Chinese characters (issue 34;
 * the tour checks the pages the same way, tests/e2e/tour/text-check.ts).
 */
let t: TestApp;
let sessions: Record<'merchant' | 'operator', Session>;
let exports: { path: string; page: string }[];
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
  sessions = { merchant: await t.login('merchant'), operator: await t.login('operator') };
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, { post?: { tags?: string[]; 'x-atrium-access'?: { page: string; action: string } } }>;
  };
  exports = Object.entries(document.paths)
    .filter(([, item]) => item.post?.tags?.includes('statistics') && item.post['x-atrium-access']?.action === 'export')
    .map(([path, item]) => ({ path, page: item.post!['x-atrium-access']!.page }));
});
afterAll(() => t.close());

/** What a cell of a named column may not hold in English. */
function wordProblem(header: string, value: string): string | undefined {
  // Id columns carry the ids beside the names, on purpose: a spreadsheet user joins on them.
  if (/\b(ID|No\.)$/.test(header)) return undefined;
  if (ID_PLACEHOLDER.test(value)) return 'an id where a name belongs';
  if (INTERNAL_ID.test(value)) return 'an internal id';
  if (header === 'Channel' && BARE_DIGIT.test(value)) return 'a bare channel digit';
  if (HAN.test(value)) return 'Chinese characters';
  return undefined;
}

describe('analytics exports name what they count, in the reader’s language', () => {
  it('lists the analytics exports of the customer, store, detail and operator pages', () => {
    expect(exports.length).toBeGreaterThanOrEqual(10);
    expect(new Set(exports.map((entry) => entry.page))).toEqual(
      new Set(['/dataCockpit/customerAnalytics', '/dataCockpit/storeAnalytics', '/dataCockpit/analyticsDetail', '/homeData/merchantOperateData']),
    );
  });

  it('writes no id placeholder, bare channel digit or Chinese character in an English export', async () => {
    const problems: string[] = [];
    let rowsRead = 0;
    for (const { path, page } of exports) {
      const session = page === '/homeData/merchantOperateData' ? sessions.operator : sessions.merchant;
      const started = await session.bearer({ method: 'POST', url: path, payload: { period: '30d' }, headers: { 'accept-language': 'en' } });
      // Spec §7's paths answer in two envelopes (code or status_code): the job is `data` in both.
      expect(started.statusCode, `${path}: ${started.body}`).toBe(200);
      const job = await waitForJob(session, started.json().data.id);
      expect(job.status, `${path}: ${JSON.stringify(job)}`).toBe('done');
      const [header, ...rows] = await readSheet((await session.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
      rowsRead += rows.length;
      for (const row of rows)
        row.forEach((value, column) => {
          const problem = wordProblem(header[column] ?? '', String(value ?? ''));
          if (problem) problems.push(`${path} ${header[column]}: ${problem} in "${value}"`);
        });
    }
    expect(rowsRead).toBeGreaterThan(100);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('would refuse each kind of defect', () => {
    expect([wordProblem('Content', 'Album #2'), wordProblem('Viewer', 'account:7'), wordProblem('Channel', '2'), wordProblem('City', '深圳')]).toEqual([
      'an id where a name belongs',
      'an internal id',
      'a bare channel digit',
      'Chinese characters',
    ]);
    expect([wordProblem('Viewer ID', 'account:7'), wordProblem('Channel No.', '2'), wordProblem('Content', 'Oak sofa')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
