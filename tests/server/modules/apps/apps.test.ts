import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * Apps' declaration and rules (issue 38; spec §3 "App", §4, §5): the verify-view password's 4–10
 * characters, kept sealed in the database and read back opened; content of the merchant's own
 * live records only; an open style template it may use; backgrounds from its library; the machine
 * (submit, publish with its view id, shelf, "Status unchanged"); copy; the recycle bin; guides read only.
 */
let t: TestApp;
let merchant: Session;
let other: Session;
let guide: Session;
let goods: number[];
let foreignGoods: number;
let halls: number[];

const create = (body: Record<string, unknown>, as = merchant) => as.bearer({ method: 'POST', url: '/api/apps', payload: body });
const act = (id: number, action: string, payload: Record<string, unknown> = {}) =>
  merchant.bearer({ method: 'POST', url: `/api/apps/${id}/${action}`, payload });
const read = (id: number, as = merchant) => ok<Record<string, unknown>>(as.bearer({ method: 'GET', url: `/api/apps/${id}` }));
const errorsOf = (answer: { json(): unknown }) => (answer.json() as { errors?: Record<string, string[]> }).errors ?? {};

async function idsOf(table: 'commodities' | 'plans', merchantName: string, limit: number, kind?: string) {
  const { rows } = await sql<{ id: string }>`select x.id from ${sql.table(table)} x join merchants m on m.id = x.merchant_id
    where m.name = ${merchantName} and x.deleted_at is null ${table === 'plans' ? sql`and not x.template and x.kind = ${kind}` : sql``}
    order by x.id limit ${limit}`.execute(t.database.db);
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  [merchant, other, guide] = await Promise.all([t.login('merchant'), t.login('merchant2'), t.login('guide')]);
  goods = await idsOf('commodities', 'Demo Living', 3);
  halls = await idsOf('plans', 'Demo Living', 1, 'hall');
  foreignGoods = (await idsOf('commodities', 'Second Home', 1))[0]!;
});
afterAll(async () => {
  await t.close();
});

describe('the fields', () => {
  it('creates a draft off shelf, not public, with no view id', async () => {
    const made = await ok(create({ name: 'Spring showroom', commodity_ids: goods, hall_ids: halls }));
    expect(made).toMatchObject({ status: 'draft', on_shelf: false, visibility: 'none', viewuuid: null, commodity_ids: goods, hall_ids: halls });
  });

  it('takes a verify-view password of 4 to 10 characters, or none', async () => {
    for (const password of ['abc', 'abcdefghijk']) {
      const answer = await create({ name: 'Locked', view_password: password });
      expect(answer.statusCode).toBe(422);
      expect(errorsOf(answer).view_password).toEqual(['The verify-view password is 4 to 10 characters.']);
    }
    expect((await ok(create({ name: 'Four', view_password: 'abcd' }))).view_password).toBe('abcd');
    expect((await ok(create({ name: 'Ten', view_password: 'abcdefghij' }))).view_password).toBe('abcdefghij');
  });

  it('keeps the password sealed in the database and shows it to editors', async () => {
    const made = await ok(create({ name: 'Sealed', view_password: 'open1234' }));
    const { rows } = await sql<{ view_password: string }>`select view_password from apps where id = ${made.id as number}`.execute(t.database.db);
    expect(rows[0]!.view_password).not.toContain('open1234');
    expect(rows[0]!.view_password.length).toBeGreaterThan(20);
    expect((await read(made.id as number)).view_password).toBe('open1234');
    await ok(merchant.bearer({ method: 'PATCH', url: `/api/apps/${made.id}`, payload: { view_password: 'changed9' } }));
    expect((await read(made.id as number)).view_password).toBe('changed9');
  });

  it("refuses another merchant's goods, and says which", async () => {
    const answer = await create({ name: 'Foreign', commodity_ids: [goods[0], foreignGoods] });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(errorsOf(answer))).toEqual(['commodity_ids.1']);
  });

  it("offers only the merchant's own records as content choices, by name", async () => {
    const choices = await ok<{ list: { id: number; name: string }[] }>(merchant.bearer({ method: 'GET', url: '/api/apps/choices/commodity_ids' }));
    const ids = choices.list.map((choice) => choice.id);
    expect(ids).toEqual(expect.arrayContaining(goods));
    expect(ids).not.toContain(foreignGoods);
  });

  it("takes a background only from the merchant's library", async () => {
    const answer = await create({ name: 'Backdrop', pc_background: '/files/elsewhere/bg.jpg' });
    expect(answer.statusCode).toBe(422);
    expect(errorsOf(answer).pc_background).toEqual(['Choose a background from the background library (App settings).']);
  });

  it('takes an open style template: a system one or its own, never a closed or foreign one', async () => {
    const { rows } = await sql<{ id: string }>`insert into style_templates (merchant_id, name, status) values
      (null, 'System open', 'open'), (null, 'System closed', 'closed'),
      ((select id from merchants where name = 'Second Home'), 'Foreign', 'open') returning id`.execute(t.database.db);
    const [open, closed, foreign] = rows.map((row) => Number(row.id));
    expect((await ok(create({ name: 'Styled', style_template_id: open }))).style_template_id).toBe(open);
    for (const id of [closed, foreign]) {
      const answer = await create({ name: 'Styled', style_template_id: id });
      expect(answer.statusCode).toBe(422);
      expect(errorsOf(answer).style_template_id).toEqual(['Choose an open style template.']);
    }
  });
});

