import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnAppServer } from '../../bench/processes.ts';
import { EMBEDDED_DATABASE_NAME } from '../../server/boot.ts';
import { withDatabase } from '../../server/db/database.ts';
import { embeddedServerUrlOf, findFreePort } from '../../server/db/embedded.ts';
import { ensureAppBuild } from '../helpers/app-build.ts';
import { FAKE_APP_KEY, FAKE_APP_SECRET, startFakeMarketplace } from '../server/modules/shops/fake-marketplace.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build under test, with Vite's manifest and the chunk contents in `.vite/` (resource-chunks.test.ts). */
    distDir: string;
    /** The e2e server's own database (its embedded PostgreSQL), for what a test cannot ask the API. */
    databaseUrl: string;
  }
}

/**
 * Builds the browser app from the current sources (unless build/app holds them) and runs the real server on it exactly as
 * `npm start` does (embedded PostgreSQL, demo seed), on a free port and a throwaway data directory.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to reach the data directory.
  await chmod(workDir, 0o755);
  // Built once for the run (and reused by a later run or the bench while the sources are unchanged).
  const distDir = await ensureAppBuild((line) => console.log(`e2e: ${line}`));

  // The marketplace the shops authorise against: the local fake of its protocol (tokens `valid-<shop id>`).
  const marketplace = await startFakeMarketplace();
  const port = await findFreePort();
  // A port of our own for its embedded PostgreSQL, so that tests can reach the server's database
  // (scheduled-jobs.ts: queue a scheduled job now instead of waiting for its minute).
  const databasePort = await findFreePort();
  const dataDir = path.join(workDir, 'data');
  // Always the embedded database, as on a fresh clone, even when the run was given DATABASE_URL.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  // Scheduled jobs are looked for every 5 s, so a job a test queues (scheduled-jobs.ts) starts within 5 s.
  // The commands of `npm start` itself (building the server when its sources changed, then plain node).
  const server = spawnAppServer({
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(databasePort),
      // The tests' statistics volume: a week, seeded and rolled up in seconds, not npm start's 90 days.
      SEED_DEMO_EVENTS: 'small',
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      JOB_SCHEDULE_CHECK_SECONDS: '5',
      MARKETPLACE_API_URL: marketplace.url,
      MARKETPLACE_APP_KEY: FAKE_APP_KEY,
      MARKETPLACE_APP_SECRET: FAKE_APP_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', distDir);
  project.provide('databaseUrl', withDatabase(await embeddedServerUrlOf(dataDir, databasePort), EMBEDDED_DATABASE_NAME));

  return async () => {
    await stop(server);
    await marketplace.close();
    await rm(workDir, { recursive: true, force: true });
  };
}

/**
 * How long a first start may take: migrations, the demo seed with the tests' small statistics
 * volume (SEED_DEMO_EVENTS=small), its files and panoramas. Only a ceiling, the project's hook
 * bound: a healthy server ends the wait, and a server that exits ends it with its output.
 */
const START_DEADLINE_MS = 120_000;

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in ${START_DEADLINE_MS / 1000} s:\n${output()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise((resolve) => {
    timer = setTimeout(resolve, 15_000);
  });
  await Promise.race([exited, patience]);
  // A pending timer would keep the test run alive after everything else has finished.
  clearTimeout(timer);
  if (server.exitCode === null) server.kill('SIGKILL');
}
