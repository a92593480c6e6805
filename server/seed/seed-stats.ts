import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type CONTENT_SOURCE_TYPES, DEMO_REGIONS } from '../../resources/stats/stats-kinds.ts';
import type { Db } from '../db/database.ts';
import { rollMarkedHours } from '../modules/stats/stats-rollups.repository.ts';

/**
 * The demo's statistics events (issue 16 "Demo data"): 90 days of what showroom apps and the usage
 * timer would have sent the demo merchants, written with COPY, their hours marked and rolled up,
 * so the home page and the data cockpit show a living business on first start.
 *
 * What the data looks like, per merchant:
 * - content events (`view` with `stay_time` and `use_time` in seconds, `share`, `favorite`) about
 *   the merchant's own commodities, albums, videos and documents (kinds without records, such as
 *   applications, plans, activities and coupons, stay null), a few favourites far ahead of the rest;
 * - a daily rhythm in the merchant's time zone (quiet nights, a lunch bump, busy afternoons and
 *   evenings) and a weekly one (weekends about 1.6 times a weekday), a slow growth over the period
 *   and some day-to-day noise;
 * - its stores (the first the busiest), and the guides of each store (`sale_id`) on most events;
 *   a merchant without guide accounts has events of no guide (issue 34: back-office accounts are never guides);
 * - channels 0–5 in a realistic mix, regions (province and city) around the merchant's home
 *   region, about 1 % trial or develop events (which statistics do not count);
 * - the usage timer's `accountLogin` and `saleUseLog` (with `use_time` in seconds) of every
 *   shopping guide's account on its working days (one day off a week): only a guide has sale info
 *   and records usage (spec §4), never a master, manager, designer or other back-office account;
 * - a lapsed merchant's events stop when its service lapsed;
 * - the merchant's customers who came through an app (seed-customers.ts) are some of its viewers,
 *   each always the same one: from its registration on, that viewer's events name the customer and,
 *   when a guide owns it, that guide and its store (none for a customer of nobody), so customers
 *   have visit timelines and the rollups give them visits.
 *
 * Deterministic: the same accounts, records and `until` give the same events (a seeded PRNG).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoEventsOptions {
  /** Days of history, counted back from `until`. */
  days?: number;
  /** The last instant events may have (default now). */
  until?: Date;
  /** Multiplies every merchant's volume (1: a few hundred thousand events over 90 days). */
  scale?: number;
}

/** `npm start`'s demo: 90 days up to now. */
export const DEMO_EVENT_DAYS = 90;

/**
 * The tests' template: one week at a fifth of the volume (a few thousand events), ending two days
 * before the run starts, so that tests writing their own events into the last hours (ingestion,
 * rollups) count exactly theirs.
 */
export function templateEventsOptions(now = Date.now()): Required<DemoEventsOptions> {
  return { days: 7, scale: 0.2, until: new Date(Math.floor(now / HOUR_MS) * HOUR_MS - 2 * DAY_MS) };
}

/** The content kinds that have records to name. */
export const DEMO_CONTENT_KINDS = ['commodity', 'album', 'video', 'document'] as const;
export type DemoContentKind = (typeof DEMO_CONTENT_KINDS)[number];

export interface DemoSeller {
  id: number;
  storeId: number | null;
  roles: string[];
}

/** A customer as the generator sees it: whose it is, and since when (epoch milliseconds). */
export interface DemoCustomer {
  id: number;
  saleId: number | null;
  storeId: number | null;
  registeredAt: number;
}

/** One merchant as the generator sees it. */
export interface DemoMerchantPlan {
  id: number;
  timeZone: string;
  /** Content events on an average day, before `scale`. */
  dailyEvents: number;
  /** Events stop here (a lapsed merchant's end of service). */
  until?: Date;
  stores: number[];
  /**
   * The merchant's master, manager and guide accounts. Guides (isDemoGuide) have sale info: they sell
   * content, and only they record usage; a merchant without guides has events of no guide.
   */
  sellers: DemoSeller[];
  content: Record<DemoContentKind, number[]>;
  /** Index in DEMO_REGIONS of where most of its viewers are. */
  homeRegion: number;
  /** Its customers who came through an app, oldest first; the first ones are its most regular viewers. */
  customers?: DemoCustomer[];
}

/** One row of `stats_events` (the columns COPY fills). */
export interface DemoEvent {
  merchant_id: number;
  source_type: string;
  use_at: Date;
  created_at: Date;
  channel: number;
  environment: 'production' | 'trial' | 'develop';
  viewer_id: string | null;
  store_id: number | null;
  sale_id: number | null;
  customer_id: number | null;
  content_kind: DemoContentKind | null;
  content_id: number | null;
  use_time: number | null;
  stay_time: number | null;
  province: string | null;
  city: string | null;
}