describe('the machine and the shelf (spec §4)', () => {
  it('submits, publishes with a view id and puts it on the shelf; the same move again is "Status unchanged"', async () => {
    const { id } = await ok(create({ name: 'Moving' }));
    const submitted = await ok(act(id as number, 'submit'));
    expect(submitted.status).toBe('submitted');
    expect((await act(id as number, 'submit')).statusCode).toBe(409);
    const published = await ok(act(id as number, 'publish'));
    expect(published).toMatchObject({ status: 'published', on_shelf: true });
    expect(published.viewuuid).toMatch(/^[a-f0-9]{32}$/);
    expect(published.published_at).toEqual(expect.any(String));
    const again = await act(id as number, 'publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Status unchanged.');
    const off = await ok(act(id as number, 'unshelve'));
    expect(off).toMatchObject({ on_shelf: false, viewuuid: published.viewuuid });
    expect((await act(id as number, 'unshelve')).statusCode).toBe(409);
    expect((await ok(act(id as number, 'shelve'))).on_shelf).toBe(true);
  });

  it('issues the showroom keys on publish when the merchant has none live', async () => {
    const merchantId = Number((await read((await ok(create({ name: 'Keys' }))).id as number)).merchant_id);
    await sql`update publishable_keys set revoked_at = now() where merchant_id = ${merchantId} and revoked_at is null`.execute(t.database.db);
    const { id } = await ok(create({ name: 'Keyed' }));
    await ok(act(id as number, 'publish'));
    const { rows } = await sql<{
      purpose: string;
    }>`select purpose from publishable_keys where merchant_id = ${merchantId} and revoked_at is null order by purpose`.execute(t.database.db);
    expect(rows.map((row) => row.purpose)).toEqual(['customer', 'ingestion']);
  });

  it('copies into a draft off shelf with its own name and no view id', async () => {
    const { id } = await ok(create({ name: 'Original', commodity_ids: goods, view_password: 'pass1234' }));
    await ok(act(id as number, 'publish'));
    const copy = await ok(act(id as number, 'copy'));
    expect(copy).toMatchObject({ name: 'Original (copy)', status: 'draft', on_shelf: false, viewuuid: null, commodity_ids: goods, view_password: 'pass1234' });
  });

  it('goes to the recycle bin and comes back with its view id', async () => {
    const { id } = await ok(create({ name: 'Binned' }));
    const published = await ok(act(id as number, 'publish'));
    expect((await merchant.bearer({ method: 'DELETE', url: `/api/apps/${id}` })).statusCode).toBe(200);
    expect((await merchant.bearer({ method: 'GET', url: `/api/apps/${id}` })).statusCode).toBe(404);
    const bin = await ok<{ list: { kind: string; id: number }[] }>(merchant.browser({ method: 'GET', url: '/api/recycle-bin?kind=apps&pageSize=100' }));
    expect(bin.list).toContainEqual(expect.objectContaining({ kind: 'apps', id }));
    await ok(merchant.browser({ method: 'POST', url: `/api/recycle-bin/apps/${id}/restore` }));
    expect((await read(id as number)).viewuuid).toBe(published.viewuuid);
  });
});

describe('who may', () => {
  it('lets a guide read the apps but not change them', async () => {
    const { id } = await ok(create({ name: 'Guide reads' }));
    expect((await read(id as number, guide)).name).toBe('Guide reads');
    expect((await create({ name: 'By a guide' }, guide)).statusCode).toBe(403);
    expect((await guide.bearer({ method: 'POST', url: `/api/apps/${id}/publish`, payload: {} })).statusCode).toBe(403);
  });

  it("never shows one merchant's app to another", async () => {
    const { id } = await ok(create({ name: 'Private' }));
    expect((await other.bearer({ method: 'GET', url: `/api/apps/${id}` })).statusCode).toBe(404);
    expect((await other.bearer({ method: 'POST', url: `/api/apps/${id}/publish`, payload: {} })).statusCode).toBe(404);
  });
});

describe('the public library (spec §4)', () => {
  it('shares to the stores picked, and takes it back', async () => {
    const { id } = await ok(create({ name: 'Shared' }));
    const stores = await ok<{ list: { id: number }[] }>(merchant.bearer({ method: 'GET', url: '/api/apps/choices/visible_store_ids' }));
    const shared = await ok(act(id as number, 'share', { visibility: 'partial', store_ids: [stores.list[0]!.id] }));
    expect(shared).toMatchObject({ visibility: 'partial', visible_store_ids: [stores.list[0]!.id] });
    expect(await ok(act(id as number, 'unshare'))).toMatchObject({ visibility: 'none', visible_store_ids: [] });
  });
});

describe('the list', () => {
  it('reads the verify-view password opened, as the record does', async () => {
    const { id } = await ok(create({ name: 'Listed sealed', view_password: 'list5678' }));
    const page = await ok<{ list: { id: number; view_password?: string }[] }>(merchant.bearer({ method: 'GET', url: '/api/apps?pageSize=100' }));
    expect(page.list.find((app) => app.id === id)?.view_password).toBe('list5678');
  });
});
