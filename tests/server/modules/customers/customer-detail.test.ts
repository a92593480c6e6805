import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerNote, TimelineItem, TimelinePage } from '../../../../resources/customers/customer-detail.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/**
 * The customer detail page's routes (issue 36): the visit timeline (statistics events merged with
 * the orders' creations and status changes, keyset-paged newest first) and the guides' notes, each
 * in the caller's scope: a guide gets 404 for another guide's customer, as for another merchant's.
 */
let t: TestApp;
let merchant: Session;
let guide: Session;
let merchant2: Session;
let living: number;
let guideId: number;

const idOf = async (table: 'merchants' | 'accounts', column: 'name' | 'username', value: string) =>
  Number((await sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(t.database.db)).rows[0]!.id);

let serial = 0;
async function customer(saleId: number | null): Promise<number> {
  serial += 1;
  const { rows } = await sql<{ id: number }>`insert into customers (merchant_id, nickname, sale_id)
    values (${living}, ${`Detail test ${serial}`}, ${saleId}) returning id`.execute(t.database.db);
  return Number(rows[0]!.id);
}

/** A statistics event of the customer `minutesAgo` minutes ago (its plan viewed for `stay` seconds). */
async function visit(customerId: number, minutesAgo: number, extra: { plan_id?: number; stay?: number; environment?: string } = {}) {
  await sql`insert into stats_events (merchant_id, source_type, use_at, channel, environment, customer_id, plan_id, stay_time)
    values (${living}, 'view', now() - make_interval(mins => ${minutesAgo}), 1, ${extra.environment ?? 'production'}, ${customerId}, ${extra.plan_id ?? null}, ${extra.stay ?? 30})`.execute(
    t.database.db,
  );
}

const timeline = (session: Session, id: number, query = '') => session.bearer({ method: 'GET', url: `/api/customers/${id}/timeline${query}` });
const notes = (session: Session, id: number) => session.bearer({ method: 'GET', url: `/api/customers/${id}/notes` });
const addNote = (session: Session, id: number, body: unknown) => session.bearer({ method: 'POST', url: `/api/customers/${id}/notes`, payload: { body } });

beforeAll(async () => {
  t = await createTestApp();
  [merchant, guide, merchant2] = await Promise.all([t.login('merchant'), t.login('guide'), t.login('merchant2')]);
  living = await idOf('merchants', 'name', 'Demo Living');
  guideId = await idOf('accounts', 'username', 'guide');
}, 30_000);
afterAll(() => t?.close());

describe('GET /api/customers/:id/timeline', () => {
  it('pages visits and order changes newest first, with what was viewed, for how long, and the status moves', async () => {
    const id = await customer(guideId);
    const plan = (
      await sql<{ id: number; name: string }>`select id, name from plans where merchant_id = ${living} and template = false order by id limit 1`.execute(
        t.database.db,
      )
    ).rows[0]!;
    for (let minute = 1; minute <= 5; minute += 1) await visit(id, 60 - minute, { plan_id: Number(plan.id), stay: minute * 60 });
    await visit(id, 1, { environment: 'trial' });
    const goods = (
      await sql<{ id: number }>`select id from commodities where merchant_id = ${living} and deleted_at is null order by id limit 1`.execute(t.database.db)
    ).rows[0]!;
    const order = await ok<{ id: number; number: string }>(
      merchant.bearer({ method: 'POST', url: '/api/intention-orders', payload: { customer_id: id, items: [{ commodity_id: Number(goods.id), quantity: 1 }] } }),
    );
    await ok(guide.bearer({ method: 'POST', url: `/api/intention-orders/${order.id}/status`, payload: { status: 'finished' } }));

    const seen: TimelineItem[] = [];
    let cursor: string | null = null;
    do {
      const page: TimelinePage = await ok<TimelinePage>(timeline(guide, id, `?size=3${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`));
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.next;
    } while (cursor);

    expect(seen.map((item) => item.kind)).toEqual(['order_status', 'order_created', 'visit', 'visit', 'visit', 'visit', 'visit']);
    expect(new Set(seen.map((item) => item.key)).size).toBe(7);
    expect(seen[0]).toMatchObject({ order_id: order.id, order_number: order.number, from: 'untreated', to: 'finished', account_name: 'guide' });
    expect(seen[1]).toMatchObject({ from: null, to: 'untreated' });
    expect(seen[2]).toMatchObject({
      source_type: 'view',
      content_kind: 'plan',
      content_id: Number(plan.id),
      content_name: plan.name,
      stay_time: 300,
      channel: 1,
    });
    expect(seen.at(-1)).toMatchObject({ stay_time: 60 });
  });

  it('answers an empty page for a customer with no visits, and refuses a malformed cursor or size', async () => {
    const id = await customer(null);
    expect(await ok(timeline(merchant, id))).toEqual({ items: [], next: null });
    expect((await timeline(merchant, id, '?before=yesterday')).statusCode).toBe(422);
    // The shape of a cursor but no real instant (what the reliability suite's fuzzing found).
    expect((await timeline(merchant, id, `?before=${encodeURIComponent('5235-43-16T97:82:27.751097Z_o_88')}`)).statusCode).toBe(422);
    expect((await timeline(merchant, id, '?size=51')).statusCode).toBe(422);
  });

  it.each([
    ['another guide’s or nobody’s customer, to a guide', 'guide', null],
    ['another merchant’s customer', 'merchant2', 'guide'],
    ['a missing customer', 'merchant', 'missing'],
  ] as const)('is 404 for %s', async (_, who, owner) => {
    const id = owner === 'missing' ? 999_999_999 : await customer(owner === 'guide' ? guideId : null);
    const session = { guide, merchant, merchant2 }[who];
    expect((await timeline(session, id)).statusCode).toBe(404);
    expect((await notes(session, id)).statusCode).toBe(404);
    expect((await addNote(session, id, 'Hello')).statusCode).toBe(404);
  });
});

describe('GET and POST /api/customers/:id/notes', () => {
  it("adds the guide's note signed with its display name, and lists them newest first", async () => {
    const id = await customer(guideId);
    expect(await ok(notes(guide, id))).toEqual({ list: [] });
    const first = await ok<CustomerNote>(addNote(guide, id, '  Likes oak.  '));
    expect(first).toMatchObject({ body: 'Likes oak.', author_id: guideId, author_name: 'Gao Guide' });
    await ok(addNote(merchant, id, 'Call back on Monday'));
    const { list } = await ok<{ list: CustomerNote[] }>(notes(merchant, id));
    expect(list.map((note) => note.body)).toEqual(['Call back on Monday', 'Likes oak.']);
  });

  it.each([
    ['an empty note', '   '],
    ['a note over 1000 characters', 'x'.repeat(1001)],
  ])('refuses %s on its field', async (_, body) => {
    const id = await customer(guideId);
    const response = await addNote(guide, id, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? response.json().data?.errors ?? {})).toContain('body');
  });
});
