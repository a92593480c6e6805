import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config.ts';

export interface Memory {
  /** Resident set now, and its high-water mark since the process started, in MB. */
  rssMb: number;
  hwmMb: number;
}

/**
 * Runs a TypeScript entry of the repository (a path from its root) in a fresh node through tsx.
 * The node process itself, not npm nor a shell: its pid is the one whose memory is read, and
 * whatever the entry caches starts cold.
 */
export function spawnTsx(entry: string, options: Omit<SpawnOptions, 'cwd'>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], { ...options, cwd: ROOT_DIR });
}

/**
 * The commands of `npm start` (package.json), each as node's arguments: what runs before the
 * server (building it when stale), then the server itself. Read, not copied, so that the bench
 * measures what users run.
 */
function npmStartCommands(root = ROOT_DIR): string[][] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const commands = scripts.start.split('&&').map((command) => command.trim().split(/\s+/));
  for (const command of commands)
    if (command[0] !== 'node') throw new Error(`npm start runs "${command.join(' ')}": the bench only knows how to run node commands`);
  return commands.map((command) => command.slice(1));
}

/**
 * The real server as `npm start` runs it, in a fresh node: its preparations first (they build the
 * server when its sources changed), then the server process itself, whose memory the bench reads.
 * From this checkout, or from the one `options.cwd` names (a copy elsewhere, say).
 */
export function spawnAppServer(options: SpawnOptions, nodeArguments: string[] = []): ChildProcess {
  const cwd = options.cwd?.toString() ?? ROOT_DIR;
  const commands = npmStartCommands(cwd);
  const server = commands.pop()!;
  for (const command of commands) execFileSync(process.execPath, command, { cwd, env: options.env, stdio: ['ignore', 'ignore', 'inherit'] });
  return spawn(process.execPath, [...nodeArguments, ...server], { ...options, cwd });
}

/** VmRSS and VmHWM of a process, from /proc (Linux). */
export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}
