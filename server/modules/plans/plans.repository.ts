import { sql } from 'kysely';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { panoramaFiles, type SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the plans module reads and writes of `plans` itself: the scene graphs, which the engine's
 * generic record leaves out (they are large and only the editor, the preview and publishing need
 * them). Every call names the merchant (or the platform, `null`, for templates): a row of another
 * owner is never touched.
 */

/** Whose rows a call may touch: a merchant's id, or null for the platform's templates. */
export type PlanOwner = number | null;

const owned = (owner: PlanOwner) => (owner === null ? sql<boolean>`plans.merchant_id is null` : sql<boolean>`plans.merchant_id = ${owner}`);

/** Whose a record read through its resource's scope is: its merchant, or the platform for a template. */
export const ownerOfRecord = (resource: Pick<ResourceDefinition, 'tenancy'>, record: Record<string, unknown>): PlanOwner =>
  resource.tenancy === 'merchant' ? Number(record.merchant_id) : null;

/** A plan's draft graph, its scene count and its revision, its import state and what is published (deleted ones excluded), or undefined. */
export async function findGraph(db: Db, owner: PlanOwner, id: number) {
  return db
    .selectFrom('plans')
    .select([
      'id',
      'kind',
      'scene_graph',
      'scene_count',
      'revision',
      'import_status',
      'import_error',
      'published_graph',
      'published_revision',
      'published_at',
      'name',
    ])
    .where('id', '=', id)
    .where(owned(owner))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Copies one plan's draft and its import state onto another of the same owner (a copy's scenes). */
export async function copyGraph(trx: Db, owner: PlanOwner, from: number, to: number): Promise<void> {
  await sql`
    update plans set scene_graph = source.scene_graph, scene_count = source.scene_count, cover = source.cover,
      import_status = source.import_status, import_error = source.import_error
    from plans source
    where plans.id = ${to} and source.id = ${from} and ${owned(owner)}
      and ${owner === null ? sql`source.merchant_id is null` : sql`source.merchant_id = ${owner}`}`.execute(trx);
}

/** Makes the draft what viewers see. */
export async function publishGraph(trx: Db, id: number): Promise<void> {
  await sql`update plans set published_graph = scene_graph, published_at = now() where id = ${id}`.execute(trx);
}

/** Plans and halls of a merchant that count against its plan cap: not templates, not in the bin. */
export const countPlans = (merchantId: number) =>
  sql<{ count: number }>`select count(*)::int as count from plans where merchant_id = ${merchantId} and deleted_at is null`;

/** A merchant's plans started from a template, against its template cap. */
export const countTemplateUses = (merchantId: number) =>
  sql<{ count: number }>`select count(*)::int as count from plans where merchant_id = ${merchantId} and source = 'template' and deleted_at is null`;

/** A new draft of a plan as a save or an import writes it. */
export interface DraftWrite {
  id: number;
  graph: SceneGraph;
  /** The revision the draft had: the new revision is the next. */
  revision: number;
  /** Other columns that change with it (an import's end state). */
  also?: { import_status?: 'ready'; import_error?: string };
}

/**
 * Stores a draft whole, in the caller's transaction: the next revision, its scene count and the
 * cover (the opening scene's thumbnail). Answers the new revision; the caller raises the write
 * event (plan-drafts.ts).
 */
export async function writeDraft(trx: Db, write: DraftWrite): Promise<number> {
  const { graph } = write;
  const start = graph.scenes.find((scene) => scene.id === graph.start) ?? graph.scenes[0]!;
  const revision = write.revision + 1;
  await trx
    .updateTable('plans')
    .set({
      ...write.also,
      scene_graph: JSON.stringify(graph),
      revision,
      scene_count: graph.scenes.length,
      cover: panoramaFiles.thumbnail(start.image),
      updated_at: sql`now()` as unknown as Date,
    })
    .where('id', '=', write.id)
    .execute();
  return revision;
}

/** Marks a plan as importing (its job is queued in the same transaction), clearing the last import's error. */
export async function markImporting(trx: Db, owner: PlanOwner, id: number): Promise<void> {
  await trx.updateTable('plans').set({ import_status: 'importing', import_error: '' }).where('id', '=', id).where(owned(owner)).execute();
}