/** Content events a day, by merchant name; any other merchant with content gets the default. */
const DAILY_EVENTS: Record<string, number> = { 'Demo Living': 1500, 'Second Home': 550 };
const DEFAULT_DAILY_EVENTS = 250;
/** Home regions by merchant name (index in DEMO_REGIONS); others by id. */
const HOME_REGIONS: Record<string, number> = { 'Demo Living': 0, 'Second Home': 2, 'Soon Home': 3, 'Demo Academy': 5 };

/** Weight of each local hour 0–23: quiet nights, a lunch bump, busy afternoons and evenings. */
export const HOUR_WEIGHTS = [0.6, 0.35, 0.2, 0.15, 0.15, 0.2, 0.4, 0.9, 1.6, 2.6, 3.6, 4.2, 4.5, 4.0, 4.6, 5.4, 5.8, 5.6, 5.0, 5.8, 6.4, 6.0, 4.2, 2.0];
const HOUR_WEIGHT_SUM = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
/** Weight of each weekday, Monday first: weekends are the showroom's busy days. */
export const WEEKDAY_WEIGHTS = [0.84, 0.8, 0.86, 0.9, 1.05, 1.45, 1.35];
const WEEKDAY_MEAN = WEEKDAY_WEIGHTS.reduce((sum, weight) => sum + weight, 0) / 7;
/** Channels 0–5: the showroom app and mini-program lead, H5 and the rest follow. */
const CHANNEL_WEIGHTS = [0.34, 0.24, 0.2, 0.1, 0.07, 0.05];
const KIND_WEIGHTS: Record<DemoContentKind, number> = { commodity: 0.45, album: 0.2, video: 0.2, document: 0.15 };
const SOURCE_TYPE_WEIGHTS: Record<(typeof CONTENT_SOURCE_TYPES)[number], number> = { view: 0.78, share: 0.13, favorite: 0.09 };
/** Hours (local) the usage timer runs in: a working day from 9 to 21. */
const WORK_HOURS = [9, 21] as const;

/**
 * A shopping guide: the demo's one role tagged `seller_sale` that accounts hold is `guide`. Only a
 * guide's account has sale info and records usage (spec §4; issue #34: the back office does not count itself).
 */
export const isDemoGuide = (seller: DemoSeller): boolean => seller.roles.includes('guide');

/** mulberry32: a small, fast PRNG with a 32-bit state, enough for demo data. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in [0, 1) from a string (FNV-1a), for noise that depends on the day, not on the draws before it. */
function hashUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 4294967296;
}

function pickWeighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of entries) {
    at -= weight;
    if (at < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** A count with mean `mean` (Poisson below 30, its normal approximation above). */
function sampleCount(random: () => number, mean: number): number {
  if (mean <= 0) return 0;
  if (mean < 30) {
    const limit = Math.exp(-mean);
    let count = 0;
    for (let product = random(); product > limit; product *= random()) count++;
    return count;
  }
  const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss));
}

/** The local hour, weekday (0 = Monday) and date of an instant in a time zone. */
function localClock(timeZone: string): (at: number) => { hour: number; weekday: number; day: string } {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return { hour: Number(parts.hour) % 24, weekday: weekdays.indexOf(parts.weekday), day: `${parts.year}-${parts.month}-${parts.day}` };
  };
}

/**
 * The events of the given merchants from `until - days` to `until`, in time order hour by hour.
 * Pure: the same plans and options give the same events.
 */
