import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { CUSTOMER_STYLES, type CustomerSource } from '../../resources/customers/customers.resource.ts';
import { INTENTION_ORDER_STATUSES, type IntentionOrderStatus } from '../../resources/intention-orders/intention-orders.resource.ts';
import type { Db } from '../db/database.ts';
import { demoFileUrl } from './demo-media.ts';
import { prng } from './seed-stats.ts';

const DAY_MS = 86_400_000;

/**
 * Issue 36's demo: customers, their identities, intention orders, DIY works, notes and tags.
 *
 * - Demo Living: 200 customers registered over the last 90 days, owned by its guides (`guide`,
 *   and `duo` in its guide role: `sale_id` the guide, `store_id` the guide's store) or, about a
 *   quarter of them, by nobody; about 150 orders in every status (some of unowned customers), about
 *   40 DIY works with generated pictures, notes on about 30 customers, an intent tag on most.
 * - Second Home: 12 customers (it has no guide: all the merchant's), a few orders and works.
 * - Every other merchant: a few customers, so that every merchant's list has rows.
 *
 * A mini-program customer has a `wechat` identity (the SHA-256 of a made-up openid) whose id is
 * its `mp_user_id`; an H5 one a `guest` identity; one added in the back office none. Deterministic
 * but for the times, which count back from the seed's start. Visits come later, from the demo
 * events (seed-stats.ts) and the rollups.
 */
interface MerchantCustomers {
  customers: number;
  orders: number;
  works: number;
  notes: number;
  /** Share of customers of no guide (a merchant without guides has only such). */
  unowned: number;
}

const PLANS: Record<string, MerchantCustomers> = {
  living: { customers: 200, orders: 150, works: 40, notes: 30, unowned: 0.25 },
  second: { customers: 12, orders: 6, works: 5, notes: 3, unowned: 1 },
  soon: { customers: 4, orders: 0, works: 0, notes: 0, unowned: 1 },
  lapsed: { customers: 2, orders: 0, works: 0, notes: 0, unowned: 1 },
  academy: { customers: 4, orders: 0, works: 0, notes: 0, unowned: 1 },
};

const SECRET_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The demo's time window: customers registered over the last 90 days. */
const REGISTRATION_DAYS = 90;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '梁', '宋'];
const GIVEN_NAMES = ['芳', '娜', '伟', '敏', '静', '磊', '洋', '婷', '杰', '丽', '强', '欣怡', '子涵', '浩然', '雨桐', '思远', '嘉怡', '晓东', '俊杰', '一鸣'];
const FIRST_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sophia', 'Leo', 'Chloe', 'Ryan', 'Grace', 'Daniel', 'Lily', 'Jack'];
const LAST_NAMES = ['Wang', 'Chen', 'Smith', 'Li', 'Brown', 'Zhang', 'Taylor', 'Liu', 'Wilson', 'Huang', 'Zhou', 'Lee'];

/** Where each merchant's customers live: its home city first. */
const CITIES: Record<string, string[]> = {
  living: ['Shanghai', 'Shanghai', 'Shanghai', 'Suzhou', 'Hangzhou', 'Shenzhen', 'Beijing'],
  second: ['Guangzhou', 'Guangzhou', 'Foshan', 'Shenzhen'],
  soon: ['Nanjing', 'Suzhou'],
  lapsed: ['Wuhan'],
  academy: ['Hangzhou', 'Ningbo'],
};
const STREETS = ['Huaihai Road', 'Nanjing Road', 'Century Avenue', 'Zhongshan Road', 'Renmin Road', 'Jiefang Road', 'Binjiang Avenue', 'Wenyi Road'];
const ROOMS = ['Living room', 'Bedroom', 'Dining room', 'Kitchen', 'Study', ''];
const ORDER_NOTES = ['', '', '', 'Delivery after the 15th, please.', 'Wants the walnut finish.', 'Asked for a quote with installation.', '周末送货'];
const WORK_NAMES = ['My living room', 'Cosy bedroom', 'Nordic study', 'Open kitchen', 'Dining corner', 'Kids room idea', 'Balcony reading nook', '我的客厅'];
/** The handful of generated pictures the works share (made at start like every demo file, demo-files.ts). */
const WORK_PICTURES = ['diy-living-room.jpg', 'diy-bedroom.jpg', 'diy-study.jpg', 'diy-kitchen.jpg', 'diy-dining.jpg', 'diy-balcony.jpg'];
const NOTE_BODIES = [
  'Prefers walnut finishes; coming back with her partner on Saturday.',
  'Moving in next month, needs the bedroom first.',
  'Asked about the sofa in grey; sent the fabric samples.',
  'Budget around 30,000 for the living room.',
  'Called back, wants a home visit to measure.',
  'Interested in the Nordic showroom plan.',
  '客户想要原木色，下周再联系。',
  'Follow up after the holiday promotion.',
];
/** Statuses after the first few rounds of every one: most orders are untreated or in progress. */
const STATUS_WEIGHTS: Record<IntentionOrderStatus, number> = {
  untreated: 0.3,
  finished: 0.18,
  invalid: 0.08,
  unpaid: 0.12,
  not_opened: 0.08,
  order_placed: 0.16,
  chargeback: 0.08,
};
/** Rounds of every status before the weights: each shows several times in the list's filter. */
const STATUS_ROUNDS = 3;

