import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';
import { FAKE_DESIGN_ID, FAKE_KUJIALE, type FakeKujiale, startFakeKujiale } from './fake-kujiale.ts';
import { importAppEnv, type PanoramaHost, startPanoramaHost } from './panorama-host.ts';

/**
 * Spec §3 import source "batch excel": each row of a plans (or halls) sheet may name a panorama or
 * Kujiale link in its "Source link" column, and the row's plan imports from it once the sheet is
 * in. The same link given to a single create does the same. The link is the create's only.
 */
let t: TestApp;
let host: PanoramaHost;
let kujiale: FakeKujiale;
let merchant: Session;
let operator: Session;

beforeAll(async () => {
  host = await startPanoramaHost();
  kujiale = await startFakeKujiale(FAKE_KUJIALE);
  t = await createTestApp({
    env: importAppEnv(kujiale),
  });
  merchant = await t.login('merchant');
  operator = await t.login('operator');
});
afterAll(async () => {
  await t?.close();
  await kujiale?.close();
  await host?.close();
});

const KUJIALE_LINK = `https://www.kujiale.com/design/${FAKE_DESIGN_ID}/show`;
type Kind = 'plans' | 'halls' | 'hall-templates';

const record = async (session: Session, id: number, kind: Kind = 'plans') => (await session.browser({ method: 'GET', url: `/api/${kind}/${id}` })).json().data;
const byName = async (session: Session, name: string, kind: Kind = 'plans') =>
  (await session.browser({ method: 'GET', url: `/api/${kind}?name_like=${encodeURIComponent(name)}` })).json().data.list;
/** The record once its import has ended (the plan-import job's end). */
async function whenImported(session: Session, id: number, kind: Kind = 'plans') {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = await record(session, id, kind);
    if (found.import_status !== 'importing') return found;
    if (Date.now() > until) throw new Error(`${kind} ${id} still importing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const importSheet = async (session: Session, rows: (string | number | null)[][], kind: Kind = 'plans') => {
  const answer = await session.browser({ method: 'POST', url: `/api/${kind}/import`, ...multipart(await makeSheet(rows)) });
  expect(answer.statusCode, answer.body).toBe(200);
  return waitForJob(session, answer.json().data.id);
};

describe('batch excel rows naming a link', () => {
  it('offers the column in the template', async () => {
    const template = await merchant.browser({ method: 'GET', url: '/api/plans/import/template' });
    expect((await readSheet(template.rawPayload))[0]).toEqual(expect.arrayContaining(['Name', 'Source link']));
  });

  it("creates every row's plan, then imports each one's panoramas from its link", async () => {
    const job = await importSheet(merchant, [
      ['Name', 'Resolution', 'Source link'],
      ['Linked flat', '8K', `${host.url}/images/Balcony.jpg`],
      ['Kujiale flat', '', KUJIALE_LINK],
      ['Empty flat', '', ''],
    ]);
    expect(job.status, job.message).toBe('done');
    const [linked] = await byName(merchant, 'Linked flat');
    const [designed] = await byName(merchant, 'Kujiale flat');
    const [empty] = await byName(merchant, 'Empty flat');
    expect(empty).toMatchObject({ import_status: 'ready', scene_count: 0, source: 'gallery' });
    expect(await whenImported(merchant, linked.id)).toMatchObject({ import_status: 'ready', scene_count: 1, source: 'link', resolution: '8k' });
    expect(await whenImported(merchant, designed.id)).toMatchObject({ import_status: 'ready', scene_count: 2, source: 'kujiale' });
    expect(host.served).toContain('/images/Balcony.jpg');
    // Each import is a job of its own in the job centre, under the row's plan.
    const jobs = (await merchant.browser({ method: 'GET', url: '/api/jobs' })).json().data.list;
    expect(jobs.filter((row: { kind: string }) => row.kind === 'plan-import').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the whole sheet when one link is no http(s) link, naming the row, and creates nothing', async () => {
    const job = await importSheet(
      merchant,
      [
        ['Name', 'Source link'],
        ['Fine hall', `${host.url}/images/Fine.jpg`],
        ['Bad hall', 'ftp://example.com/pano.jpg'],
      ],
      'halls',
    );
    expect(job).toMatchObject({ status: 'failed' });
    const report = await readSheet((await merchant.browser({ method: 'GET', url: `/api/jobs/${job.id}/file` })).rawPayload);
    expect(report.flat().join(' ')).toContain('Enter a link starting with http: or https:.');
    expect(await byName(merchant, 'Fine hall', 'halls')).toEqual([]);
  });

  it('a row whose link leads to a private address makes its plan, whose import fails saying why', async () => {
    const job = await importSheet(merchant, [
      ['Name', 'Source link'],
      ['Private flat', 'http://10.0.0.1/pano.jpg'],
    ]);
    expect(job.status, job.message).toBe('done');
    const [plan] = await byName(merchant, 'Private flat');
    expect(await whenImported(merchant, plan.id)).toMatchObject({
      import_status: 'failed',
      import_error: expect.stringContaining('leads to 10.0.0.1, which is not a public internet address'),
    });
  });
});

describe('the link of a single create', () => {
  it('imports from it: the answer already says importing, the record ends ready with the scene', async () => {
    const created = await merchant.browser({
      method: 'POST',
      url: '/api/halls',
      payload: { name: 'Linked hall', source_link: ` ${host.url}/images/Hall.jpg ` },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ import_status: 'importing', source: 'link', source_link: `${host.url}/images/Hall.jpg` });
    expect(await whenImported(merchant, created.json().data.id, 'halls')).toMatchObject({ import_status: 'ready', scene_count: 1 });
  });

  it("is the create's only: a change or replace naming it is refused, and a copy does not import again", async () => {
    const created = (
      await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Once linked', source_link: `${host.url}/images/Once.jpg` } })
    ).json().data;
    await whenImported(merchant, created.id);
    for (const method of ['PATCH', 'PUT'] as const) {
      const changed = await merchant.browser({
        method,
        url: `/api/plans/${created.id}`,
        payload: { name: 'Once linked', source_link: `${host.url}/images/Other.jpg` },
      });
      expect(changed.statusCode, method).toBe(422);
    }
    const served = host.served.length;
    const copy = await merchant.browser({ method: 'POST', url: `/api/plans/${created.id}/copy` });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().data).toMatchObject({ source: 'copy', import_status: 'ready', scene_count: 1 });
    // An import of the copy would have been queued with it (the create's transaction), as the original's was: there is none.
    const importsOf = async (id: number) => (await t.database.pool.query("SELECT id FROM jobs WHERE params->>'plan' = $1", [String(id)])).rows;
    expect(await importsOf(created.id)).toHaveLength(1);
    expect(await importsOf(copy.json().data.id)).toEqual([]);
    expect(host.served.length).toBe(served);
  });

  it('refuses a link that is not http(s), with the message at the field', async () => {
    const refused = await merchant.browser({ method: 'POST', url: '/api/plans', payload: { name: 'Bad link', source_link: 'javascript:alert(1)' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ source_link: ['Enter a link starting with http: or https:.'] });
  });

  it("works for operators' templates too (the platform's own import)", async () => {
    const created = await operator.browser({
      method: 'POST',
      url: '/api/hall-templates',
      payload: { name: 'Linked template', source_link: `${host.url}/images/Template.jpg` },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await whenImported(operator, created.json().data.id, 'hall-templates')).toMatchObject({ import_status: 'ready', scene_count: 1, source: 'link' });
  });
});
