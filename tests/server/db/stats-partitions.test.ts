import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/** The statistics events table (migration 011): monthly partitions with UTC bounds, none by default. */
describe('statistics event partitions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(() => database?.drop());

  const insert = (useAt: string) => database.pool.query("INSERT INTO stats_events (merchant_id, source_type, use_at) VALUES (1, 'saleUseLog', $1)", [useAt]);

  it('has this month, four before it and two after it, ready', async () => {
    const { rows } = await database.pool.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'stats_events'::regclass ORDER BY 1",
    );
    expect(rows).toHaveLength(7);
    const now = new Date();
    const thisMonth = `stats_events_${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(rows.map((row) => row.name)).toContain(thisMonth);
  });

  it('makes a month on demand, bounded by UTC midnights whatever the session zone', async () => {
    const client = await database.pool.connect();
    try {
      await client.query("SET TIME ZONE 'Asia/Shanghai'");
      const { rows } = await client.query<{ name: string }>("SELECT ensure_stats_partition('2031-05-17') AS name");
      expect(rows[0].name).toBe('stats_events_203105');
      const bounds = await client.query<{ bound: string }>(
        "SELECT pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_class c WHERE c.relname = 'stats_events_203105'",
      );
      expect(bounds.rows[0].bound).toBe("FOR VALUES FROM ('2031-05-01 08:00:00+08') TO ('2031-06-01 08:00:00+08')");
      // Made again: nothing changes.
      await client.query("SELECT ensure_stats_partition('2031-05-01')");
    } finally {
      client.release();
    }
    await insert('2031-05-31T23:59:59.999Z');
    await insert('2031-05-01T00:00:00Z');
    // The last second of April (UTC) is not May's, though it is May in Shanghai.
    await expect(insert('2031-04-30T23:59:59Z')).rejects.toThrow(/no partition/);
  });

  it('refuses an event for a month nobody prepared', async () => {
    await expect(insert('2045-01-01T00:00:00Z')).rejects.toThrow(/no partition/);
  });
});
