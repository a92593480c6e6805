import path from 'node:path';
import { createDatabaseIfMissing } from '../server/boot.ts';
import { type DatabaseHandle, openDatabase, withDatabase } from '../server/db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../server/db/embedded.ts';
import { migrate } from '../server/db/migrate.ts';
import { DATA_DIR } from './config.ts';

export interface BenchDatabase {
  /** The bench database's URL, handed to the servers as DATABASE_URL. */
  url: string;
  handle: DatabaseHandle;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
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
  const handle = openDatabase(url, 4);
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

/** Applies the app's migrations not applied yet (a kept seed gets the new ones: indexes, say). */
export async function migrateBenchDatabase(database: BenchDatabase, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const applied = await migrate(database.handle.pool);
  if (applied.length) log(`applied migrations ${applied.join(', ')} in ${seconds(started)}`);
}

/** Drops and recreates the bench database, migrated (it holds a seed of another shape or version, or none). */
export async function recreateBenchDatabase(database: BenchDatabase, name: string): Promise<BenchDatabase> {
  await database.handle.close();
  const admin = openDatabase(withDatabase(database.url, 'postgres'), 1);
  try {
    await admin.pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const handle = openDatabase(database.url, 4);
  await migrate(handle.pool);
  return {
    ...database,
    handle,
    close: async () => {
      await handle.close().catch(() => {});
      await database.embedded?.stop().catch(() => {});
    },
  };
}

export function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
