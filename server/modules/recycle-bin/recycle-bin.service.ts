import { forgettingTotals } from '../../engine/list-totals.ts';
import { DAY_MS, RECYCLE_BIN_DAYS } from '../../../resources/constants.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { expiresAt, RECYCLE_BIN_KINDS, type RecycleBinItem, restoreRefusal } from '../../../resources/recycle-bin/recycle-bin.schema.ts';
import type { Db } from '../../db/database.ts';
import { pluginOf } from '../../engine/served-resource.ts';
import { SYSTEM_ACTOR as SYSTEM_ACTOR_NAME } from '../../engine/audit.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { batchWrite, type WriteContext } from '../../engine/resource.service.ts';
import { dropRecordTags } from '../../engine/tags.repository.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type Scope, scopeForJob } from '../../tenancy/scope.ts';
import { type DeletedRow, deleteForGood, findDeleted, findExpired, listDeleted, undelete } from './recycle-bin.repository.ts';

type Row = Record<string, unknown>;
type Item = { kind: string; id: number };

/** How many expired records one transaction of the daily purge deletes. */
const PURGE_CHUNK = 200;

// The daily purge acts for nobody: audit_log.account_id is nullable for exactly this.
const SYSTEM_ACTOR = { accountId: null as unknown as number, username: SYSTEM_ACTOR_NAME };

/** The served soft resource of a kind (the route schemas only let the bin's kinds through). */
export function resourceOfKind(resources: readonly ResourceDefinition[], kind: string): ResourceDefinition {
  const resource = resources.find((served) => served.name === kind);
  if (resource?.deletion !== 'soft') throw notFound();
  return resource;
}

function toItem(row: DeletedRow, now: number): RecycleBinItem {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    deleted_at: row.deleted_at.toISOString(),
    expires_at: expiresAt(row.deleted_at).toISOString(),
    restorable: restoreRefusal(row, now) === null,
  };
}

/** One page of the scope's recycle bin, of one kind or of all. */
export async function listBin(
  db: Db,
  resources: readonly ResourceDefinition[],
  scope: Scope,
  query: { page: number; pageSize: number; kind?: string; q?: string },
  now = Date.now(),
) {
  const kinds = query.kind ? [query.kind] : RECYCLE_BIN_KINDS;
  const { rows, total } = await listDeleted(
    db,
    kinds.map((kind) => resourceOfKind(resources, kind)),
    scope,
    query,
  );
  return { list: rows.map((row) => toItem(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/** Spec §4: back out of the bin within 30 days, unless its upload failed (409 saying which). */
export async function restoreItem(ctx: WriteContext, resource: ResourceDefinition, id: number): Promise<void> {
  // Back in its list: that list's cached large total is stale from then on.
  await forgettingTotals(resource, ctx.scope, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findDeleted(trx, resource, ctx.scope, id, { lock: true });
      if (!before) throw notFound();
      const refusal = restoreRefusal(before as { deleted_at: string; upload_failed?: unknown });
      if (refusal) throw new AppError(409, `recycleBin.${refusal}`, { params: { days: RECYCLE_BIN_DAYS } });
      await pluginOf(resource).beforeRestore?.({ trx, ctx, resource, id, before });
      await undelete(trx, resource, ctx.scope, id);
      const after = (await findRecord(trx, resource, ctx.scope, id))!;
      await raiseWrite(trx, ctx, resource, { action: 'update', name: 'restore', moves: [], id, before, after });
    }),
  );
}

/** Deletes bin records for good (irreversible, spec §4), each audited, with their tags and traces. */
async function purgeRecords(trx: Db, ctx: WriteContext, resource: ResourceDefinition, records: Row[]): Promise<void> {
  const ids = records.map((record) => record.id as number);
  // The row goes now: a second delete event, named purge (the first moved it to the bin).
  for (const record of records) await raiseWrite(trx, ctx, resource, { action: 'delete', name: 'purge', moves: [], id: record.id as number, before: record });
  if (resource.tagArea) for (const id of ids) await dropRecordTags(trx, resource.tagArea, id);
  await pluginOf(resource).purgeCleanup?.(trx, ctx.scope, ids);
  await deleteForGood(trx, resource, ctx.scope, ids);
}

/** Permanent deletion of one record of the bin; one not in the bin (or another merchant's) is 404. */
export async function purgeItem(ctx: WriteContext, resource: ResourceDefinition, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const record = await findDeleted(trx, resource, ctx.scope, id, { lock: true });
    if (!record) throw notFound();
    await purgeRecords(trx, ctx, resource, [record]);
  });
}

/** Runs an action per item (kind and id), each on its own, like the engine's batches. */
export async function batchOnItems(items: Item[], act: (item: Item) => Promise<void>, message: (error: AppError) => string) {
  const unique = [...new Map(items.map((item) => [`${item.kind}:${item.id}`, item])).values()];
  const { ok, failed } = await batchWrite(
    unique.map((_, index) => index),
    (index) => act(unique[index]),
    message,
  );
  return { ok: ok.map((index) => unique[index]), failed: failed.map(({ id: index, message: text }) => ({ ...unique[index], message: text })) };
}

/**
 * The daily purge (spec §9: the bin keeps records 30 days): deletes for good, across every
 * merchant, what the served soft resources deleted before `now` minus 30 days. Answers how many
 * records went.
 */
export async function purgeExpired(db: Db, resources: readonly ResourceDefinition[], now = new Date()): Promise<number> {
  const ctx: WriteContext = { db, session: SYSTEM_ACTOR, scope: scopeForJob(null, null) };
  const cutoff = new Date(now.getTime() - RECYCLE_BIN_DAYS * DAY_MS);
  let purged = 0;
  for (const resource of resources.filter((served) => served.deletion === 'soft')) {
    // Chunks keep each transaction short; a short chunk means nothing older is left.
    let done: number;
    do {
      done = await db.transaction().execute(async (trx) => {
        const records = await findExpired(trx, resource, ctx.scope, cutoff, PURGE_CHUNK);
        await purgeRecords(trx, ctx, resource, records);
        return records.length;
      });
      purged += done;
    } while (done === PURGE_CHUNK);
  }
  return purged;
}
