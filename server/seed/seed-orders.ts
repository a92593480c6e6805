import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;

interface DemoOrder {
  merchant: string;
  product: 'edition' | 'service';
  edition?: string;
  service?: string;
  quantity?: number;
  amount: number;
  periodMonths: number;
  periods: number;
  /** Each period's state, oldest first, and how many days ago the first began. */
  states: string[];
  startedDaysAgo: number;
}

/**
 * The order centre's demo: versions and services for the demo merchants, in every instance state
 * (in effect, expired normally, ended by hand, frozen). Written as history, so the merchants'
 * terms are those the demo gives them elsewhere.
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  { merchant: 'living', product: 'edition', edition: 'flagship', amount: 29_800, periodMonths: 12, periods: 2, states: ['effective'], startedDaysAgo: 60 },
  {
    merchant: 'living',
    product: 'service',
    service: 'storage-pack',
    quantity: 100,
    amount: 1_200,
    periodMonths: 12,
    periods: 1,
    states: ['effective'],
    startedDaysAgo: 30,
  },
  { merchant: 'second', product: 'edition', edition: 'professional', amount: 12_800, periodMonths: 12, periods: 1, states: ['effective'], startedDaysAgo: 20 },
  {
    merchant: 'second',
    product: 'service',
    service: 'plan-pack',
    quantity: 50,
    amount: 900,
    periodMonths: 3,
    periods: 2,
    states: ['expired', 'frozen'],
    startedDaysAgo: 120,
  },
  { merchant: 'soon', product: 'edition', edition: 'standard', amount: 680, periodMonths: 1, periods: 1, states: ['effective'], startedDaysAgo: 10 },
  { merchant: 'lapsed', product: 'edition', edition: 'trial', amount: 0, periodMonths: 1, periods: 1, states: ['expired'], startedDaysAgo: 40 },
  { merchant: 'academy', product: 'edition', edition: 'professional', amount: 9_800, periodMonths: 12, periods: 1, states: ['effective'], startedDaysAgo: 90 },
  {
    merchant: 'academy',
    product: 'service',
    service: 'account-pack',
    quantity: 20,
    amount: 400,
    periodMonths: 6,
    periods: 1,
    states: ['ended'],
    startedDaysAgo: 45,
  },
];

export async function seedOrdersDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  const staff = await trx.selectFrom('accounts').select(['id', 'username']).where('kind', '=', 'staff').orderBy('id').limit(1).executeTakeFirst();
  for (const order of DEMO_ORDERS) {
    const merchantId = merchantIds.get(order.merchant);
    if (merchantId === undefined) continue;
    const started = new Date(Date.now() - order.startedDaysAgo * DAY_MS);
    const { rows } = await sql<{ id: number }>`
      insert into orders (number, merchant_id, product, edition, service, quantity, amount, period_months, periods, created_by, created_by_name, created_at)
      values ('OC' || to_char(${started}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('order_number_seq')::text, 6, '0'), ${merchantId},
        ${order.product}, ${order.edition ?? null}, ${order.service ?? null}, ${order.quantity ?? 1}, ${order.amount}, ${order.periodMonths}, ${order.periods},
        ${staff?.id ?? null}, ${staff?.username ?? ''}, ${started})
      returning id`.execute(trx);
    const orderId = rows[0]!.id;
    for (const [index, status] of order.states.entries())
      await sql`insert into order_instances (order_id, merchant_id, seq, starts_at, ends_at, status)
        values (${orderId}, ${merchantId}, ${index + 1}, ${started}::timestamptz + make_interval(months => ${order.periodMonths * index}),
          ${started}::timestamptz + make_interval(months => ${order.periodMonths * (index + 1)}), ${status})`.execute(trx);
  }
}
