import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, withDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { templateEventsOptions } from '../../server/seed/seed-stats.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templates: { empty: string; demo: string };
  }
}

/**
 * Starts one PostgreSQL for the whole run (embedded, or the server at DATABASE_URL) and builds two
 * templates: migrated, and migrated + demo data. Each test file clones its own database from one.
 */
export default async function setup(project: TestProject) {
  // The server as `npm start` runs it (esbuild, build/server), built here once when its sources
  // changed, so that the tests which start real server processes never build it at the same time.
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const external = process.env.DATABASE_URL;
  const dataDir = external ? undefined : await mkdtemp(path.join(os.tmpdir(), 'atrium-test-pg-'));
  const embedded = dataDir ? await startEmbeddedPostgres({ dataDir }) : undefined;
  const serverUrl = withDatabase(external ?? (embedded as { url: string }).url, 'postgres');
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templates = { empty: `atrium_tpl_empty_${suffix}`, demo: `atrium_tpl_demo_${suffix}` };

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const [kind, name] of Object.entries(templates)) {
    await admin.query(`CREATE DATABASE "${name}"`);
    const handle = openDatabase(withDatabase(serverUrl, name), 2);
    await migrate(handle.pool);
    // The demo with a small week of statistics events (seed-stats.ts), ending two days before the run.
    if (kind === 'demo') await seedDemo(handle.db, { events: { pool: handle.pool, ...templateEventsOptions() } });
    await handle.close();
  }
  project.provide('databaseServerUrl', serverUrl);
  project.provide('templates', templates);

  return async () => {
    for (const name of Object.values(templates)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
