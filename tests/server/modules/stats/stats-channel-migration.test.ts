import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate.ts';
import * as answers from '../../../../server/modules/stats/stats-answers.ts';
import { DAY_ROLLUP_TABLES, rollMarkedHours } from '../../../../server/modules/stats/stats-rollups.repository.ts';
import { resolveStatsWhere } from '../../../../server/modules/stats/stats-where.ts';
import { type Scope, scopeForJob, systemScopeFor } from '../../../../server/tenancy/scope.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { type Body, DAY, type Figures, GROUPS, page, shanghaiDay, withChannel } from './channel-fixtures.ts';

/**
 * Migration 025 on a database rolled before it: the day tables lose the days it can recount, their
 * hours are marked, and the rollup job recounts them with their channels: every unfiltered figure is
 * what it was. A day whose events are gone (older than the oldest partition) keeps its rows, with
 * channel -1: counted without a channel, under none.
 */
describe('migration 025: the day tables recounted with their channels', () => {
  let app: TestApp;
  const noNames = async () => new Map<string, string>();
  const OLD_DAY = shanghaiDay(730);
  /** The pre-025 shape of each day table: its key and its sums. */
  const SHAPE: Record<(typeof DAY_ROLLUP_TABLES)[number], { key: string[]; sums: string[] }> = {
    stats_sale_daily: { key: ['merchant_id', 'day', 'store_id', 'sale_id'], sums: ['events', 'views', 'logins', 'use_time', 'stay_time'] },
    stats_content_daily: { key: ['merchant_id', 'day', 'sale_id', 'content_kind', 'content_id'], sums: ['events', 'stay_time'] },
    stats_region_daily: { key: ['merchant_id', 'day', 'sale_id', 'province', 'city'], sums: ['events'] },
    stats_viewer_daily: { key: ['merchant_id', 'day', 'sale_id', 'viewer_id'], sums: ['events'] },
  };
  const rollAll = async () => {
    while ((await rollMarkedHours(app.database.db)) > 0);
  };
  const rows = async (table: string) => (await app.database.pool.query(`SELECT * FROM ${table} t ORDER BY t::text`)).rows;
  /** One instant for every answer compared: the period and "current to" do not move between them. */
  const NOW = new Date();
  /** Every answer of the calls read from the rollups, unfiltered, for a scope and a period. */
  const everything = async (scope: Scope, filter: Body) => {
    const where = await resolveStatsWhere(app.database.db, scope, filter, NOW);
    const body = { ...filter, ...page };
    const calls = {
      total: answers.total,
      timing: answers.timing,
      home: answers.home,
      content: answers.contentTop,
      tags: answers.tags,
      stores: answers.stores,
      sales: answers.sales,
      durations: answers.durations,
      merchants: answers.merchants,
      salePlans: answers.salePlans,
      visitors: answers.visitors,
      contentKinds: answers.contentKinds,
      map: answers.map,
    };
    const entries = await Promise.all(
      Object.entries(calls).map(async ([name, { answer }]) => [name, await answer(app.database.db, where, body, noNames)] as const),
    );
    // biome-ignore lint/suspicious/noExplicitAny: answers of every shape, compared whole
    return Object.fromEntries(entries) as Record<string, any>;
  };
  let demo: number;
  const scopes = () => ({ merchant: systemScopeFor(demo), platform: scopeForJob(null, null) });
  const figuresOfAll = async () => ({
    merchant: await everything(scopes().merchant, { period: '30d' }),
    platform: await everything(scopes().platform, { period: '30d' }),
    oldDay: await everything(scopes().merchant, { begin_time: `${OLD_DAY} 00:00:00`, end_time: `${OLD_DAY} 23:59:59` }),
  });

  beforeAll(async () => {
    // The demo template's week of events, rolled with their channels; any hour still marked rolled too.
    app = await createTestApp();
    demo = Number((await app.database.pool.query("SELECT id FROM merchants WHERE name = 'Demo Living'")).rows[0].id);
    await rollAll();
  });
  afterAll(() => app?.close());

  it('recounts every day whose events are kept, and keeps the figures unfiltered', async () => {
    const pool = app.database.pool;
    const rolled = Object.fromEntries(await Promise.all(DAY_ROLLUP_TABLES.map(async (table) => [table, await rows(table)] as const)));
    expect(rolled.stats_viewer_daily.length).toBeGreaterThan(100);
    expect(new Set(rolled.stats_sale_daily.map((row) => row.channel)).size).toBeGreaterThan(1);

    // The database as it was before migration 025: the day tables without the channel.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const [table, { key, sums }] of Object.entries(SHAPE)) {
        await client.query(
          `CREATE TEMP TABLE old_rows ON COMMIT DROP AS SELECT ${key.join(', ')}, ${sums.map((sum) => `sum(${sum}) AS ${sum}`).join(', ')} FROM ${table} GROUP BY ${key.join(', ')}`,
        );
        await client.query(`TRUNCATE ${table}`);
        await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
        await client.query(`ALTER TABLE ${table} DROP COLUMN channel`);
        await client.query(`ALTER TABLE ${table} ADD PRIMARY KEY (${key.join(', ')})`);
        await client.query(`INSERT INTO ${table} (${[...key, ...sums].join(', ')}) SELECT ${[...key, ...sums].join(', ')} FROM old_rows`);
        await client.query('DROP TABLE old_rows');
      }
      // Dropping the channel dropped the index that included it.
      await client.query('DROP INDEX IF EXISTS stats_viewer_daily_viewer');
      await client.query('CREATE INDEX stats_viewer_daily_viewer ON stats_viewer_daily (merchant_id, sale_id, viewer_id, day)');
      await client.query("DELETE FROM schema_migrations WHERE version = '025_stats_channel_days'");
      // A day rolled long ago whose events the retention dropped (no partition holds its month): its rollups stay.
      const oldHour = new Date(`${OLD_DAY}T10:00:00+08:00`);
      await client.query("INSERT INTO stats_hourly VALUES ($1, $2, -1, -1, 'commodityView', 0, 6, 0, 60)", [demo, oldHour]);
      await client.query('INSERT INTO stats_sale_daily VALUES ($1, $2, 0, 0, 7, 6, 1, 0, 60)', [demo, OLD_DAY]);
      for (const sale of [-1, 0]) {
        await client.query("INSERT INTO stats_content_daily VALUES ($1, $2, $3, 'commodity', $4, 6, 60)", [demo, OLD_DAY, sale, 1]);
        await client.query("INSERT INTO stats_region_daily VALUES ($1, $2, $3, '广东省', '深圳市', 7)", [demo, OLD_DAY, sale]);
        await client.query("INSERT INTO stats_viewer_daily VALUES ($1, $2, $3, 'old-viewer', 6)", [demo, OLD_DAY, sale]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    const before = await figuresOfAll();
    expect(before.merchant.total.figures.events).toBeGreaterThan(1000);
    expect(before.oldDay.total.figures.events).toBe(7);
    expect(before.oldDay.visitors.visitors).toBe(1);

    expect(await migrate(pool)).toEqual(['025_stats_channel_days']);
    // Only the old day's rows are left, each of no known channel; every other day waits for its hours.
    for (const table of DAY_ROLLUP_TABLES) {
      const left = (await pool.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, channel FROM ${table} GROUP BY 1, 2`)).rows;
      expect(left, table).toEqual([{ day: OLD_DAY, channel: -1 }]);
    }
    const marked = await pool.query<{ hours: number; missing: number }>(
      `SELECT (SELECT count(DISTINCT (merchant_id, hour))::int FROM stats_dirty_hours) AS hours,
         (SELECT count(*)::int FROM (SELECT DISTINCT merchant_id, hour FROM stats_hourly WHERE store_id = -1 AND sale_id = -1 AND hour >= now() - interval '1 year'
           EXCEPT SELECT merchant_id, hour FROM stats_dirty_hours) x) AS missing`,
    );
    expect(marked.rows[0]!.missing).toBe(0);
    expect(marked.rows[0]!.hours).toBeGreaterThan(24);
    expect((await pool.query('SELECT 1 FROM stats_dirty_hours WHERE hour < $1', [new Date(Date.now() - 400 * DAY)])).rows).toEqual([]);

    await rollAll();
    const after = await figuresOfAll();
    expect(after).toEqual(before);
    // The recounted rows are those the rollup wrote before, channel and all; the old day's stay as they were.
    for (const table of DAY_ROLLUP_TABLES) {
      const recounted = (await rows(table)).filter((row) => row.channel !== -1);
      expect(recounted, table).toEqual(rolled[table]);
    }
    // The old day counts without a channel, and under no channel group.
    const oldDay = { begin_time: `${OLD_DAY} 00:00:00`, end_time: `${OLD_DAY} 23:59:59` };
    const merchantScope = scopes().merchant;
    for (const channel of GROUPS) {
      const where = await resolveStatsWhere(app.database.db, merchantScope, withChannel(oldDay, channel), NOW);
      const total = (await answers.total.answer(app.database.db, where, oldDay, noNames)) as { figures: Figures };
      const visitors = (await answers.visitors.answer(app.database.db, where, oldDay, noNames)) as { visitors: number };
      expect([total.figures.events, visitors.visitors]).toEqual([0, 0]);
    }
  });
});
