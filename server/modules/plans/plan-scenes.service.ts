import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { PlanScenes, SaveScenes } from '../../../resources/plans/plan-scenes.schema.ts';
import { CONTENT_TARGETS, type ContentTarget, contentTargets, panoramaOwner, type SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { saveDraft } from './plan-drafts.ts';
import { existingContent } from './plan-scenes.repository.ts';
import { findGraph, ownerOfRecord } from './plans.repository.ts';

const ownerFolder = (scope: Scope) => (scope.kind === 'merchant' ? String(scope.merchantId) : 'platform');

/**
 * What the schema cannot know: every image is a panorama stored for this merchant (or a platform
 * template's, which merchants' copies reuse), and every goods, album, video or document a hotspot
 * opens exists and is the merchant's. Each failure is reported at its place in the graph.
 */
async function graphIssues(db: Db, scope: Scope, graph: SceneGraph): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const own = ownerFolder(scope);
  graph.scenes.forEach((scene, index) => {
    const owner = panoramaOwner(scene.image);
    if (owner !== own && owner !== 'platform') errors[`graph.scenes.${index}.image.base`] = ['validation.panoramaBase'];
  });
  const wanted = contentTargets(graph);
  const found = {} as Record<ContentTarget, Set<number>>;
  for (const kind of CONTENT_TARGETS) {
    const ids = wanted[kind];
    // A platform caller names no merchant, so no content is its own.
    found[kind] = !ids.length || scope.kind !== 'merchant' ? new Set() : await existingContent(db, scope, kind, ids);
  }
  for (const [index, scene] of graph.scenes.entries())
    for (const [spot, hotspot] of scene.hotspots.entries()) {
      const target = hotspot.target as { kind: string; id?: number };
      if ((CONTENT_TARGETS as readonly string[]).includes(target.kind) && !found[target.kind as ContentTarget].has(target.id!))
        errors[`graph.scenes.${index}.hotspots.${spot}.target.id`] = ['validation.noSuchContent'];
    }
  return errors;
}

/**
 * A plan the scope sees (another merchant's or one in the bin is 404), locked for a save, with its
 * graph read under the record's owner: both reads are scoped.
 */
async function planRow(db: Db, resource: ResourceDefinition, scope: Scope, id: number, lock = false) {
  const record = await findRecord(db, resource, scope, id, { lock });
  if (!record) throw notFound();
  const row = await findGraph(db, ownerOfRecord(resource, record), id);
  if (!row) throw notFound();
  return { record, row };
}

type GraphRow = NonNullable<Awaited<ReturnType<typeof findGraph>>>;

/** The wire answer of a plan's scenes: `graph` and `revision` are the draft's, given after a save. */
const scenesAnswer = (id: number, row: GraphRow, graph: SceneGraph | null, revision: number): PlanScenes => ({
  id,
  name: row.name,
  revision,
  import_status: row.import_status,
  import_error: row.import_error,
  graph,
  published_revision: row.published_revision,
  published_at: row.published_at ? row.published_at.toISOString() : null,
  published_graph: (row.published_graph ?? null) as SceneGraph | null,
});

/** The draft the editor works on, its revision, and what is published. */
export async function readScenes(db: Db, resource: ResourceDefinition, scope: Scope, id: number): Promise<PlanScenes> {
  const { row } = await planRow(db, resource, scope, id);
  return scenesAnswer(id, row, (row.scene_graph ?? null) as SceneGraph | null, row.revision);
}

/**
 * Saves a new draft over the revision the editor began from: refused while an import adds scenes
 * (409) or when another save came first (409 stale), and judged whole before it is stored.
 */
export async function saveScenes(ctx: WriteContext, resource: ResourceDefinition, id: number, { revision, graph }: SaveScenes): Promise<PlanScenes> {
  return ctx.db.transaction().execute(async (trx) => {
    const { record, row } = await planRow(trx, resource, ctx.scope, id, true);
    if (row.import_status === 'importing') throw conflict(`resources.${resource.name}.errors.importing`);
    if (row.revision !== revision) throw conflict('errors.staleScenes');
    const errors = await graphIssues(trx, ctx.scope, graph);
    if (Object.keys(errors).length) throw invalid(errors);
    const next = await saveDraft(trx, ctx, resource, record, 'save-scenes', graph);
    return scenesAnswer(id, row, graph, next);
  });
}
