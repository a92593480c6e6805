import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTION_ORDER_STATUSES } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { ensureDemoFiles } from '../../../server/seed/demo-files.ts';
import { createStorage } from '../../../server/storage/create-storage.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Issue 36's demo (seed-customers.ts, and the customers' visits from the demo events): read from the tests' demo template. */
let t: TestApp;
let living: number;
let second: number;
beforeAll(async () => {
  t = await createTestApp();
  const merchants = (await t.database.pool.query<{ id: number; name: string }>('SELECT id, name FROM merchants')).rows;
  living = Number(merchants.find((row) => row.name === 'Demo Living')!.id);
  second = Number(merchants.find((row) => row.name === 'Second Home')!.id);
});
afterAll(() => t?.close());

const all = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, values)).rows as T[];
const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await all<T>(text, values))[0]!;

describe('the demo customers', () => {
  it("gives Demo Living 200 customers over its guides' store and guides, about a quarter of them nobody's", async () => {
    const rows = await all<{ username: string | null; store_matches: boolean; n: number }>(
      `SELECT a.username, c.store_id IS NOT DISTINCT FROM a.store_id AS store_matches, count(*)::int AS n
       FROM customers c LEFT JOIN accounts a ON a.id = c.sale_id WHERE c.merchant_id = $1 GROUP BY 1, 2 ORDER BY 1`,
      [living],
    );
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(200);
    // Every owned customer is in its guide's store; a customer of nobody has no store either.
    expect(rows.every((row) => row.store_matches)).toBe(true);
    expect(rows.map((row) => row.username)).toEqual(['duo', 'guide', null]);
    const unowned = rows.find((row) => row.username === null)!.n;
    expect(unowned).toBeGreaterThan(30);
    expect(unowned).toBeLessThan(70);
  });

  it('has customers in every merchant, unique 11-digit phones, mostly filled profiles, and registrations over the last 90 days', async () => {
    const merchants = await all<{ name: string; n: number }>(
      'SELECT m.name, count(c.id)::int AS n FROM merchants m LEFT JOIN customers c ON c.merchant_id = m.id GROUP BY m.id ORDER BY m.id',
    );
    for (const merchant of merchants) expect(merchant.n, merchant.name).toBeGreaterThan(0);
    expect(merchants.find((row) => row.name === 'Second Home')!.n).toBe(12);
    const facts = await one<{ n: number; phones: number; bad_phones: number; profiled: number; sources: string[]; days: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT phone)::int AS phones, count(*) FILTER (WHERE phone !~ '^[0-9]{11}$')::int AS bad_phones,
              count(*) FILTER (WHERE city <> '' AND address <> '' AND house_area > 0 AND style <> '' AND gender <> 'unknown')::int AS profiled,
              array_agg(DISTINCT source ORDER BY source) AS sources,
              extract(day FROM max(registered_at) - min(registered_at))::int AS days
       FROM customers WHERE merchant_id = $1`,
      [living],
    );
    expect(facts).toMatchObject({ n: 200, phones: 200, bad_phones: 0, sources: ['back_office', 'h5', 'mini_program'] });
    expect(facts.profiled).toBeGreaterThan(120);
    expect(facts.days).toBeGreaterThan(60);
    // A lapsed merchant's customers came before it lapsed.
    const outside = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM customers c JOIN merchants m ON m.id = c.merchant_id
       WHERE c.registered_at > least(now(), m.overdue_time) OR c.registered_at < least(now(), m.overdue_time) - interval '90 days'`,
    );
    expect(outside.n).toBe(0);
  });

  it('gives a mini-program customer a wechat identity whose id is its mp_user_id, an H5 one a guest identity, one added here none', async () => {
    const rows = await all<{ source: string; mp_user_id: number; kinds: string[]; wechat_id: number | null; hash_bytes: number | null }>(
      `SELECT c.source, c.mp_user_id, coalesce(array_agg(i.kind) FILTER (WHERE i.id IS NOT NULL), '{}') AS kinds,
              min(i.id) FILTER (WHERE i.kind = 'wechat') AS wechat_id, min(length(i.subject_hash)) AS hash_bytes
       FROM customers c LEFT JOIN customer_identities i ON i.customer_id = c.id AND i.merchant_id = c.merchant_id
       GROUP BY c.id`,
    );
    for (const row of rows) {
      if (row.source === 'mini_program') {
        expect(row.kinds).toEqual(['wechat']);
        expect(Number(row.mp_user_id)).toBe(Number(row.wechat_id));
        expect(row.hash_bytes).toBe(createHash('sha256').digest().length);
      } else {
        expect(row.kinds).toEqual(row.source === 'h5' ? ['guest'] : []);
        expect(Number(row.mp_user_id)).toBe(0);
      }
    }
    expect(rows.filter((row) => row.source === 'mini_program').length).toBeGreaterThan(50);
  });

  it('tags most of Demo Living’s customers from its customer tag area, and notes about 30 of them', async () => {
    const tags = await one<{ tagged: number; groups: string[] }>(
      `SELECT count(DISTINCT t.record_id)::int AS tagged, array_agg(DISTINCT g.area || ':' || g.name) AS groups
       FROM record_tags t JOIN tag_groups g ON g.id = t.group_id JOIN customers c ON c.id = t.record_id AND c.merchant_id = t.merchant_id
       WHERE t.area = 'customer' AND t.merchant_id = $1`,
      [living],
    );
    expect(tags.tagged).toBeGreaterThan(100);
    expect(tags.groups).toEqual(['customer:Intent']);
    const notes = await one<{ customers: number; unauthored: number; foreign: number }>(
      `SELECT count(DISTINCT n.customer_id)::int AS customers, count(*) FILTER (WHERE n.author_id IS NULL OR n.author_name = '')::int AS unauthored,
              count(*) FILTER (WHERE c.merchant_id <> n.merchant_id)::int AS foreign
       FROM customer_notes n JOIN customers c ON c.id = n.customer_id WHERE n.merchant_id = $1`,
      [living],
    );
    expect(notes).toEqual({ customers: 30, unauthored: 0, foreign: 0 });
  });
});

