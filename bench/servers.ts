import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../server/db/embedded.ts';
import { BENCH_DIR, DATA_DIR, ROOT_DIR } from './config.ts';
import { type Memory, readMemory, spawnAppServer, spawnTsx } from './processes.ts';

export interface RunningServer {
  name: string;
  pid: number;
  url: string;
  memory(): Memory;
  stop(): Promise<void>;
}

const LOG_DIR = path.join(DATA_DIR, 'logs');
/** Variables of the caller's environment a bench server must not inherit. */
const DROPPED = [
  'DATABASE_URL',
  'EMBEDDED_DB_PORT',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'FILES_DOMAIN',
  'PORT',
  'HOST',
  'DATA_DIR',
];

/** How a bench server is started: the real one as `npm start` runs it, the bare one through tsx. */
type Spawner = (options: Omit<SpawnOptions, 'cwd'>) => ChildProcess;

async function startChild(name: string, spawnServer: Spawner, env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  await fs.mkdir(LOG_DIR, { recursive: true });
  const port = await findFreePort();
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const out = openSync(logFile, 'w');
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of DROPPED) delete childEnv[key];
  const child = spawnServer({ env: { ...childEnv, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', out, out] });
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the ${name} server ${exited}; its log (${path.relative(ROOT_DIR, logFile)}):\n${tail(logFile)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} server did not answer within 90 s; its log:\n${tail(logFile)}`);
    }
    const ok = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  return { name, pid: child.pid!, url, memory: () => readMemory(child.pid!), stop };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The real server, started as `npm start` starts it (the built server/main.ts), on the bench
 * database: production mode, its own DATA_DIR (export files land there), the job worker on, warnings only in its log.
 */
export async function startAppServer(
  name: string,
  databaseUrl: string,
  distDir: string,
  extraEnv: Record<string, string> = {},
  /** Node's own flags for the server process (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArguments: string[] = [],
): Promise<RunningServer> {
  const dataDir = path.join(DATA_DIR, 'servers', name);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  const server = await startChild(
    name,
    (options) => spawnAppServer(options, nodeArguments),
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      JOB_WORKER: 'true',
      JOB_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      ...extraEnv,
    },
    '/api/health',
  );
  // Its export files (hundreds of MB at full scale) go with it.
  return { ...server, stop: () => server.stop().then(() => fs.rm(dataDir, { recursive: true, force: true })) };
}

/** The bare Fastify + pg server (bench/bare-server.ts) replaying the captured statements. */
export async function startBareServer(databaseUrl: string, statementsFile: string): Promise<RunningServer> {
  return startChild(
    'bare',
    (options) => spawnTsx(path.join(BENCH_DIR, 'bare-server.ts'), options),
    { NODE_ENV: 'production', DATABASE_URL: databaseUrl, BARE_STATEMENTS: statementsFile },
    '/bare/health',
  );
}
