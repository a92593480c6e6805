import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropExpiredPartitions, preparePartitions, STATS_MONTHS_AHEAD } from '../../../../server/modules/stats/stats-partitions.repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-db.ts';

/** The scheduled partition work (stats.server.ts): months made ahead, months past the retention dropped whole. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(() => database?.drop());

const partitions = async () =>
  (
    await database.pool.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'stats_events'::regclass ORDER BY 1",
    )
  ).rows.map((row) => row.name);
const monthName = (at: Date) => `stats_events_${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

describe('statistics partitions over time', () => {
  it('makes the current month and the next three ready, and does it again without harm', async () => {
    const later = new Date(Date.UTC(2032, 10, 20));
    const made = await preparePartitions(database.db, later);
    expect(made).toEqual(['stats_events_203211', 'stats_events_203212', 'stats_events_203301', 'stats_events_203302']);
    expect(made).toHaveLength(STATS_MONTHS_AHEAD + 1);
    expect(await preparePartitions(database.db, later)).toEqual(made);
    expect(await partitions()).toEqual(expect.arrayContaining(made));
  });

  it('drops only months wholly older than the retention, keeping their neighbours and every event younger', async () => {
    const now = new Date();
    await database.pool.query("INSERT INTO stats_events (merchant_id, source_type, use_at) VALUES (1, 'saleUseLog', $1)", [now]);
    const before = await partitions();
    // With a 400-day retention today, nothing of the last four months goes.
    expect(await dropExpiredPartitions(database.db, 400, now)).toEqual([]);
    // Seen from 2032-11-20 with 31 days kept: every month that ended before 2032-10-20 goes, October 2032 stays.
    const dropped = await dropExpiredPartitions(database.db, 31, new Date(Date.UTC(2032, 10, 20)));
    expect(dropped).toEqual(before.filter((name) => name < 'stats_events_203210'));
    expect(dropped).toContain(monthName(now));
    expect(await partitions()).toEqual(expect.arrayContaining(['stats_events_203211', 'stats_events_203212']));
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM stats_events');
    expect(rows[0].n).toBe(0);
  });
});