describe('the demo intention orders', () => {
  it('holds about 150 orders for Demo Living, every status several times, some of customers of nobody', async () => {
    const statuses = await all<{ status: string; n: number; unowned: number }>(
      'SELECT status, count(*)::int AS n, count(*) FILTER (WHERE sale_id IS NULL)::int AS unowned FROM intention_orders WHERE merchant_id = $1 GROUP BY 1',
      [living],
    );
    expect(statuses.map((row) => row.status).sort()).toEqual([...INTENTION_ORDER_STATUSES].sort());
    for (const row of statuses) expect(row.n, row.status).toBeGreaterThanOrEqual(3);
    expect(statuses.reduce((sum, row) => sum + row.n, 0)).toBe(150);
    expect(statuses.reduce((sum, row) => sum + row.unowned, 0)).toBeGreaterThan(10);
    const others = await one<{ n: number }>('SELECT count(*)::int AS n FROM intention_orders WHERE merchant_id = $1', [second]);
    expect(others.n).toBeGreaterThan(0);
  });

  it("copies each line's goods name and price, sums goods and amount, numbers the order, and takes the customer's guide and store", async () => {
    const orders = await all<{
      number: string;
      items: { commodity_id: number; quantity: number; name: string; price: number }[];
      goods_count: number;
      amount: number;
      sale_id: number | null;
      store_id: number | null;
      customer_sale: number | null;
      customer_store: number | null;
      merchant_id: number;
      ordered_at: Date;
      registered_at: Date;
    }>(
      `SELECT o.number, o.items, o.goods_count, o.amount, o.sale_id, o.store_id, c.sale_id AS customer_sale, c.store_id AS customer_store,
              o.merchant_id, o.ordered_at, c.registered_at
       FROM intention_orders o JOIN customers c ON c.id = o.customer_id AND c.merchant_id = o.merchant_id`,
    );
    expect(orders.length).toBe(Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM intention_orders')).n));
    const goods = new Map(
      (
        await all<{ id: number; merchant_id: number; name: string; price: number }>(
          'SELECT id, merchant_id, name, price FROM commodities WHERE deleted_at IS NULL',
        )
      ).map((row) => [Number(row.id), row]),
    );
    expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);
    for (const order of orders) {
      expect(order.number).toMatch(/^IO\d{8}\d{6}$/);
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(4);
      for (const line of order.items) {
        const item = goods.get(line.commodity_id)!;
        expect(Number(item.merchant_id)).toBe(Number(order.merchant_id));
        expect({ name: line.name, price: line.price }).toEqual({ name: item.name, price: Number(item.price) });
      }
      expect(order.goods_count).toBe(order.items.reduce((sum, line) => sum + line.quantity, 0));
      expect(Number(order.amount)).toBeCloseTo(
        order.items.reduce((sum, line) => sum + line.quantity * line.price, 0),
        2,
      );
      expect([order.sale_id, order.store_id]).toEqual([order.customer_sale, order.customer_store]);
      expect(order.ordered_at.getTime()).toBeGreaterThanOrEqual(order.registered_at.getTime());
    }
    const counts = await one<{ wrong: number }>(
      'SELECT count(*)::int AS wrong FROM customers c WHERE orders_count <> (SELECT count(*) FROM intention_orders o WHERE o.customer_id = c.id)',
    );
    expect(counts.wrong).toBe(0);
  });
});