export function* generateDemoEvents(plans: DemoMerchantPlan[], options: DemoEventsOptions = {}): Generator<DemoEvent> {
  const days = options.days ?? DEMO_EVENT_DAYS;
  const scale = options.scale ?? 1;
  const end = (options.until ?? new Date()).getTime();
  const start = end - days * DAY_MS;
  const random = prng(0x5eed_0016);
  const merchants = plans.map((plan) => {
    const guidesByStore = new Map<number, DemoSeller[]>();
    for (const seller of plan.sellers) {
      if (isDemoGuide(seller) && seller.storeId !== null) guidesByStore.set(seller.storeId, [...(guidesByStore.get(seller.storeId) ?? []), seller]);
    }
    const kinds = DEMO_CONTENT_KINDS.filter((kind) => plan.content[kind].length).map((kind) => [kind, KIND_WEIGHTS[kind]] as const);
    const regions = DEMO_REGIONS.map((region, index) => [region, index === plan.homeRegion ? 4 : 1 / (1 + index)] as const);
    const stores = plan.stores.map((store, index) => [store, index === 0 ? 2 : 1] as const);
    const viewers = Math.max(20, Math.round(plan.dailyEvents * scale * 4));
    const guides = plan.sellers.filter(isDemoGuide);
    // Customer k is viewer k × stride: spread over the audience, the oldest among its regulars.
    const customers = plan.customers ?? [];
    const stride = Math.max(1, Math.round(viewers / (2 * Math.max(1, customers.length))));
    const customerOf = (viewer: number) => (viewer % stride === 0 ? customers[viewer / stride] : undefined);
    return {
      plan,
      guidesByStore,
      guides,
      kinds,
      regions,
      stores,
      viewers,
      customerOf,
      clock: localClock(plan.timeZone),
      end: Math.min(end, plan.until?.getTime() ?? end),
    };
  });
  const channels = CHANNEL_WEIGHTS.map((weight, channel) => [channel, weight] as const);
  const sourceTypes = Object.entries(SOURCE_TYPE_WEIGHTS) as [string, number][];

  for (let hour = Math.floor(start / HOUR_MS) * HOUR_MS; hour < end; hour += HOUR_MS) {
    const batch: DemoEvent[] = [];
    for (const merchant of merchants) {
      const { plan, clock } = merchant;
      const from = Math.max(hour, start);
      const to = Math.min(hour + HOUR_MS, merchant.end);
      if (to <= from) continue;
      const span = to - from;
      const local = clock(hour);
      const at = () => from + Math.floor(random() * span);
      const base = (time: number, sourceType: string): DemoEvent => ({
        merchant_id: plan.id,
        source_type: sourceType,
        use_at: new Date(time),
        created_at: new Date(Math.min(time + 1000 + Math.floor(random() * 20_000), end)),
        channel: 0,
        environment: 'production',
        viewer_id: null,
        store_id: null,
        sale_id: null,
        customer_id: null,
        content_kind: null,
        content_id: null,
        use_time: null,
        stay_time: null,
        province: null,
        city: null,
      });

      // Content events: the day's volume spread over the hours, weekdays and a slow growth.
      if (merchant.kinds.length && plan.stores.length) {
        const growth = 0.85 + (0.3 * (hour - start)) / (days * DAY_MS);
        const noise = 0.88 + 0.24 * hashUnit(`${plan.id}:${local.day}`);
        const mean =
          ((plan.dailyEvents * scale * WEEKDAY_WEIGHTS[local.weekday]) / WEEKDAY_MEAN) *
          (HOUR_WEIGHTS[local.hour] / HOUR_WEIGHT_SUM) *
          growth *
          noise *
          (span / HOUR_MS);
        const count = sampleCount(random, mean);
        for (let i = 0; i < count; i++) {
          const sourceType = pickWeighted(random, sourceTypes);
          const event = base(at(), sourceType);
          const kind = pickWeighted(random, merchant.kinds);
          const ids = plan.content[kind];
          // A few favourites far ahead of the rest (the rankings have a clear top).
          event.content_kind = kind;
          event.content_id = ids[Math.floor(ids.length * random() ** 2.2)];
          event.store_id = pickWeighted(random, merchant.stores);
          const guides = merchant.guidesByStore.get(event.store_id) ?? [];
          if (guides.length && random() < 0.78) event.sale_id = guides[Math.floor(guides.length * random() ** 1.6)].id;
          event.channel = pickWeighted(random, channels);
          const environment = random();
          event.environment = environment < 0.005 ? 'trial' : environment < 0.008 ? 'develop' : 'production';
          // The audience grows (a quarter of it at the start, all of it by the end), and some of
          // each hour's viewers joined lately: customer analytics has new visitors in any period.
          const audience = Math.max(1, Math.round(merchant.viewers * (0.25 + (0.75 * (hour - start)) / (days * DAY_MS))));
          const viewer = random() < 0.12 ? audience - 1 - Math.floor(audience * 0.03 * random()) : Math.floor(audience * random() ** 1.5);
          event.viewer_id = `wx-${plan.id}-${viewer}`;
          // A customer's viewer: its guide's (or no guide's) once registered. No draw here: the events
          // of every other viewer are those a merchant without customers would have.
          const customer = merchant.customerOf(viewer);
          if (customer && event.use_at.getTime() >= customer.registeredAt) {
            event.customer_id = customer.id;
            event.sale_id = customer.saleId;
            if (customer.storeId !== null) event.store_id = customer.storeId;
          }
          if (random() >= 0.02) [event.province, event.city] = pickWeighted(random, merchant.regions);
          if (sourceType === 'view') {
            const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
            event.stay_time = Math.min(1800, Math.max(2, Math.round(Math.exp(Math.log(45) + 0.9 * gauss))));
            event.use_time = Math.round(event.stay_time * (0.3 + 0.6 * random()));
          }
          batch.push(event);
        }
      }

      // The usage timer: each guide's account on its working days (one weekday off), a login in
      // the morning (and sometimes after lunch), and stretches of use through the working hours.
      for (const seller of merchant.guides) {
        if (local.weekday === seller.id % 5 || local.hour < WORK_HOURS[0] || local.hour > WORK_HOURS[1]) continue;
        const usage = (sourceType: string) => {
          const event = base(at(), sourceType);
          event.viewer_id = `account:${seller.id}`;
          event.store_id = seller.storeId;
          event.sale_id = seller.id;
          // As POST /api/record/newStatsRecord writes it: the back office's use names no region of a visitor.
          batch.push(event);
          return event;
        };
        if (local.hour === WORK_HOURS[0] + (seller.id % 2) && random() < 0.92) usage('accountLogin');
        if (local.hour === 14 && random() < 0.3) usage('accountLogin');
        if (random() < 0.55) usage('saleUseLog').use_time = 60 + Math.floor(random() * 1500);
      }
    }
    batch.sort((a, b) => a.use_at.getTime() - b.use_at.getTime());
    yield* batch;
  }
}

