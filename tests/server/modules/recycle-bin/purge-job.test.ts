import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../resources/index.ts';
import { assemblePlugins } from '../../../../server/engine/plugin-set.ts';
import { scheduledQueue } from '../../../../server/jobs/scheduled-jobs.ts';
import { SERVER_PLUGINS } from '../../../../server/modules/entity-plugins.ts';
import { recycleBinServer } from '../../../../server/modules/recycle-bin/recycle-bin.server.ts';
import { purgeExpired } from '../../../../server/modules/recycle-bin/recycle-bin.service.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('demo');
});
afterAll(() => database.drop());

/** The resources as the app serves them, with the goods' purge clean-up bound. */
const { resources } = assemblePlugins(RESOURCES, SERVER_PLUGINS);
const [purgeJob] = recycleBinServer.scheduledJobs ?? [];

type Goods = { id: number; name: string; linked_ids: number[]; deleted_at: Date | null };
const goods = async () => (await sql<Goods>`select id, name, linked_ids, deleted_at from commodities order by id`.execute(database.db)).rows;
const idOf = async (name: string) => (await goods()).find((g) => g.name === name)!.id;
const deleteDaysAgo = async (name: string, days: number) =>
  sql`update commodities set deleted_at = now() - make_interval(days => ${days}) where name = ${name}`.execute(database.db);

describe('the daily purge (spec §9: the bin keeps records 30 days)', () => {
  it('deletes for good what was deleted more than 30 days ago, in every merchant, and nothing else', async () => {
    const bed = await idOf('Oak bed');
    const group = (await sql<{ id: number }>`select id from tag_groups where area = 'commodity' and name = 'Style'`.execute(database.db)).rows[0];
    await sql`insert into record_tags (merchant_id, area, record_id, group_id, item) select merchant_id, 'commodity', id, ${group.id}, 'Modern' from commodities where id = ${bed}`.execute(
      database.db,
    );
    await deleteDaysAgo('Oak bed', 31);
    await deleteDaysAgo('Corner sofa', 45);
    await deleteDaysAgo('Dining table', 29);

    expect(await purgeExpired(database.db, resources)).toBe(2);

    const names = (await goods()).map((g) => g.name);
    expect(names).not.toContain('Oak bed');
    expect(names).not.toContain('Corner sofa');
    expect(names).toEqual(expect.arrayContaining(['Dining table', 'Old armchair', 'Bedside table']));
    // What pointed at the purged goods goes with them: links of other goods, and its tags.
    expect((await goods()).find((g) => g.name === 'Bedside table')!.linked_ids).toEqual([]);
    expect((await sql`select 1 from record_tags where area = 'commodity' and record_id = ${bed}`.execute(database.db)).rows).toHaveLength(0);
    const audit = await sql<{
      action: string;
      account_name: string;
      account_id: number | null;
      operation: string | null;
    }>`select action, account_name, account_id, operation from audit_log where entity = 'commodities' and record_id = ${bed}`.execute(database.db);
    expect(audit.rows).toEqual([{ action: 'delete', account_name: 'system', account_id: null, operation: 'purge' }]);

    expect(await purgeExpired(database.db, resources)).toBe(0);
  });

  it('judges age against the time it is given', async () => {
    const inTwoMonths = new Date(Date.now() + 60 * 86_400_000);
    expect(await purgeExpired(database.db, resources, inTwoMonths)).toBe(2);
    expect((await goods()).filter((g) => g.deleted_at !== null)).toEqual([]);
  });
});

describe('the schedule', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("is the recycle bin's scheduled job, registered daily in pg-boss by a worker instance", async () => {
    t = await createTestApp({ env: { JOB_WORKER: 'true' } });
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(t.database.db);
    expect(schedules.rows).toContainEqual({ name: 'atrium-recycle-bin-purge', cron: '30 3 * * *' });
    expect(scheduledQueue(purgeJob)).toBe('atrium-recycle-bin-purge');
  });
});
