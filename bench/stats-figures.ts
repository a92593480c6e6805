import type pg from 'pg';
import { DEMO_CONTENT_KINDS, type DemoMerchantPlan, copyEvents, ensurePartitions, generateDemoEvents, markAndRollHours } from '../server/seed/seed-stats.ts';
import { rollMarkedHours } from '../server/modules/stats/stats-rollups.repository.ts';
import { login } from './api.ts';
import { LARGEST_ACCOUNT, LARGEST_MERCHANT } from './config.ts';
import { merchantIdNamed, tableExists } from './database.ts';
import { fmt, ms, ratio, seconds } from './format.ts';
import { measureIngestion } from './stats-ingestion-figures.ts';
import { summarise } from './measure.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';

/**
 * Figures 8 and 9 (issue 16 "Bench"): statistics events in, and the home page over ten million of
 * them.
 *
 * - 8a/8b (stats-ingestion-figures.ts): events/s one instance takes on `POST /app-api/system/stats/record` in batches of 50 (as
 *   `merchant2`'s ingestion key, its limits raised through the server's env) ÷ a bare
 *   `INSERT INTO stats_events … SELECT … FROM unnest(…)` of the same batches straight through pg,
 *   at the same concurrency, A B B A. Events are counted in the table, not from the answers (the
 *   route answers HTTP 200 with a failure in `code`).
 * - 9a/9b: Demo Living gets `statsEvents` events over the last `STATS_DAYS` days (COPY, from the
 *   demo seed's generator), marked and rolled up by `rollMarkedHours` to completion (the time is
 *   9b); then the home page call over the last 30 days ÷ the naive GROUP BY over the same days,
 *   the median of sequential requests, alternated.
 */

const MARKER_KEY = 'stats';
/** Bumped whenever the generated events change shape. */
const SEED_VERSION = 1;
/** Days the bench's events cover: the home page's 30 and the 30 before, which it compares with. */
const STATS_DAYS = 60;
const HOME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A seed older than this is made again: the home page's period counts back from today. */
const SEED_MAX_AGE_MS = DAY_MS;

interface StatsMarker {
  version: number;
  events: number;
  until: string;
  rollup: { hours: number; seconds: number };
}

async function readMarker(pool: pg.Pool): Promise<StatsMarker | undefined> {
  if (!(await tableExists(pool, 'bench_marker'))) return undefined;
  const { rows } = await pool.query('SELECT value FROM bench_marker WHERE key = $1', [MARKER_KEY]);
  return rows[0]?.value as StatsMarker | undefined;
}

async function writeMarker(pool: pg.Pool, marker: StatsMarker): Promise<void> {
  await pool.query('CREATE TABLE IF NOT EXISTS bench_marker (key text PRIMARY KEY, value jsonb NOT NULL)');
  await pool.query('INSERT INTO bench_marker (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
    MARKER_KEY,
    JSON.stringify(marker),
  ]);
}

