import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** The versions of the migrations the database holds. */
export async function appliedMigrations(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(db);
  return new Set(rows.map((row) => row.version));
}
