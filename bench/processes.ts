import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** VmRSS and VmHWM of a process, from /proc (Linux). */
export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}