describe('the demo DIY works', () => {
  it("holds about 40 works for Demo Living and a few for Second Home, of the merchant's plans and goods, each picture served", async () => {
    const works = await all<{ merchant_id: number; picture: string; plan_ok: boolean; goods_ok: boolean; sale_ok: boolean }>(
      `SELECT w.merchant_id, w.picture,
              (w.plan_id IS NULL OR EXISTS (SELECT 1 FROM plans p WHERE p.id = w.plan_id AND p.merchant_id = w.merchant_id)) AS plan_ok,
              cardinality(w.commodity_ids) > 0
                AND NOT EXISTS (SELECT 1 FROM unnest(w.commodity_ids) g(id) WHERE NOT EXISTS (SELECT 1 FROM commodities m WHERE m.id = g.id AND m.merchant_id = w.merchant_id)) AS goods_ok,
              w.sale_id IS NOT DISTINCT FROM c.sale_id AS sale_ok
       FROM diy_works w JOIN customers c ON c.id = w.customer_id AND c.merchant_id = w.merchant_id`,
    );
    expect(works.filter((work) => Number(work.merchant_id) === living)).toHaveLength(40);
    expect(works.filter((work) => Number(work.merchant_id) === second)).toHaveLength(5);
    for (const work of works) expect(work).toMatchObject({ plan_ok: true, goods_ok: true, sale_ok: true });

    // The pictures are made at start with the other demo files, and served like them.
    await ensureDemoFiles(t.database.db, createStorage(t.env));
    const pictures = [...new Set(works.map((work) => work.picture))];
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/files\/demo\//);
      const answer = await t.app.inject({ method: 'GET', url: picture });
      expect(answer.statusCode, picture).toBe(200);
      expect((await fileTypeFromBuffer(answer.rawPayload))?.mime).toBe('image/jpeg');
    }
  });
});

describe("the demo customers' visits", () => {
  it("names demo customers on their viewers' events, with their own guide and store, and rolls their visits from the days", async () => {
    const events = await one<{ named: number; total: number; wrong: number; viewers: number; customers: number }>(
      `SELECT count(*) FILTER (WHERE e.customer_id IS NOT NULL)::int AS named, count(*)::int AS total,
              count(*) FILTER (WHERE e.customer_id IS NOT NULL AND (c.id IS NULL OR e.sale_id IS DISTINCT FROM c.sale_id
                OR (c.store_id IS NOT NULL AND e.store_id <> c.store_id) OR e.use_at < c.registered_at))::int AS wrong,
              count(DISTINCT e.viewer_id) FILTER (WHERE e.customer_id IS NOT NULL)::int AS viewers,
              count(DISTINCT e.customer_id)::int AS customers
       FROM stats_events e LEFT JOIN customers c ON c.id = e.customer_id AND c.merchant_id = e.merchant_id
       WHERE e.merchant_id = $1 AND e.source_type NOT IN ('accountLogin', 'saleUseLog')`,
      [living],
    );
    expect(events.wrong).toBe(0);
    expect(events.customers).toBeGreaterThan(20);
    // One viewer per customer.
    expect(events.viewers).toBe(events.customers);
    expect(events.named).toBeGreaterThan(events.total * 0.03);
    expect(events.named).toBeLessThan(events.total * 0.5);

    // The rollups' visits: a visit a day, the last one's last event.
    const visits = await all<{ id: number; total_visits: number; last_visit_at: Date | null; days: number; last: Date | null }>(
      `SELECT c.id, c.total_visits, c.last_visit_at,
              (SELECT count(DISTINCT (e.use_at AT TIME ZONE m.time_zone)::date)::int FROM stats_events e
               WHERE e.merchant_id = c.merchant_id AND e.customer_id = c.id AND e.environment = 'production') AS days,
              (SELECT max(e.use_at) FROM stats_events e WHERE e.merchant_id = c.merchant_id AND e.customer_id = c.id AND e.environment = 'production') AS last
       FROM customers c JOIN merchants m ON m.id = c.merchant_id WHERE c.merchant_id IN ($1, $2)`,
      [living, second],
    );
    for (const row of visits) expect({ visits: row.total_visits, last: row.last_visit_at }, `customer ${row.id}`).toEqual({ visits: row.days, last: row.last });
    expect(visits.filter((row) => row.total_visits > 1).length).toBeGreaterThan(10);
    expect(visits.filter((row) => Number(row.id) && row.total_visits > 0).length).toBeGreaterThan(20);
  });
});
