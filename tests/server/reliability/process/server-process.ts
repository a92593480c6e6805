import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnAppServer } from '../../../../bench/processes.ts';
import { findFreePort } from '../../../../server/db/embedded.ts';
import { isLive, waitUntil } from '../../db/pg-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  /** The Node process, leader of its own process group (the embedded PostgreSQL is in it). */
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the Node process has exited. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export interface StartServerOptions {
  dataDir: string;
  /** A directory holding an index.html, so main.ts does not run a Vite build (ensureBrowserBuild). */
  distDir: string;
  startTimeoutMs?: number;
  /** The checkout to start from (a copy elsewhere, say); this one by default. */
  cwd?: string;
  /** More environment, over the defaults below. */
  env?: Record<string, string>;
}

/**
 * Starts the real server (the commands of `npm start`) detached, so it
 * leads a process group of its own that holds its embedded PostgreSQL and the backends too, and
 * waits until `GET /api/health` answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Always the embedded PostgreSQL under DATA_DIR, whatever the test run itself uses.
  delete env.DATABASE_URL;
  delete env.EMBEDDED_DB_PORT;
  Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    DIST_DIR: options.distDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JOB_WORKER: 'false',
    LOG_LEVEL: 'warn',
    // The tests' statistics volume (a week, as the e2e server's): these servers prove durability and
    // shutdown, and seeding 90 days of events made a first start take most of a busy machine's minute.
    SEED_DEMO_EVENTS: 'small',
    ...options.env,
  });
  // `npm start`'s commands: the esbuild server build (made once by the global setup; a copy of the
  // checkout builds its own), not tsx.
  const child = spawnAppServer({
    cwd: options.cwd ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    // Bounded: only the tail matters when something goes wrong.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitedEarly = false;
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => {
      exitedEarly = true;
      resolve(code ?? signal);
    }),
  );
  const server: ServerProcess = { pid: child.pid as number, baseUrl: `http://127.0.0.1:${port}`, child, output: () => output, exited };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline && !exitedEarly) {
    const healthy = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  killGroup(server.pid);
  throw new Error(`The server did not become healthy (${exitedEarly ? 'it exited' : 'timed out'}):\n${output}`);
}

/** SIGKILLs a process group; true when there was one to signal. */
export function killGroup(pgid: number): boolean {
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** The live (non-zombie) processes whose process group is `pgid`. */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state, ppid, pgrp, ...
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
    } catch {
      // The process went away while we looked.
    }
  }
  return members;
}

/** Stops the server as Ctrl+C / a service manager would (SIGTERM to Node); SIGKILLs the group if it hangs. */
export async function stopServer(server: ServerProcess, timeoutMs = 30_000): Promise<number | NodeJS.Signals | null> {
  if (isLive(server.pid)) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const code = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs))]);
  if (code === 'timeout') {
    killGroup(server.pid);
    throw new Error(`The server did not stop within ${timeoutMs} ms of SIGTERM:\n${server.output()}`);
  }
  await waitUntil(() => groupMembers(server.pid).length === 0, 10_000);
  return code;
}

export interface ApiClient {
  token: string;
  /** `Body` is the shape the caller reads from the answer (JSON, or the text when it is not JSON); nothing checks it. */
  request<Body = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; body: Body }>;
}

/** Logs in over HTTP and returns a client sending `Authorization: Bearer`. */
export async function loginOverHttp(baseUrl: string, username: string, password: string): Promise<ApiClient> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (response.status !== 200 || !token) throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  return {
    token,
    request: async <Body>(method: string, url: string, requestBody?: unknown) => {
      const answer = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(requestBody === undefined ? {} : { 'content-type': 'application/json' }) },
        body: requestBody === undefined ? undefined : JSON.stringify(requestBody),
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: answer.status, body: parsed as Body };
    },
  };
}
