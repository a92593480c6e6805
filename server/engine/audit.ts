import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { SessionContext } from '../plugins/session-context.ts';
import type { WriteMove } from './entity-plugin.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore' | 'import' | 'tag';

export interface AuditEntry {
  entity: string;
  recordId: number;
  action: AuditAction;
  /** What the user did besides the kind of write: a record action (`submit`), a module write (`save-scenes`). */
  operation?: string | null;
  /** The machine fields the write moved, from → to. */
  moves?: readonly WriteMove[];
  session: { accountId: SessionContext['accountId'] | null; username: string };
  merchantId: number | null;
  /** What the record is called after the write (before it, for a delete), so the log reads by name. */
  title?: string | null;
  before?: unknown;
  after?: unknown;
}

type Row = Record<string, unknown>;

/**
 * The title a declared record has after a write, or had before one that removed it: its
 * `titleField`, as text. A tag change or a purge carries only part of the record: none then,
 * and the log shows the record's last known title.
 */
export function auditTitle(resource: Pick<ResourceDefinition, 'titleField'>, before?: Row, after?: Row): string | null {
  const value = (after && resource.titleField in after ? after : before)?.[resource.titleField];
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** Who the log names for what a scheduled job changes on its own (an expiry moving a state). */
export const SYSTEM_ACTOR = 'system';

/** Appends one entry to the audit log, inside the write's own transaction (SECURITY.md §11). */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await insertEntry(trx, entry, entry.session.accountId, entry.session.username);
}

/** Appends an entry for a change no account made (a scheduled job's), named `SYSTEM_ACTOR`. */
export async function recordSystemAudit(trx: Db, entry: Omit<AuditEntry, 'session'>): Promise<void> {
  await insertEntry(trx, entry, null, SYSTEM_ACTOR);
}

async function insertEntry(trx: Db, entry: Omit<AuditEntry, 'session'>, accountId: number | null, accountName: string): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      entity: entry.entity,
      record_id: entry.recordId,
      action: entry.action,
      account_id: accountId,
      account_name: accountName,
      merchant_id: entry.merchantId,
      record_title: entry.title ?? null,
      operation: entry.operation ?? null,
      moves: entry.moves?.length ? JSON.stringify(entry.moves) : null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
