import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import { type AuditAction, auditTitle, recordAudit } from './audit.ts';
import type { EntityWrite, WriteEvent, WriteListener } from './entity-plugin.ts';
import { afterWrite } from './hooks.ts';
import { writeListenersOf } from './served-resource.ts';
import type { WriteContext } from './resource.service.ts';

type Row = Record<string, unknown>;

/** The kinds of write the audit log names by themselves; any other name is kept as the entry's operation. */
const AUDITED_AS_ITSELF: ReadonlySet<string> = new Set<AuditAction>(['create', 'update', 'delete', 'restore', 'import', 'tag']);

/** The merchant a write belongs to: the caller's, or the record's for a platform caller. */
function merchantOf(ctx: Pick<WriteContext, 'scope'>, record?: Row): number | null {
  if (ctx.scope.kind === 'merchant') return ctx.scope.merchantId;
  return (record?.merchant_id as number | undefined) ?? null;
}

/** The audit entry of a write event, in its transaction (SECURITY.md §11): the log and the listeners read one event. */
async function auditEvent(trx: Db, write: EntityWrite, title: string | null): Promise<void> {
  const { event } = write;
  const itself = AUDITED_AS_ITSELF.has(event.name);
  await recordAudit(trx, {
    entity: write.entity,
    recordId: event.id,
    action: (itself ? event.name : event.action) as AuditAction,
    operation: itself ? null : event.name,
    moves: event.moves,
    session: write.actor,
    merchantId: write.merchantId,
    title,
    before: event.before,
    after: event.after,
  });
}

async function tell(trx: Db, listeners: readonly WriteListener[], write: EntityWrite): Promise<void> {
  for (const listener of listeners) await listener(trx, write);
}

// A job's own change (the bin's purge) has no account: its session names the system actor.
const actorOf = (ctx: Pick<WriteContext, 'session'>): EntityWrite['actor'] => ({ accountId: ctx.session.accountId ?? null, username: ctx.session.username });

/**
 * Raises a write of a declared entity, in its transaction: the audit log's entry, the entity's
 * `afterWrite`, then every plug-in hearing all writes. Every write of the engine, of a record
 * action and of a module route on a declared record comes through here, so each reads the same event.
 */
export async function raiseWrite(trx: Db, ctx: WriteContext, resource: ResourceDefinition, event: WriteEvent): Promise<void> {
  const write: EntityWrite = { entity: resource.name, event, actor: actorOf(ctx), merchantId: merchantOf(ctx, event.after ?? event.before) };
  await auditEvent(trx, write, auditTitle(resource, event.before, event.after));
  await afterWrite(trx, resource, event, ctx);
  await tell(trx, writeListenersOf(resource), write);
}

/**
 * Raises a write of a module's own entity (a material: no declaration, no plug-in): its audit entry
 * and every plug-in hearing all writes, which the request's app hands over (`WriteContext.listeners`).
 */
export async function raiseModuleWrite(trx: Db, ctx: WriteContext, entity: string, event: WriteEvent, title: string | null): Promise<void> {
  const write: EntityWrite = { entity, event, actor: actorOf(ctx), merchantId: merchantOf(ctx, event.after ?? event.before) };
  await auditEvent(trx, write, title);
  await tell(trx, ctx.listeners ?? [], write);
}
