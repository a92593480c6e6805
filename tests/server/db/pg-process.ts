import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** True while the process exists and has not exited (a zombie nobody reaped counts as gone). */
export function isLive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The postmaster pid recorded in a cluster's lock file, if there is one. */
export function lockPid(clusterDir: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
  } catch {
    return undefined;
  }
}

/** Writes a lock file as PostgreSQL does, naming the given pid. */
export async function writeLockFile(clusterDir: string, pid: number, port: number): Promise<void> {
  const lines = [pid, clusterDir, Math.floor(Date.now() / 1000), port, '', '127.0.0.1', '  5432001         0', 'ready   '];
  await writeFile(path.join(clusterDir, 'postmaster.pid'), `${lines.join('\n')}\n`);
}

/** The pid of a process that has already exited (and was reaped). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

/** Local addresses (hex, as /proc/net/tcp* writes them) listening on a TCP port. */
export function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state === '0A' && local?.endsWith(`:${hexPort}`)) addresses.push(local.slice(0, local.lastIndexOf(':')));
    }
  }
  return addresses;
}

export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/**
 * Starts the embedded PostgreSQL in a child Node process (as `npm start` would), waits for its URL,
 * then SIGKILLs that Node process only, so its PostgreSQL keeps running as an orphan; or, with
 * `killGroup`, the child's whole process group (Node, PostgreSQL and its backends), as a crash would.
 */
export async function orphanServer(dataDir: string, options: { killGroup?: boolean } = {}): Promise<{ url: string; nodePid: number }> {
  const script = path.join(dataDir, 'start-and-hang.mjs');
  const embedded = path.join(repoRoot, 'server/db/embedded.ts');
  await writeFile(
    script,
    `import { startEmbeddedPostgres } from ${JSON.stringify(embedded)};\n` +
      `const db = await startEmbeddedPostgres({ dataDir: process.argv[2] });\n` +
      `process.stdout.write(JSON.stringify({ url: db.url }) + '\\n');\n` +
      `setInterval(() => {}, 1 << 30);\n`,
  );
  // Its own process group, so a group kill reaches exactly the processes this child started.
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not start PostgreSQL in time: ${stderr}`));
    }, 45_000);
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line).url);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the child exited early (${code}): ${stderr}`));
    });
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  if (options.killGroup) process.kill(-(child.pid as number), 'SIGKILL');
  else child.kill('SIGKILL');
  await exited;
  return { url, nodePid: child.pid as number };
}
