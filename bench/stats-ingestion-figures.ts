import autocannon from 'autocannon';
import pg from 'pg';
import { PUBLISHABLE_KEY_HEADER } from '../resources/constants.ts';
import { DEMO_CONTENT_KINDS, type DemoEvent, generateDemoEvents } from '../server/seed/seed-stats.ts';
import { call, login } from './api.ts';
import { SECOND_ACCOUNT, SECOND_MERCHANT } from './config.ts';
import { merchantIdNamed } from './database.ts';
import { fmt, ratio } from './format.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';
import { benchPlan } from './stats-figures.ts';

/**
 * Figures 8a and 8b (issue 16 "Bench"): events/s one instance takes on `POST
 * /app-api/system/stats/record` in batches of 50 ÷ a bare `INSERT … SELECT … FROM unnest(…)` of the
 * same batches straight through pg, at the same concurrency, A B B A (stats-figures.ts runs it).
 */

const BATCH = 50;
/** Distinct batches the load cycles through. */
const BODIES = 40;

/** One event as the ingestion body takes it (absent fields left out). */
export function bodyEvent(event: DemoEvent): Record<string, unknown> {
  const body: Record<string, unknown> = {
    source_type: event.source_type,
    use_at: event.use_at.toISOString(),
    viewer_id: event.viewer_id ?? 'bench',
    channel: event.channel,
    environment: event.environment,
    [`${event.content_kind}_id`]: event.content_id,
  };
  for (const key of ['store_id', 'sale_id', 'use_time', 'stay_time', 'province', 'city'] as const) if (event[key] !== null) body[key] = event[key];
  return body;
}

const INSERT = `INSERT INTO stats_events (merchant_id, source_type, use_at, channel, environment, viewer_id, store_id, sale_id,
    commodity_id, album_id, video_id, document_id, use_time, stay_time, province, city)
  SELECT $1, * FROM unnest($2::text[], $3::timestamptz[], $4::smallint[], $5::text[], $6::text[], $7::bigint[], $8::bigint[],
    $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::int[], $14::int[], $15::text[], $16::text[])`;

/** One batch as the bare insert's arrays. */
export function insertValues(merchantId: number, events: DemoEvent[]): unknown[] {
  const column = <T>(pick: (event: DemoEvent) => T) => events.map(pick);
  return [
    merchantId,
    column((e) => e.source_type),
    column((e) => e.use_at.toISOString()),
    column((e) => e.channel),
    column((e) => e.environment),
    column((e) => e.viewer_id ?? 'bench'),
    column((e) => e.store_id),
    column((e) => e.sale_id),
    ...DEMO_CONTENT_KINDS.map((kind) => column((e) => (e.content_kind === kind ? e.content_id : null))),
    column((e) => e.use_time),
    column((e) => e.stay_time),
    column((e) => e.province),
    column((e) => e.city),
  ];
}

interface Rate {
  events: number;
  seconds: number;
  requests: number;
}