/** A merchant as the demo generator sees it, from the bench database (a sample of its many records). */
export async function benchPlan(pool: pg.Pool, merchantId: number, dailyEvents: number): Promise<DemoMerchantPlan> {
  const ids = async (text: string) => (await pool.query<{ id: number }>(text, [merchantId])).rows.map((row) => Number(row.id));
  const { rows: sellers } = await pool.query<{ id: number; store_id: number | null; roles: string[] }>(
    `SELECT a.id, a.store_id, array_agg(r.code ORDER BY r.code) AS roles
     FROM accounts a JOIN account_roles ar ON ar.account_id = a.id JOIN roles r ON r.id = ar.role_id
     WHERE a.merchant_id = $1 AND r.code IN ('master', 'manager', 'guide') GROUP BY a.id ORDER BY a.id`,
    [merchantId],
  );
  const table = (kind: string) => (kind === 'commodity' ? 'commodities c WHERE c.deleted_at IS NULL AND' : `${kind}s c WHERE`);
  const content = {} as DemoMerchantPlan['content'];
  for (const kind of DEMO_CONTENT_KINDS) content[kind] = await ids(`SELECT id FROM ${table(kind)} c.merchant_id = $1 ORDER BY id DESC LIMIT 2000`);
  return {
    id: merchantId,
    timeZone: (await pool.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE id = $1', [merchantId])).rows[0].time_zone,
    dailyEvents,
    stores: await ids('SELECT id FROM stores WHERE merchant_id = $1 ORDER BY id'),
    sellers: sellers.map((seller) => ({ id: Number(seller.id), storeId: seller.store_id === null ? null : Number(seller.store_id), roles: seller.roles })),
    content,
    homeRegion: 0,
  };
}

export interface StatsSeed {
  merchantId: number;
  events: number;
  until: string;
  seeded: boolean;
  rollup: StatsMarker['rollup'];
}

/**
 * Demo Living's `statsEvents` events, unless the bench database holds them already from less than
 * a day ago: generated as the demo seed generates them (COPY), frozen and analysed, then marked
 * and rolled up as the scheduled job would (timed).
 */
export async function seedStatsAtScale(run: BenchRun): Promise<StatsSeed> {
  const { pool, db } = run.database.handle;
  const { config } = run;
  const merchantId = await merchantIdNamed(pool, LARGEST_MERCHANT);
  const marker = await readMarker(pool);
  if (marker && marker.version === SEED_VERSION && marker.events > config.statsEvents * 0.95 && Date.now() - Date.parse(marker.until) < SEED_MAX_AGE_MS) {
    // Hours a migration marked since (025 recounts the day tables with their channels) are rolled
    // first, as the rollup job would: the figures are never measured over half-rolled days.
    let remarked = 0;
    for (let rolled = await rollMarkedHours(db); rolled > 0; rolled = await rollMarkedHours(db)) remarked += rolled;
    run.log(
      `reusing the seeded statistics events (${fmt(marker.events)}, up to ${marker.until})${remarked ? `; ${fmt(remarked)} hours marked since rolled` : ''}`,
    );
    return { merchantId, events: marker.events, until: marker.until, seeded: false, rollup: marker.rollup };
  }
  run.step(`figure 9: seeding ${fmt(config.statsEvents)} statistics events of ${LARGEST_MERCHANT} over ${STATS_DAYS} days (COPY)`);
  // The bench's statistics are all its own: whatever an earlier run left goes.
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname ~ '^stats_(events|dirty_hours|hourly|[a-z]+_daily)$'`,
  );
  await pool.query(`TRUNCATE ${tables.map((table) => `"${table.name}"`).join(', ')}`);
  const until = new Date();
  const since = new Date(until.getTime() - STATS_DAYS * DAY_MS);
  await ensurePartitions(db, since, until);
  let at = Date.now();
  const plan = await benchPlan(pool, merchantId, config.statsEvents / STATS_DAYS);
  const events = await copyEvents(pool, generateDemoEvents([plan], { days: STATS_DAYS, until }));
  const copySeconds = (Date.now() - at) / 1000;
  at = Date.now();
  await pool.query('VACUUM (FREEZE, ANALYZE) stats_events');
  run.step(
    `  ${fmt(events)} events generated and copied in ${copySeconds.toFixed(1)} s (${fmt(Math.round(events / copySeconds))} events/s), vacuumed in ${seconds(at)}`,
  );
  at = Date.now();
  const hours = await markAndRollHours(db, [merchantId], since);
  const rollup = { hours, seconds: (Date.now() - at) / 1000 };
  await pool.query('VACUUM ANALYZE stats_hourly');
  run.step(`  ${fmt(hours)} hours marked and rolled up in ${rollup.seconds.toFixed(1)} s`);
  await writeMarker(pool, { version: SEED_VERSION, events, until: until.toISOString(), rollup });
  return { merchantId, events, until: until.toISOString(), seeded: true, rollup };
}

/** `YYYY-MM-DD` of an instant in a time zone. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const median = (values: number[]) => summarise(values).p50;

/** Figures 9a and 9b: the home page ÷ the naive GROUP BY, and the rollup's time. */
async function measureHome(run: BenchRun, base: string, seed: StatsSeed): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  const { pool } = run.database.handle;
  const { rows } = await pool.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE id = $1', [seed.merchantId]);
  const timeZone = rows[0].time_zone;
  const today = dayIn(new Date(), timeZone);
  const first = dayIn(new Date(Date.parse(`${today}T12:00:00Z`) - (HOME_DAYS - 1) * DAY_MS), 'UTC');
  const query = new URLSearchParams({ begin_time: `${first} 00:00:00`, end_time: `${today} 23:59:59` });
  const url = `${base}/api/record/comprehensiveStatsV2?${query}`;
  const naive = `SELECT source_type, count(*), sum(use_time) FROM stats_events
    WHERE merchant_id = $1 AND environment = 'production' AND use_at >= $2::timestamp AT TIME ZONE $4 AND use_at < ($3::date + 1)::timestamp AT TIME ZONE $4
    GROUP BY source_type`;
  const naiveValues = [seed.merchantId, `${first} 00:00:00`, today, timeZone];
  const rollupFigure: Figure = {
    id: '9b',
    name: `rollup of ${fmt(seed.events)} events (mark every hour, rollMarkedHours to completion)`,
    value: seed.rollup.seconds,
    unit: 's',
    detail: `${fmt(seed.rollup.hours)} hours, ${fmt(Math.round(seed.events / seed.rollup.seconds))} events/s${seed.seeded ? '' : ` (when the events were seeded, up to ${seed.until})`}`,
  };
  const headers = await login(base, LARGEST_ACCOUNT);
  const probe = await fetch(url, { headers });
  await probe.text();
  if (probe.status === 404) {
    run.notes.push('figure 9a: not measured (GET /api/record/comprehensiveStatsV2 is missing)');
    return {
      figures: [
        {
          id: '9a',
          name: 'home page ÷ naive GROUP BY over the events, median latency',
          value: null,
          goal: { op: '<=', value: 0.01 },
          detail: 'not measured (route missing)',
        },
        rollupFigure,
      ],
      raw: { missing: true },
    };
  }
  if (!probe.ok) throw new Error(`GET ${url} answered ${probe.status}`);

  const home = async () => {
    const at = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - at;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
    return elapsed;
  };
  const bare = async () => {
    const at = performance.now();
    await pool.query(naive, naiveValues);
    return performance.now() - at;
  };
  // One of each to warm up, then A B B A: a drift of the machine weighs on both alike.
  await home();
  await bare();
  const rounds = run.config.mode === 'quick' ? 3 : 5;
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < rounds; round++) {
    a.push(await home());
    b.push(await bare());
    b.push(await bare());
    a.push(await home());
  }
  // Every request above after the first was answered from the instance's answer cache (rollups
  // change only when the rollup job commits): 9c asks for a new period each time, as the first
  // request after a rollup does, so the figure it shows is computed from the rollups each time.
  const cold: number[] = [];
  for (let shift = 1; shift <= rounds * 2; shift++) {
    const dayAt = (back: number) => dayIn(new Date(Date.parse(`${today}T12:00:00Z`) - back * DAY_MS), 'UTC');
    const params = new URLSearchParams({ begin_time: `${dayAt(shift + HOME_DAYS - 1)} 00:00:00`, end_time: `${dayAt(shift)} 23:59:59` });
    const at = performance.now();
    const response = await fetch(`${base}/api/record/comprehensiveStatsV2?${params}`, { headers });
    await response.text();
    if (!response.ok) throw new Error(`GET comprehensiveStatsV2 (${params}) answered ${response.status}`);
    cold.push(performance.now() - at);
  }
  const { rows: counted } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stats_events WHERE merchant_id = $1 AND environment = 'production' AND use_at >= $2::timestamp AT TIME ZONE $4 AND use_at < ($3::date + 1)::timestamp AT TIME ZONE $4`,
    naiveValues,
  );
  return {
    figures: [
      {
        id: '9a',
        name: 'home page ÷ naive GROUP BY over the events, median latency',
        value: ratio(median(a), median(b)),
        goal: { op: '<=', value: 0.01 },
        detail: `${ms(median(a))} vs ${ms(median(b))} (median of ${a.length} each; after the first, from the answer cache); ${first}–${today} in ${timeZone}: ${fmt(counted[0].n)} of the ${fmt(seed.events)} events`,
      },
      {
        id: '9c',
        name: 'home page computed afresh (a new 30-day period each request) ÷ naive GROUP BY, median latency',
        value: ratio(median(cold), median(b)),
        detail: `${ms(median(cold))} vs ${ms(median(b))} (median of ${cold.length}): what the first request after a rollup costs`,
      },
      rollupFigure,
    ],
    raw: { url, home: a, cold, naive: b, period: [first, today], events: counted[0].n },
  };
}

/** Figures 8a, 8b, 9a and 9b on one fresh API server (no job worker) whose ingestion limits are raised out of the way. */
export async function measureStats(run: BenchRun, distDir: string, seed: StatsSeed): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  // An API instance (no job worker), as a deployment would put in front of ingestion: the rollup
  // job would otherwise land, a few seconds every minute, in whichever side of A B B A was running.
  const server = await run.startApp('stats', distDir, {
    STATS_INGEST_PER_KEY_PER_MINUTE: '1000000000',
    STATS_INGEST_PER_ADDRESS_PER_MINUTE: '1000000000',
    JOB_WORKER: 'false',
  });
  try {
    run.step('figure 9: the home page ÷ the naive GROUP BY');
    const home = await measureHome(run, server.url, seed);
    run.step('figure 8: ingestion ÷ bare INSERT … unnest');
    const ingestion = await measureIngestion(run, server.url);
    return { figures: [...ingestion.figures, ...home.figures], raw: { home: home.raw, ingestion: ingestion.raw } };
  } finally {
    await run.stopServer(server);
  }
}
