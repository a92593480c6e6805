import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnAppServer } from '../../bench/processes.ts';
import { findFreePort } from '../../server/db/embedded.ts';
import { FAKE_APP_KEY, FAKE_APP_SECRET, startFakeMarketplace } from '../server/modules/shops/fake-marketplace.ts';
import { chunkModulesPlugin } from './chunk-modules-plugin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build under test, with Vite's manifest and the chunk contents in `.vite/` (resource-chunks.test.ts). */
    distDir: string;
  }
}

/**
 * Builds the browser app from the current sources and runs the real server on it exactly as
 * `npm start` does (embedded PostgreSQL, demo seed), on a free port and a throwaway data directory.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must be able to reach the data directory.
  await chmod(workDir, 0o755);
  const distDir = path.join(workDir, 'dist');
  const { build } = await import('vite');
  // The build users get: under vitest NODE_ENV is "test", which Vite would pass on to the bundle
  // (antd then gives every element the same id, and dialogs take a stranger's text as their name).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      logLevel: 'error',
      plugins: [chunkModulesPlugin()],
      build: { outDir: distDir, emptyOutDir: true, sourcemap: false, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }

  // The marketplace the shops authorise against: the local fake of its protocol (tokens `valid-<shop id>`).
  const marketplace = await startFakeMarketplace();
  const port = await findFreePort();
  // Always the embedded database, as on a fresh clone, even when the run was given DATABASE_URL.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  // Scheduled jobs (the statistics rollup, every minute) are looked for every 5 s, so a test waits a minute at most.
  // The commands of `npm start` itself (building the server when its sources changed, then plain node).
  const server = spawnAppServer({
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
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

  return async () => {
    await stop(server);
    await marketplace.close();
    await rm(workDir, { recursive: true, force: true });
  };
}

/**
 * How long a first start may take: about 15 s here when idle (migrations, the demo seed, its files
 * and panoramas), 35 s beside four busy loops, and past 90 s once on a clean-clone run sharing the
 * machine's two cores with builds and another test run. Only a ceiling: a healthy server ends the wait.
 */
const START_DEADLINE_MS = 300_000;

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
