import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnAppServer } from '../../bench/processes.ts';
import { findFreePort } from '../../server/db/embedded.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';

/** One real server process (what `npm start` runs) on a database given to it. */
export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** SIGTERM, and its exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

export interface InstanceOptions {
  /** The PostgreSQL database every instance shares. */
  databaseUrl: string;
  env?: Record<string, string>;
}

/** A browser build is not what these tests look at: a page the server can serve is enough. */
async function stubDist(dir: string): Promise<string> {
  const dist = path.join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Atrium</title>');
  return dist;
}

/** Starts an instance on a free port and waits until it says it is ready (`/api/health/ready`). */
export async function startInstance(name: string, options: InstanceOptions): Promise<Instance> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `atrium-${name}-`));
  const port = await findFreePort();
  // `npm start`'s commands: the esbuild server build (made once by the global setup), not tsx.
  const child = spawnAppServer({
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: await stubDist(workDir),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rm(workDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    url,
    process: child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  // The built server on a migrated database is ready in a few seconds; the bound is the test's own.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      await instance.stop('SIGKILL');
      throw new Error(`instance ${name} was not ready in 30 s:\n${output}`);
    }
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Logs a demo account in on an instance: its bearer token. */
export async function loginOn(instance: Pick<Instance, 'url'>, username: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A request with a bearer token; the parsed envelope and the status. */
export async function call<T = unknown>(
  instance: Pick<Instance, 'url'>,
  token: string,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(instance.url + url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { data: T }) : ({ data: undefined } as { data: T });
  return { status: response.status, data: parsed.data };
}

/** Polls `check` until it holds or `ms` have passed; true when it held in time. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
