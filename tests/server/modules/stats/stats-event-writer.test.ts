import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../../../resources/stats/stats-event.schema.ts';
import { EventWriter } from '../../../../server/modules/stats/stats-event-writer.ts';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-db.ts';

/** Ingestion calls that arrive together share a statement; one call's failure is never another's. */
let database: TestDatabase;
let demo: number;
let second: number;
beforeAll(async () => {
  database = await createTestDatabase('demo');
  const id = async (name: string) => Number((await database.pool.query('SELECT id FROM merchants WHERE name = $1', [name])).rows[0].id);
  demo = await id('Demo Living');
  second = await id('Second Home');
});
afterAll(() => database?.drop());

const event = (viewer: string, extra: Partial<StatsEvent> = {}): StatsEvent => ({
  source_type: 'writerTest',
  use_at: new Date(Date.now() - 60_000).toISOString(),
  viewer_id: viewer,
  channel: 0,
  environment: 'production',
  commodity_id: 1,
  ...extra,
});
const stored = async () =>
  (
    await database.pool.query<{ merchant_id: string; viewer_id: string }>(
      "SELECT merchant_id, viewer_id FROM stats_events WHERE source_type = 'writerTest' ORDER BY viewer_id",
    )
  ).rows.map((row) => `${Number(row.merchant_id) === demo ? 'demo' : 'second'}:${row.viewer_id}`);

describe('EventWriter', () => {
  it('writes the calls that arrive together, each to its own merchant, and marks their hours', async () => {
    const writer = new EventWriter(database.db);
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        writer.write({
          merchantId: index % 2 ? second : demo,
          events: [event(`v${String(index).padStart(2, '0')}`, index % 3 ? {} : { album_id: 2, commodity_id: undefined })],
        }),
      ),
    );
    expect(await stored()).toEqual(Array.from({ length: 12 }, (_, index) => `${index % 2 ? 'second' : 'demo'}:v${String(index).padStart(2, '0')}`));
    const marks = await database.pool.query('SELECT DISTINCT merchant_id FROM stats_dirty_hours WHERE merchant_id = ANY($1::bigint[])', [[demo, second]]);
    expect(marks.rowCount).toBe(2);
  });

  it("fails only the call whose events the database refuses, and keeps the others' that shared its statement", async () => {
    await database.pool.query("DELETE FROM stats_events WHERE source_type = 'writerTest'");
    const writer = new EventWriter(database.db);
    // A kind the table's check refuses (the route's schema never lets one through): this call alone fails.
    // The first calls take the free writers; the rest, the bad one among them, wait and share one statement.
    const calls = Array.from({ length: 10 }, (_, index) =>
      writer.write({ merchantId: index % 2 ? second : demo, events: [event(`w${index}`, index === 8 ? { source_type: '9bad' } : {})] }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.map((result) => result.status)).toEqual([...Array(8).fill('fulfilled'), 'rejected', 'fulfilled']);
    expect(await stored()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9].map((index) => `${index % 2 ? 'second' : 'demo'}:w${index}`));
  });
});