/** Figures 8a and 8b: the ingestion route ÷ the bare insert, events/s. */
export async function measureIngestion(run: BenchRun, base: string): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  const { pool } = run.database.handle;
  const { config } = run;
  const merchantId = await merchantIdNamed(pool, SECOND_MERCHANT);
  const stored = async () => Number((await pool.query('SELECT count(*)::int AS n FROM stats_events WHERE merchant_id = $1', [merchantId])).rows[0].n);
  const clear = async () => {
    await pool.query('DELETE FROM stats_events WHERE merchant_id = $1', [merchantId]);
    await pool.query('DELETE FROM stats_dirty_hours WHERE merchant_id = $1', [merchantId]);
  };
  await clear();

  // The batches: Second Home's own records, times within the last six days (the route refuses older).
  const plan = await benchPlan(pool, merchantId, 2_000);
  const events = [...generateDemoEvents([plan], { days: 6, until: new Date() })].filter((event) => event.content_id !== null).slice(0, BODIES * BATCH);
  if (events.length < BODIES * BATCH) throw new Error(`figure 8: only ${events.length} events generated for ${SECOND_MERCHANT}`);
  const batches = Array.from({ length: BODIES }, (_, index) => events.slice(index * BATCH, (index + 1) * BATCH));
  const bodies = batches.map((batch) => JSON.stringify({ events: batch.map(bodyEvent) }));
  const values = batches.map((batch) => insertValues(merchantId, batch));

  const session = await login(base, SECOND_ACCOUNT);
  const { key } = await call<{ key: string }>(`${base}/api/settings/publishable-keys/ingestion/rotate`, { method: 'POST', headers: session });
  const url = `${base}/app-api/system/stats/record`;

  const api = (secondsToRun: number): Promise<Rate> =>
    new Promise((resolve, reject) => {
      let next = 0;
      let answered = 0;
      void stored().then((before) => {
        const instance = autocannon(
          {
            url,
            method: 'POST',
            headers: { 'content-type': 'application/json', [PUBLISHABLE_KEY_HEADER]: key },
            requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
            connections: config.connections,
            duration: secondsToRun,
            timeout: 60,
          },
          (error, result) => {
            if (error) return reject(error instanceof Error ? error : new Error(String(error)));
            // Requests still in flight when the time is up are dropped by autocannon but may still
            // commit: give them a moment, then count what the table kept.
            void new Promise((wait) => setTimeout(wait, 500)).then(stored).then((after) => {
              const failures = result.non2xx + result.errors + result.timeouts;
              const kept = after - before;
              // Refusals answer HTTP 200 with a failure in `code`: the table says what was kept.
              if (failures || kept < answered * BATCH || kept > (answered + config.connections) * BATCH)
                run.errors.push(
                  `figure 8: ${fmt(answered)} batches answered, ${fmt(kept)} events kept (expected ${fmt(answered * BATCH)}), ${failures} failures`,
                );
              resolve({ events: answered * BATCH, seconds: result.duration, requests: answered });
            }, reject);
          },
        );
        instance.on('response', () => answered++);
      }, reject);
    });

  const direct = new pg.Pool({ connectionString: run.database.url, max: config.connections });
  direct.on('error', () => {});
  const bare = async (secondsToRun: number): Promise<Rate> => {
    let next = 0;
    let done = 0;
    const started = performance.now();
    const end = started + secondsToRun * 1000;
    await Promise.all(
      Array.from({ length: config.connections }, async () => {
        const client = await direct.connect();
        try {
          while (performance.now() < end) {
            await client.query(INSERT, values[next++ % values.length]);
            done++;
          }
        } finally {
          client.release();
        }
      }),
    );
    return { events: done * BATCH, seconds: (performance.now() - started) / 1000, requests: done };
  };

  try {
    await api(config.warmup);
    await bare(config.warmup);
    const half = Math.max(1, config.duration / 2);
    const sum = (x: Rate, y: Rate): Rate => ({ events: x.events + y.events, seconds: x.seconds + y.seconds, requests: x.requests + y.requests });
    let a: Rate = { events: 0, seconds: 0, requests: 0 };
    let b: Rate = { events: 0, seconds: 0, requests: 0 };
    // Each run's events/s in order (A B B A …), for the raw results: the spread shows the noise.
    const order: string[] = [];
    const measured = async (side: 'api' | 'bare') => {
      const rate = await (side === 'api' ? api : bare)(half);
      order.push(`${side} ${Math.round(rate.events / rate.seconds)}`);
      return rate;
    };
    for (let round = 0; round < config.rounds; round++) {
      a = sum(a, await measured('api'));
      b = sum(b, await measured('bare'));
      b = sum(b, await measured('bare'));
      a = sum(a, await measured('api'));
    }
    const apiRate = a.events / a.seconds;
    const bareRate = b.events / b.seconds;
    return {
      figures: [
        {
          id: '8a',
          name: 'ingestion ÷ bare INSERT … SELECT unnest, events/s (batches of 50)',
          value: ratio(apiRate, bareRate),
          goal: { op: '>=', value: 0.5 },
          detail: `${fmt(Math.round(apiRate))} vs ${fmt(Math.round(bareRate))} events/s; ${config.connections} connections, ${fmt(a.requests)} vs ${fmt(b.requests)} batches`,
        },
        {
          id: '8b',
          name: 'ingestion, events/s (one instance, batches of 50)',
          value: apiRate,
          unit: 'events/s',
          goal: { op: '>=', value: 5_000 },
          detail: `POST /app-api/system/stats/record as ${SECOND_MERCHANT}'s ingestion key (rate limits raised, an API instance: JOB_WORKER=false), ${fmt(a.events)} events in ${a.seconds.toFixed(1)} s`,
        },
      ],
      raw: { api: a, bare: b, order },
    };
  } finally {
    await direct.end();
    await clear();
  }
}
