import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

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

/** Whether a PostgreSQL server is running on this cluster now. */
export async function isClusterRunning(clusterDir: string): Promise<boolean> {
  const pid = await readLockPid(path.join(clusterDir, 'postmaster.pid'));
  return pid !== undefined && isRunningPostgres(pid, clusterDir);
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
