import { sql } from 'kysely';
import type { Db } from '../../../../server/db/database.ts';

/**
 * Counts rows written to the product's tables, so "nothing written" is read back from the
 * database itself rather than inferred from an answer. Row-level triggers in the test's own
 * database bump a counter inside the writing transaction: a write rolled back does not count,
 * an UPDATE or DELETE that matched nothing does not fire. Tables that every request may touch
 * (session bookkeeping, login failures, the rate limiters' windows) are left out: the limiters
 * flush their counts once a second, whatever request happens to be running then.
 */
const UNCOUNTED = new Set(['sessions', 'login_failures', 'rate_windows', 'schema_migrations', 'reliability_writes']);

export async function installWriteCounter(db: Db): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS reliability_writes (n bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO reliability_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM reliability_writes)`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION reliability_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE reliability_writes SET n = n + 1; RETURN NULL; END $$`.execute(db);
  // Partitions take the trigger of their partitioned table (which pg_tables does not list).
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`.execute(db);
  for (const { name } of rows) {
    if (UNCOUNTED.has(name)) continue;
    await sql`CREATE OR REPLACE TRIGGER reliability_count_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)} FOR EACH ROW EXECUTE FUNCTION reliability_count_write()`.execute(
      db,
    );
  }
}

export async function writesSoFar(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT n FROM reliability_writes`.execute(db);
  return Number(rows[0].n);
}
