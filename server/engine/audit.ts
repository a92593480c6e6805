import type { Db } from '../db/database.ts';
import type { SessionContext } from '../plugins/session-context.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore' | 'import' | 'tag';

export interface AuditEntry {
  entity: string;
  recordId: number;
  action: AuditAction;
  session: Pick<SessionContext, 'accountId' | 'username'>;
  merchantId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry to the audit log, inside the write's own transaction (SECURITY.md §11). */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      entity: entry.entity,
      record_id: entry.recordId,
      action: entry.action,
      account_id: entry.session.accountId,
      account_name: entry.session.username,
      merchant_id: entry.merchantId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