/** The columns COPY fills, in the order of `copyLine`. */
const COPY_COLUMNS = [
  'merchant_id',
  'source_type',
  'use_at',
  'created_at',
  'channel',
  'environment',
  'viewer_id',
  'store_id',
  'sale_id',
  'customer_id',
  ...DEMO_CONTENT_KINDS.map((kind) => `${kind}_id`),
  'use_time',
  'stay_time',
  'province',
  'city',
];

/** One event as a line of COPY's text format (none of the values hold a tab, newline or backslash). */
function copyLine(event: DemoEvent): string {
  const value = (text: string | number | null) => (text === null ? '\\N' : String(text));
  return [
    event.merchant_id,
    event.source_type,
    event.use_at.toISOString(),
    event.created_at.toISOString(),
    event.channel,
    event.environment,
    value(event.viewer_id),
    value(event.store_id),
    value(event.sale_id),
    value(event.customer_id),
    ...DEMO_CONTENT_KINDS.map((kind) => value(event.content_kind === kind ? event.content_id : null)),
    value(event.use_time),
    value(event.stay_time),
    value(event.province),
    value(event.city),
  ].join('\t');
}

/** Writes events with COPY … FROM STDIN on one connection; answers how many. */
export async function copyEvents(pool: pg.Pool, events: Iterable<DemoEvent>): Promise<number> {
  let count = 0;
  async function* chunks() {
    let chunk = '';
    for (const event of events) {
      chunk += `${copyLine(event)}\n`;
      count++;
      if (chunk.length >= 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const client = await pool.connect();
  try {
    await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY stats_events (${COPY_COLUMNS.join(', ')}) FROM STDIN`)));
  } finally {
    client.release();
  }
  return count;
}

/** Makes the partitions of every month from `from` to `to` (UTC), so COPY finds a home for every row. */
export async function ensurePartitions(db: Db, from: Date, to: Date): Promise<void> {
  await sql`
    SELECT ensure_stats_partition(month::date)
    FROM generate_series(date_trunc('month', ${from}::timestamptz AT TIME ZONE 'UTC'), ${to}::timestamptz AT TIME ZONE 'UTC', interval '1 month') AS month`.execute(
    db,
  );
}

/**
 * Marks every hour holding events of the given merchants since `since` in one statement, then
 * rolls marked hours (rollMarkedHours, as the scheduled job does) until none is left that may be
 * rolled; answers the hours rolled.
 */
export async function markAndRollHours(db: Db, merchantIds: number[], since: Date): Promise<number> {
  await sql`
    INSERT INTO stats_dirty_hours (merchant_id, hour)
    SELECT merchant_id, date_trunc('hour', use_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    FROM stats_events WHERE merchant_id = ANY(${merchantIds}::bigint[]) AND use_at >= ${since}
    GROUP BY 1, 2`.execute(db);
  let hours = 0;
  for (let rolled = await rollMarkedHours(db); rolled > 0; rolled = await rollMarkedHours(db)) hours += rolled;
  return hours;
}

/** The demo merchants as the generator needs them: their zone, stores, seller accounts, records and customers. */
export async function loadDemoPlans(db: Db): Promise<DemoMerchantPlan[]> {
  const { rows: merchants } = await sql<{ id: number; name: string; time_zone: string; overdue_time: Date | null }>`
    SELECT id, name, time_zone, overdue_time FROM merchants ORDER BY id`.execute(db);
  const { rows: stores } = await sql<{ id: number; merchant_id: number }>`SELECT id, merchant_id FROM stores ORDER BY id`.execute(db);
  const { rows: sellers } = await sql<{ id: number; merchant_id: number; store_id: number | null; roles: string[] }>`
    SELECT a.id, a.merchant_id, a.store_id, array_agg(r.code ORDER BY r.code) AS roles
    FROM accounts a JOIN account_roles ar ON ar.account_id = a.id JOIN roles r ON r.id = ar.role_id
    WHERE a.merchant_id IS NOT NULL AND r.code IN ('master', 'manager', 'guide')
    GROUP BY a.id ORDER BY a.id`.execute(db);
  // The customers who came through an app (one added in the back office has no viewer), oldest first.
  const { rows: customers } = await sql<{ id: number; merchant_id: number; sale_id: number | null; store_id: number | null; registered_at: Date }>`
    SELECT id, merchant_id, sale_id, store_id, registered_at FROM customers WHERE source <> 'back_office' ORDER BY registered_at, id`.execute(db);
  const content = new Map<string, number[]>();
  for (const kind of DEMO_CONTENT_KINDS) {
    const live = kind === 'commodity' ? sql`AND deleted_at IS NULL` : sql``;
    const { rows } = await sql<{ id: number; merchant_id: number }>`
      SELECT id, merchant_id FROM ${sql.table(`${kind === 'commodity' ? 'commodities' : `${kind}s`}`)} WHERE true ${live} ORDER BY id`.execute(db);
    for (const row of rows) content.set(`${row.merchant_id}:${kind}`, [...(content.get(`${row.merchant_id}:${kind}`) ?? []), Number(row.id)]);
  }
  return merchants.map((merchant) => {
    const id = Number(merchant.id);
    const overdue = merchant.overdue_time && merchant.overdue_time.getTime() < Date.now() ? merchant.overdue_time : undefined;
    return {
      id,
      timeZone: merchant.time_zone,
      dailyEvents: DAILY_EVENTS[merchant.name] ?? DEFAULT_DAILY_EVENTS,
      until: overdue,
      stores: stores.filter((store) => Number(store.merchant_id) === id).map((store) => Number(store.id)),
      sellers: sellers
        .filter((seller) => Number(seller.merchant_id) === id)
        .map((seller) => ({ id: Number(seller.id), storeId: seller.store_id === null ? null : Number(seller.store_id), roles: seller.roles })),
      content: Object.fromEntries(DEMO_CONTENT_KINDS.map((kind) => [kind, content.get(`${id}:${kind}`) ?? []])) as Record<DemoContentKind, number[]>,
      homeRegion: HOME_REGIONS[merchant.name] ?? id % DEMO_REGIONS.length,
      customers: customers
        .filter((customer) => Number(customer.merchant_id) === id)
        .map((customer) => ({
          id: Number(customer.id),
          saleId: customer.sale_id === null ? null : Number(customer.sale_id),
          storeId: customer.store_id === null ? null : Number(customer.store_id),
          registeredAt: customer.registered_at.getTime(),
        })),
    };
  });
}

export interface DemoEventsResult {
  events: number;
  hours: number;
  milliseconds: number;
}

/**
 * Seeds the demo's statistics events for every merchant of a freshly seeded demo, then marks and
 * rolls their hours. The hour `until` falls in stays marked: the rollup job takes it once it has
 * ended ("data is current up to the last whole hour", spec §9).
 */
export async function seedDemoEvents(db: Db, pool: pg.Pool, options: DemoEventsOptions = {}): Promise<DemoEventsResult> {
  const started = Date.now();
  const until = options.until ?? new Date();
  const since = new Date(until.getTime() - (options.days ?? DEMO_EVENT_DAYS) * DAY_MS);
  const plans = await loadDemoPlans(db);
  await ensurePartitions(db, since, until);
  const events = await copyEvents(pool, generateDemoEvents(plans, { ...options, until }));
  // The planner's row counts for the fresh rows, before the rollups join them hour by hour.
  await sql`ANALYZE stats_events`.execute(db);
  const hours = await markAndRollHours(
    db,
    plans.map((plan) => plan.id),
    since,
  );
  return { events, hours, milliseconds: Date.now() - started };
}
