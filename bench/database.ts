import path from 'node:path';
import type pg from 'pg';
import { createDatabaseIfMissing } from '../server/boot.ts';
import { type DatabaseHandle, openDatabase, withDatabase } from '../server/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../server/db/embedded.ts';
import { migrate } from '../server/db/migrate.ts';
import { DATA_DIR } from './config.ts';
import { seconds } from './format.ts';

export interface BenchDatabase {
  /** The bench database's URL, handed to the servers as DATABASE_URL. */
  url: string;
  handle: DatabaseHandle;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/** The bench owns the cluster it started: closing the database stops it too. */
function benchDatabase(url: string, handle: DatabaseHandle, embedded: EmbeddedDatabase | undefined): BenchDatabase {
  return {
    url,
    handle,
    embedded,
    close: async () => {
      await handle.close().catch(() => {});
      await embedded?.stop().catch(() => {});
    },
  };
}

/**
 * The bench's own database: `<name>` on the PostgreSQL server of BENCH_DATABASE_URL when set, else
 * on an embedded cluster under bench/.data/db (never the app's ./data). The bench process owns
 * PostgreSQL, so the servers it starts measure only themselves and survive each other's restarts.
 */
export async function openBenchDatabase(name: string, log: (line: string) => void): Promise<BenchDatabase> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!serverUrl) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'db') });
    serverUrl = embedded.url;
    log(`embedded PostgreSQL on 127.0.0.1:${embedded.port} (bench/.data/db), up in ${seconds(started)}`);
  } else {
    log('PostgreSQL at BENCH_DATABASE_URL');
  }
  try {
    await createDatabaseIfMissing(serverUrl, name);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const url = withDatabase(serverUrl, name);
  return benchDatabase(url, openDatabase(url, 4), embedded);
}

/** Applies the app's migrations not applied yet (a kept seed gets the new ones: indexes, say). */
export async function migrateBenchDatabase(database: BenchDatabase, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const applied = await migrate(database.handle.pool);
  if (applied.length) log(`applied migrations ${applied.join(', ')} in ${seconds(started)}`);
}

/** Drops and recreates the bench database, migrated (it holds a seed of another shape or version, or none). */
export async function recreateBenchDatabase(database: BenchDatabase, name: string): Promise<BenchDatabase> {
  await database.handle.close();
  const serverUrl = withDatabase(database.url, 'postgres');
  const admin = openDatabase(serverUrl, 1);
  try {
    await admin.pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
  // Created the way the app's boot creates a missing database.
  await createDatabaseIfMissing(serverUrl, name);
  const handle = openDatabase(database.url, 4);
  await migrate(handle.pool);
  return benchDatabase(database.url, handle, database.embedded);
}

/** Whether a table (optionally schema-qualified) exists: the bench meets databases of every age. */
export async function tableExists(pool: pg.Pool, name: string): Promise<boolean> {
  const { rows } = await pool.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [name]);
  return rows[0].present;
}

/** A merchant's id by its name (the seed makes ids; the bench knows merchants by name). */
export async function merchantIdNamed(pool: pg.Pool, name: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM merchants WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`no merchant "${name}" in the bench database`);
  return rows[0].id;
}
