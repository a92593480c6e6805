import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { offeredResources } from '../../../../server/modules/system-resources/offered-resources.routes.ts';
import { scopeForJob } from '../../../../server/tenancy/scope.ts';
import { ok } from '../accounts/organisation-helpers.ts';

let t: TestApp;
let operator: Session;

const OFFERED = '/api/materials/system-resources';
type Offered = { list: { id: number; name: string; kind: string; url: string; size: number }[] };
const namesFor = async (session: Session, headers: Record<string, string> = {}) =>
  (await ok<Offered>(session.bearer({ method: 'GET', url: OFFERED, headers }))).list.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
}, 30_000);
afterAll(() => t?.close());

describe("a merchant's material centre lists the system resources offered to it, read-only", () => {
  it('Demo Living sees the enabled ones offered to all and the one offered to it only; never the disabled one', async () => {
    const names = await namesFor(await t.login('merchant'));
    expect(names).toEqual(expect.arrayContaining(['Spring catalogue', 'Showroom tour', 'Living room set']));
    expect(names).not.toContain('Old jingle');
  });

  it('Second Home does not see what is offered to Demo Living only', async () => {
    const names = await namesFor(await t.login('merchant2'));
    expect(names).toEqual(expect.arrayContaining(['Spring catalogue', 'Showroom tour']));
    expect(names).not.toContain('Living room set');
    expect(names).not.toContain('Old jingle');
  });

  it('answers what to show and fetch: name, kind, url and size', async () => {
    const { list } = await ok<Offered>((await t.login('merchant')).bearer({ method: 'GET', url: OFFERED }));
    expect(list.find((row) => row.name === 'Spring catalogue')).toMatchObject({ kind: 'document', url: '/files/demo/spring-catalogue.pdf', size: 640_000 });
  });

  it('follows the operator: a resource offered to Second Home appears there, and disappears when disabled', async () => {
    const second = Number((await t.database.db.selectFrom('merchants').select('id').where('name', '=', 'Second Home').executeTakeFirstOrThrow()).id);
    const merchant2 = await t.login('merchant2');
    const { id } = await ok<{ id: number }>(
      operator.bearer({
        method: 'POST',
        url: '/api/system-resources',
        payload: { name: 'For Second Home', kind: 'image', file: '/files/demo/kitchen-after.jpg', audience: 'chosen', merchant_ids: [second] },
      }),
    );
    expect(await namesFor(merchant2)).toContain('For Second Home');
    expect(await namesFor(await t.login('merchant'))).not.toContain('For Second Home');
    await ok(operator.bearer({ method: 'PATCH', url: `/api/system-resources/${id}`, payload: { enabled: false } }));
    expect(await namesFor(merchant2)).not.toContain('For Second Home');
  });

  it('fails closed: a scope of every merchant (a platform session naming none) reads none, and the operator holds no material centre', async () => {
    expect(await offeredResources(t.database.db, scopeForJob(null, null))).toEqual([]);
    expect((await operator.bearer({ method: 'GET', url: OFFERED })).statusCode).toBe(403);
  });

  it('needs the material centre page: an account without it gets 403', async () => {
    expect((await (await t.login('nobody')).bearer({ method: 'GET', url: OFFERED })).statusCode).toBe(403);
  });
});
