import type { z } from 'zod';
import { FOLDER_MAX_DEPTH, type MaterialArea } from '../../../resources/materials/material-constants.ts';
import type { Material } from '../../../resources/materials/material-record.schema.ts';
import type { changeBody, folderBody, itemBody, speechBody, speechUpdateBody } from '../../../resources/materials/material.schema.ts';
import type { Db } from '../../db/database.ts';
import type { WriteEvent } from '../../engine/entity-plugin.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseModuleWrite } from '../../engine/write-events.ts';
import { conflict, invalid, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { capacityOf, deleteMaterial, findMaterial, insertMaterial, merchantIdOf, subtreeOf, updateMaterial, usedBytes } from './materials.repository.ts';

/** Who writes, which rows they may touch, and in which library. */
export interface MaterialContext extends WriteContext {
  area: MaterialArea;
}

export const tooDeep = () => invalid({ pid: [{ key: 'validation.folderTooDeep', params: { max: FOLDER_MAX_DEPTH } }] });

/**
 * Raises a material's write (materials are a module's own entity, no declaration): the audit log's
 * entry and every plug-in hearing all writes. `name` says what the user did (`move`, say).
 */
export async function raiseMaterialWrite(
  trx: Db,
  ctx: MaterialContext,
  name: string,
  before: (Material & { deleted_inside?: number }) | undefined,
  after: Material | undefined,
) {
  const record = (after ?? before)!;
  const facts = { name, moves: [], id: record.id };
  let event: WriteEvent;
  if (before && after) event = { ...facts, action: 'update', before, after };
  else if (after) event = { ...facts, action: 'create', after };
  else event = { ...facts, action: 'delete', before: record };
  await raiseModuleWrite(trx, ctx, 'materials', event, record.name);
}

/**
 * Locks the merchant's materials for the rest of the transaction and answers its capacity. Every
 * write that adds bytes or reshapes the tree takes this lock first (always before any material
 * row), so concurrent writes can neither overrun the capacity together, nor cross two moves, nor
 * add into a folder being deleted.
 */
export function lockTree(trx: Db, ctx: MaterialContext): Promise<number> {
  return capacityOf(trx, merchantIdOf(ctx.scope), { lock: true });
}

/** A material of this library, locked for the write; another merchant's or a missing id is 404. */
export async function lockedMaterial(trx: Db, ctx: MaterialContext, id: number): Promise<Material> {
  const found = await findMaterial(trx, ctx.scope, ctx.area, id, { lock: true });
  if (!found) throw notFound();
  return found;
}

/** The level of the folder `pid` (0 for the root); anything but a folder of this library is refused. */
export async function parentDepth(trx: Db, ctx: MaterialContext, pid: number | null): Promise<number> {
  if (pid === null) return 0;
  const parent = await findMaterial(trx, ctx.scope, ctx.area, pid);
  if (parent?.kind !== 'folder') throw invalid({ pid: ['validation.noSuchFolder'] });
  return parent.depth;
}

type PlaceRule = (trx: Db, depth: number, capacity: number) => Promise<void>;

/** Inserts a material one level below its parent, after its rule passed, with its audit entry. */
async function place(ctx: MaterialContext, values: Record<string, unknown> & { pid: number | null }, rule: PlaceRule = async () => {}) {
  return ctx.db.transaction().execute(async (trx) => {
    const capacity = await lockTree(trx, ctx);
    const depth = (await parentDepth(trx, ctx, values.pid)) + 1;
    await rule(trx, depth, capacity);
    const id = await insertMaterial(trx, ctx.scope, { ...values, area: ctx.area, depth, created_by: ctx.session.accountId });
    const after = (await findMaterial(trx, ctx.scope, ctx.area, id))!;
    await raiseMaterialWrite(trx, ctx, 'create', undefined, after);
    return after;
  });
}

/** Spec §5: folders nest at most 10 levels. */
export function createFolder(ctx: MaterialContext, body: z.output<typeof folderBody>) {
  return place(ctx, { ...body, kind: 'folder' }, async (_trx, depth) => {
    if (depth > FOLDER_MAX_DEPTH) throw tooDeep();
  });
}

/** An uploaded file's record: refused (409) when it would take the merchant past its capacity. */
export function createItem(ctx: MaterialContext, body: z.output<typeof itemBody>) {
  return place(ctx, body, async (trx, _depth, capacity) => {
    if ((await usedBytes(trx, ctx.scope)) + body.size > capacity) throw conflict('errors.capacityExceeded');
  });
}

export function createSpeech(ctx: MaterialContext, body: z.output<typeof speechBody>) {
  return place(ctx, { ...body, kind: 'speech' });
}

/** Changes a record's own fields (never its place, kind or size), audited. */
async function change(ctx: MaterialContext, id: number, values: Record<string, unknown>, accept: (before: Material) => boolean = () => true) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedMaterial(trx, ctx, id);
    if (!accept(before)) throw notFound();
    await updateMaterial(trx, ctx.scope, id, values);
    const after = (await findMaterial(trx, ctx.scope, ctx.area, id))!;
    await raiseMaterialWrite(trx, ctx, 'update', before, after);
    return after;
  });
}

/** Rename or reorder any material. */
export const changeMaterial = (ctx: MaterialContext, id: number, body: z.output<typeof changeBody>) => change(ctx, id, body);

/** A speech material's settings; other kinds are not speech materials (404). */
export const updateSpeech = (ctx: MaterialContext, id: number, body: z.output<typeof speechUpdateBody>) =>
  change(ctx, id, body, (before) => before.kind === 'speech');

/** Deletes a material outright; a folder goes with everything inside it. */
export async function removeMaterial(ctx: MaterialContext, id: number) {
  await ctx.db.transaction().execute(async (trx) => {
    await lockTree(trx, ctx);
    const before = await lockedMaterial(trx, ctx, id);
    const inside = before.kind === 'folder' ? (await subtreeOf(trx, ctx.scope, id)).length - 1 : 0;
    await deleteMaterial(trx, ctx.scope, id);
    // The cascade leaves no entries of its own: the folder's entry says how much went with it.
    await raiseMaterialWrite(trx, ctx, 'delete', { ...before, deleted_inside: inside }, undefined);
  });
}

/** Bytes used by the merchant's materials (both libraries) and its capacity. */
export async function capacityReport(db: Db, scope: Scope) {
  return { used: await usedBytes(db, scope), capacity: await capacityOf(db, merchantIdOf(scope)) };
}
