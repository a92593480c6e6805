import type { Db } from '../../db/database.ts';
import { migrationVersions } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';
import type { InstanceState } from '../../http/instance-state.ts';
import { appliedMigrations, pingDatabase } from './health.repository.ts';

/** Why an instance is not ready, in the `x-not-ready` header of its 503 (for whoever runs it). */
export const NOT_READY_REASONS = ['draining', 'database', 'migrations'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** Liveness: 503 while the database cannot be reached. */
export async function assertLive(db: Db): Promise<void> {
  try {
    await pingDatabase(db);
  } catch {
    throw new AppError(503, 'errors.unavailable');
  }
}

/**
 * The instance's readiness check: it answers why the instance is not ready, or undefined when it
 * is. `onDatabaseError` hears why the database check failed (the answer only says `database`).
 */
export function readinessCheck(db: Db, instance: Pick<InstanceState, 'draining'>) {
  // Migrations bundled with this build, read once: the database must hold every one of them.
  const bundled = migrationVersions();
  return async (onDatabaseError: (error: unknown) => void): Promise<NotReadyReason | undefined> => {
    if (instance.draining) return 'draining';
    let applied: Set<string>;
    try {
      applied = await appliedMigrations(db);
    } catch (error) {
      onDatabaseError(error);
      return 'database';
    }
    return bundled.some((version) => !applied.has(version)) ? 'migrations' : undefined;
  };
}
