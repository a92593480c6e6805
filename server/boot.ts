import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, withDatabase } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import type { Env } from './env.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';
import { templateEventsOptions } from './seed/seed-stats.ts';

/** The database `npm start` keeps in its embedded PostgreSQL. */
export const EMBEDDED_DATABASE_NAME = 'atrium';

/** Builds the browser app when no build exists yet (first `npm start` on a fresh clone). */
export async function ensureBrowserBuild(distDir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  log(`No browser build in ${distDir}: building it once (vite build)…`);
  const vite = await import('vite').catch(() => {
    throw new Error('No browser build and Vite is not installed: run `npm install`, then `npm run build`.');
  });
  await vite.build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
}

export interface StartedDatabase {
  handle: DatabaseHandle;
  /** Its URL (the instance's listening connection opens one of its own). */
  url: string;
  embedded?: EmbeddedDatabase;
  seeded: boolean;
}

/** Opens the database (embedded unless DATABASE_URL is set), migrates it and seeds the demo on an empty one. */
export async function startDatabase(env: Env, log: (line: string) => void): Promise<StartedDatabase> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_DB_PORT,
      runtimeDir: env.EMBEDDED_DB_RUNTIME_DIR,
      log: (line) => env.LOG_LEVEL === 'debug' && log(line),
    });
    await createDatabaseIfMissing(embedded.url, EMBEDDED_DATABASE_NAME);
    url = withDatabase(embedded.url, EMBEDDED_DATABASE_NAME);
  }
  const handle = openDatabase(url);
  try {
    const applied = await migrate(handle.pool);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    const seeded = env.SEED_DEMO && (await isDatabaseEmpty(handle.db));
    const volume = env.SEED_DEMO_EVENTS === 'small' ? templateEventsOptions() : {};
    if (seeded) await seedDemo(handle.db, { events: { pool: handle.pool, ...volume } });
    return { handle, url, embedded, seeded };
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
}

export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
