import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { NotificationBus } from '../bus/notification-bus.ts';
import type { Db } from '../db/database.ts';
import { AppError, type FieldErrors, invalid, notFound } from '../http/app-error.ts';
import type { SessionContext } from '../plugins/session-context.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { WriteListener } from './entity-plugin.ts';
import { beforeDelete, prepareWrite, validateWrite } from './hooks.ts';
import { forgettingTotals } from './list-totals.ts';
import { deleteRecord, findRecord, insertRecord, updateRecord } from './resource.repository.ts';
import { replaceRecordTags } from './tags.repository.ts';
import { raiseWrite } from './write-events.ts';

/** Who writes, and which rows they may touch. */
export interface WriteContext {
  db: Db;
  session: Pick<SessionContext, 'accountId' | 'username'>;
  scope: Scope;
  /**
   * The instance's bus, for a write whose hooks tell every instance (a stopped account's sessions
   * end). Requests carry it; background writes (imports, the bin's purge) only create or purge.
   */
  bus?: Pick<NotificationBus, 'publish'>;
  /**
   * Queues a job with the write (a created plan's panorama import), run once the write commits.
   * Requests and imports give it; a hook needing it where it is absent is a programming error.
   */
  queueJob?(trx: Db, kind: string, params: Record): Promise<number>;
  /**
   * The plug-ins hearing every write, for a module's own entity (materials), which carries none.
   * Requests give them; a declared resource carries its own (plugin-set.ts).
   */
  listeners?: readonly WriteListener[];
}

type Record = globalThis.Record<string, unknown>;

/** Creates a record, with its write event (`name`: `create`, or `import` for a sheet's row), in one transaction. */
export async function createRecord(ctx: WriteContext, resource: ResourceDefinition, body: Record, name: 'create' | 'import' = 'create', trxIn?: Db) {
  const run = async (trx: Db) => {
    const run = { trx, ctx, resource, action: 'create', values: body } as const;
    await validateWrite(run);
    const id = await insertRecord(trx, resource, ctx.scope, body, await prepareWrite(run));
    const after = (await findRecord(trx, resource, ctx.scope, id))!;
    await raiseWrite(trx, ctx, resource, { action: 'create', name, moves: [], id, after });
    return after;
  };
  return forgettingTotals(resource, ctx.scope, () => translateDbErrors(resource, () => (trxIn ? run(trxIn) : ctx.db.transaction().execute(run))));
}

/** Replaces (PUT) or changes (PATCH) a record; another merchant's or a missing id is 404. */
export async function changeRecord(ctx: WriteContext, resource: ResourceDefinition, id: number, body: Record) {
  return forgettingTotals(resource, ctx.scope, () =>
    translateDbErrors(resource, () =>
      ctx.db.transaction().execute(async (trx) => {
        const before = await findRecord(trx, resource, ctx.scope, id, { lock: true });
        if (!before) throw notFound();
        const run = { trx, ctx, resource, action: 'update', id, before, values: { ...before, ...body } } as const;
        checkMerged(resource, run.values);
        await validateWrite(run);
        await updateRecord(trx, resource, ctx.scope, id, body, await prepareWrite(run));
        const after = (await findRecord(trx, resource, ctx.scope, id))!;
        await raiseWrite(trx, ctx, resource, { action: 'update', name: 'update', moves: [], id, before, after });
        return after;
      }),
    ),
  );
}

/**
 * The declaration's cross-field rule (`check`) on the record as a PATCH would leave it: the body
 * alone carries only some fields, so the rule judges them with the stored ones (422 on its paths).
 */
function checkMerged(resource: ResourceDefinition, merged: Record): void {
  const { check } = resource;
  if (!check) return;
  const result = z
    .unknown()
    .superRefine((value, ctx) => check(value as Record, ctx))
    .safeParse(merged);
  if (result.success) return;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  throw invalid(errors);
}

export async function removeRecord(ctx: WriteContext, resource: ResourceDefinition, id: number) {
  await forgettingTotals(resource, ctx.scope, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findRecord(trx, resource, ctx.scope, id, { lock: true });
      if (!before) throw notFound();
      await beforeDelete({ trx, ctx, resource, id, before });
      await deleteRecord(trx, resource, ctx.scope, id);
      await raiseWrite(trx, ctx, resource, { action: 'delete', name: 'delete', moves: [], id, before });
    }),
  );
}

/** Replaces a record's tags (labelManagement), audited like any write. */
export async function tagRecord(ctx: WriteContext, resource: ResourceDefinition, id: number, tags: string[]) {
  // Tags change what a `tags_in` list counts.
  return forgettingTotals(resource, ctx.scope, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findRecord(trx, resource, ctx.scope, id, { lock: true });
      if (!before) throw notFound();
      await replaceRecordTags(trx, resource, ctx.scope, id, tags);
      const after = (await findRecord(trx, resource, ctx.scope, id))!;
      await raiseWrite(trx, ctx, resource, { action: 'update', name: 'tag', moves: [], id, before, after });
      return after;
    }),
  );
}

/** Runs one write per id, each in its own transaction, and reports which ids failed and why. */
export async function batchWrite(ids: number[], write: (id: number) => Promise<unknown>, message: (error: AppError) => string) {
  const ok: number[] = [];
  const failed: { id: number; message: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await write(id);
      ok.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id, message: message(error) });
    }
  }
  return { ok, failed };
}

/**
 * A unique index refused the row: say which field holds the duplicate (422) rather than 500.
 * PostgreSQL names the index's columns in the error detail: `Key (style_id)=(0) already exists.`
 */
export async function translateDbErrors<T>(resource: ResourceDefinition, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const pgError = error as { code?: string; detail?: string };
    if (pgError.code !== '23505') throw error;
    const columns = /Key \((.+?)\)=/.exec(pgError.detail ?? '')?.[1] ?? '';
    const fields = resource.fieldList.map((f) => f.name).filter((name) => new RegExp(`\\b${name}\\b`).test(columns));
    const key = fields.at(-1) ?? '_';
    throw invalid({ [key]: ['validation.duplicate'] });
  }
}