interface Guide {
  id: number;
  storeId: number | null;
  name: string;
}

interface SeededCustomer {
  id: number;
  saleId: number | null;
  storeId: number | null;
  source: CustomerSource;
  registeredAt: Date;
}

interface Goods {
  id: number;
  name: string;
  price: number;
}

export async function seedCustomersDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  const random = prng(0x5eed_0036);
  const now = Date.now();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (from: number, to: number) => new Date(from + Math.floor(random() * Math.max(0, to - from)));
  const phones = new Set<string>();
  const phone = () => {
    for (;;) {
      const made = `1${pick(['3', '5', '7', '8', '9'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
      if (!phones.has(made)) {
        phones.add(made);
        return made;
      }
    }
  };
  // A WeChat openid looks like `o` and 27 URL-safe letters; a guest's secret is the page's own.
  const secret = (first: string, length: number) => first + Array.from({ length }, () => SECRET_LETTERS[Math.floor(random() * SECRET_LETTERS.length)]).join('');
  const nickname = () =>
    random() < 0.6 ? `${pick(SURNAMES)}${pick(GIVEN_NAMES)}` : random() < 0.7 ? `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}` : pick(FIRST_NAMES);

  for (const [key, plan] of Object.entries(PLANS)) {
    const merchantId = merchantIds.get(key);
    if (merchantId === undefined) continue;
    const guides = await guidesOf(trx, merchantId);
    const { rows: merchantRows } = await sql<{ overdue_time: Date | null }>`SELECT overdue_time FROM merchants WHERE id = ${merchantId}`.execute(trx);
    // A lapsed merchant's customers came while it was in service.
    const end = Math.min(now, merchantRows[0]?.overdue_time?.getTime() ?? now);
    const cities = CITIES[key] ?? ['Shanghai'];

    // The customers, oldest first.
    const drafts = Array.from({ length: plan.customers }, () => {
      const guide = guides.length && random() >= plan.unowned ? guides[Math.floor(guides.length * random() ** 1.3)] : undefined;
      const sourceDraw = random();
      const source: CustomerSource = sourceDraw < 0.5 ? 'mini_program' : sourceDraw < 0.8 ? 'h5' : 'back_office';
      const genderDraw = random();
      const profiled = random() < 0.85;
      return {
        merchant_id: merchantId,
        nickname: nickname(),
        phone: phone(),
        gender: genderDraw < 0.5 ? 'female' : genderDraw < 0.9 ? 'male' : 'unknown',
        source,
        registered_at: between(end - REGISTRATION_DAYS * DAY_MS, end),
        city: profiled ? pick(cities) : '',
        address: profiled ? `Apt ${1 + Math.floor(random() * 30)}0${1 + Math.floor(random() * 4)}, ${1 + Math.floor(random() * 300)} ${pick(STREETS)}` : '',
        house_area: profiled ? Math.round((55 + random() * 180) * 100) / 100 : null,
        style: profiled ? pick(CUSTOMER_STYLES.filter((style) => style !== '')) : '',
        sale_id: guide?.id ?? null,
        store_id: guide?.storeId ?? null,
      };
    }).sort((a, b) => a.registered_at.getTime() - b.registered_at.getTime());
    const inserted = await trx
      .insertInto('customers' as never)
      .values(drafts.map((draft) => ({ ...draft, created_at: draft.registered_at, updated_at: draft.registered_at })) as never)
      .returning(['id', 'phone'] as never)
      .execute();
    const idOfPhone = new Map((inserted as unknown as { id: number; phone: string }[]).map((row) => [row.phone, Number(row.id)]));
    const customers: SeededCustomer[] = drafts.map((draft) => ({
      id: idOfPhone.get(draft.phone)!,
      saleId: draft.sale_id,
      storeId: draft.store_id,
      source: draft.source,
      registeredAt: draft.registered_at,
    }));

    // Their identities: a made-up openid for the mini program, a guest secret for H5, as SHA-256.
    const identities = customers
      .filter((customer) => customer.source !== 'back_office')
      .map((customer) => ({
        merchant_id: merchantId,
        kind: customer.source === 'mini_program' ? 'wechat' : 'guest',
        subject_hash: createHash('sha256')
          .update(customer.source === 'mini_program' ? secret('o', 27) : secret('g', 43))
          .digest(),
        customer_id: customer.id,
        sale_id: customer.saleId,
        created_at: customer.registeredAt,
      }));
    if (identities.length)
      await trx
        .insertInto('customer_identities' as never)
        .values(identities as never)
        .execute();
    await sql`UPDATE customers c SET mp_user_id = i.id FROM customer_identities i
      WHERE i.customer_id = c.id AND i.kind = 'wechat' AND c.merchant_id = ${merchantId}`.execute(trx);

    const goods = await goodsOf(trx, merchantId);
    if (plan.orders && goods.length) await seedOrders(trx, merchantId, plan.orders, customers, goods, random, now);
    if (plan.works && goods.length) await seedWorks(trx, merchantId, plan.works, customers, goods, random, now);
    if (plan.notes) await seedNotes(trx, merchantId, plan.notes, customers, guides, random, now);
    await seedIntentTags(trx, merchantId, customers, random);
  }
  await sql`UPDATE customers c SET orders_count = o.n FROM (SELECT customer_id, count(*)::int AS n FROM intention_orders GROUP BY 1) o
    WHERE c.id = o.customer_id`.execute(trx);
}

/** The merchant's accounts holding the shopping guide's role (`duo` holds it beside its default). */
async function guidesOf(trx: Db, merchantId: number): Promise<Guide[]> {
  const { rows } = await sql<{ id: number; store_id: number | null; name: string }>`
    SELECT DISTINCT a.id, a.store_id, a.name FROM accounts a JOIN account_roles ar ON ar.account_id = a.id JOIN roles r ON r.id = ar.role_id
    WHERE a.merchant_id = ${merchantId} AND r.code = 'guide' ORDER BY a.id`.execute(trx);
  return rows.map((row) => ({ id: Number(row.id), storeId: row.store_id === null ? null : Number(row.store_id), name: row.name }));
}

/** The merchant's goods outside the recycle bin, with the name and price an order line copies. */
async function goodsOf(trx: Db, merchantId: number): Promise<Goods[]> {
  const { rows } = await sql<{ id: number; name: string; price: number }>`
    SELECT id, name, price FROM commodities WHERE merchant_id = ${merchantId} AND deleted_at IS NULL ORDER BY id`.execute(trx);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, price: Number(row.price) }));
}

/** `count` distinct items of the list (all of it when shorter). */
function someOf<T>(random: () => number, list: readonly T[], count: number): T[] {
  const left = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && left.length) chosen.push(left.splice(Math.floor(random() * left.length), 1)[0]!);
  return chosen;
}

/** An instant between the customer's registration and `now`: when it ordered, submitted or was noted. */
const sinceRegistered = (random: () => number, customer: SeededCustomer, now: number) =>
  new Date(customer.registeredAt.getTime() + Math.floor(random() * Math.max(0, now - customer.registeredAt.getTime())));

async function seedOrders(trx: Db, merchantId: number, count: number, customers: SeededCustomer[], goods: Goods[], random: () => number, now: number) {
  const weighted = Object.entries(STATUS_WEIGHTS) as [IntentionOrderStatus, number][];
  const status = (index: number): IntentionOrderStatus => {
    if (index < INTENTION_ORDER_STATUSES.length * STATUS_ROUNDS) return INTENTION_ORDER_STATUSES[index % INTENTION_ORDER_STATUSES.length];
    let at = random();
    for (const [value, weight] of weighted) {
      at -= weight;
      if (at < 0) return value;
    }
    return 'untreated';
  };
  const orders = Array.from({ length: count }, (_, index) => {
    const customer = customers[Math.floor(random() * customers.length)];
    const lines = someOf(random, goods, 1 + Math.floor(random() * Math.min(4, goods.length))).map((item) => ({
      commodity_id: item.id,
      quantity: random() < 0.7 ? 1 : 2 + Math.floor(random() * 3),
      name: item.name,
      price: item.price,
    }));
    const orderedAt = sinceRegistered(random, customer, now);
    return {
      customer,
      lines,
      orderedAt,
      status: status(index),
      room: ROOMS[Math.floor(random() * ROOMS.length)],
      note: ORDER_NOTES[Math.floor(random() * ORDER_NOTES.length)],
    };
  }).sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime());
  // One statement; the numbers follow the order of the rows, oldest first, as they would have been given.
  await trx
    .insertInto('intention_orders' as never)
    .values(
      orders.map((order) => ({
        merchant_id: merchantId,
        number: sql`'IO' || to_char(${order.orderedAt}::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('intention_order_number_seq')::text, 6, '0')`,
        customer_id: order.customer.id,
        sale_id: order.customer.saleId,
        store_id: order.customer.storeId,
        room: order.room,
        items: JSON.stringify(order.lines),
        goods_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        amount: Math.round(order.lines.reduce((sum, line) => sum + line.quantity * line.price, 0) * 100) / 100,
        note: order.note,
        status: order.status,
        ordered_at: order.orderedAt,
        created_at: order.orderedAt,
        // A status changed since: a little after the order.
        updated_at: order.status === 'untreated' ? order.orderedAt : new Date(Math.min(now, order.orderedAt.getTime() + Math.floor(random() * 3 * DAY_MS))),
      })) as never,
    )
    .execute();
}

async function seedWorks(trx: Db, merchantId: number, count: number, customers: SeededCustomer[], goods: Goods[], random: () => number, now: number) {
  const { rows: plans } = await sql<{ id: number }>`SELECT id FROM plans WHERE merchant_id = ${merchantId} AND NOT template ORDER BY id`.execute(trx);
  // Works are submitted from the showroom apps: by customers who came through one.
  const app = customers.filter((customer) => customer.source !== 'back_office');
  const authors = app.length ? app : customers;
  const works = Array.from({ length: count }, (_, index) => {
    const customer = authors[Math.floor(random() * authors.length)];
    const submittedAt = sinceRegistered(random, customer, now);
    return {
      merchant_id: merchantId,
      customer_id: customer.id,
      sale_id: customer.saleId,
      name: WORK_NAMES[index % WORK_NAMES.length],
      plan_id: plans.length && random() < 0.75 ? Number(plans[Math.floor(random() * plans.length)].id) : null,
      commodity_ids: someOf(random, goods, 1 + Math.floor(random() * 3)).map((item) => item.id),
      picture: demoFileUrl(WORK_PICTURES[index % WORK_PICTURES.length]),
      submitted_at: submittedAt,
      created_at: submittedAt,
      updated_at: submittedAt,
    };
  });
  await trx
    .insertInto('diy_works' as never)
    .values(works as never)
    .execute();
}

async function seedNotes(trx: Db, merchantId: number, count: number, customers: SeededCustomer[], guides: Guide[], random: () => number, now: number) {
  // The merchant's own accounts write about the customers no guide has: its first manager, else its master.
  const { rows: managers } = await sql<{ id: number; name: string }>`
    SELECT a.id, a.name FROM accounts a JOIN roles r ON r.id = a.role_id
    WHERE a.merchant_id = ${merchantId} AND r.code IN ('manager', 'master') ORDER BY r.code = 'manager' DESC, a.id LIMIT 1`.execute(trx);
  const notes = someOf(random, customers, count).flatMap((customer) => {
    const author = guides.find((guide) => guide.id === customer.saleId) ?? managers[0];
    return Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
      merchant_id: merchantId,
      customer_id: customer.id,
      author_id: author ? Number(author.id) : null,
      author_name: author?.name ?? '',
      body: NOTE_BODIES[Math.floor(random() * NOTE_BODIES.length)],
      created_at: sinceRegistered(random, customer, now),
    }));
  });
  if (notes.length)
    await trx
      .insertInto('customer_notes' as never)
      .values(notes as never)
      .execute();
}

/** The merchant's customer tag group `Intent` (seed-engine.ts), when it has one, on about two customers in three. */
async function seedIntentTags(trx: Db, merchantId: number, customers: SeededCustomer[], random: () => number) {
  const { rows } = await sql<{ id: number; items: string[] }>`
    SELECT id, items FROM tag_groups WHERE merchant_id = ${merchantId} AND area = 'customer' AND name = 'Intent'`.execute(trx);
  const group = rows[0];
  if (!group) return;
  const items = group.items;
  const tags = customers
    .filter(() => random() < 0.65)
    .map((customer) => ({
      merchant_id: merchantId,
      area: 'customer',
      record_id: customer.id,
      group_id: Number(group.id),
      item: items[Math.floor(random() * items.length)],
    }));
  if (tags.length && items.length) await trx.insertInto('record_tags').values(tags).execute();
}
