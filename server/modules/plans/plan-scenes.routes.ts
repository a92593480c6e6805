import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { planScenesSchema, saveScenesSchema, scenesPath } from '../../../resources/plans/plan-scenes.schema.ts';
import { halls, hallTemplates, planTemplates, plans } from '../../../resources/plans/plans.resource.ts';
import { CONTENT_TARGETS, type ContentTarget, contentTargets, panoramaOwner, type SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { idParams, requestScope, writeContext } from '../../engine/request-context.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';
import { saveDraft } from './plan-drafts.ts';

/** The table of each content kind a hotspot may open; rows in the recycle bin are not offered. */
const CONTENT_TABLES: Record<ContentTarget, { table: 'commodities' | 'albums' | 'videos' | 'documents'; soft: boolean }> = {
  commodity: { table: 'commodities', soft: true },
  album: { table: 'albums', soft: false },
  video: { table: 'videos', soft: false },
  document: { table: 'documents', soft: false },
};

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
    found[kind] = new Set();
    if (!ids.length || scope.kind !== 'merchant') continue;
    const { table, soft } = CONTENT_TABLES[kind];
    let query = tenantTable(db, table, scope).selectFrom().select(`${table}.id as id`).where(`${table}.id`, 'in', ids);
    if (soft) query = query.where(sql.ref(`${table}.deleted_at`), 'is', null);
    for (const row of await query.execute()) found[kind].add(Number(row.id));
  }
  for (const [index, scene] of graph.scenes.entries())
    for (const [spot, hotspot] of scene.hotspots.entries()) {
      const target = hotspot.target as { kind: string; id?: number };
      if ((CONTENT_TARGETS as readonly string[]).includes(target.kind) && !found[target.kind as ContentTarget].has(target.id!))
        errors[`graph.scenes.${index}.hotspots.${spot}.target.id`] = ['validation.noSuchContent'];
    }
  return errors;
}

/** The row of a plan the scope sees, locked for a save; another merchant's or one in the bin is 404. */
async function planRow(db: Db, resource: ResourceDefinition, scope: Scope, id: number, lock = false) {
  const record = await findRecord(db, resource, scope, id, { lock });
  if (!record) throw notFound();
  const row = await db
    .selectFrom('plans')
    .select(['scene_graph', 'published_graph', 'revision', 'published_revision', 'published_at', 'name', 'import_status', 'import_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { record, row };
}

function scenesRoutesOf(app: FastifyInstance, db: Db, resource: ResourceDefinition): void {
  const tags = [resource.name];
  addRoute(app, {
    method: 'GET',
    url: scenesPath(resource.path, ':id'),
    access: { page: resource.route, action: 'read' },
    summary: `The scenes of one of ${resource.name}: the draft the editor works on, its revision, and what is published`,
    tags,
    params: idParams,
    response: planScenesSchema,
    handler: async (request) => {
      const { row } = await planRow(db, resource, requestScope(request), request.params.id);
      return {
        id: request.params.id,
        name: row.name,
        revision: row.revision,
        import_status: row.import_status,
        import_error: row.import_error,
        graph: (row.scene_graph ?? null) as SceneGraph | null,
        published_revision: row.published_revision,
        published_at: row.published_at ? row.published_at.toISOString() : null,
        published_graph: (row.published_graph ?? null) as SceneGraph | null,
      };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: scenesPath(resource.path, ':id'),
    access: { page: resource.route, action: 'edit' },
    summary: `Saves the draft scenes of one of ${resource.name} (409 when another save came first: reload and edit again)`,
    tags,
    params: idParams,
    body: saveScenesSchema,
    response: planScenesSchema,
    handler: async (request) => {
      const scope = requestScope(request);
      const { id } = request.params;
      const { revision, graph } = request.body;
      return db.transaction().execute(async (trx) => {
        const { record, row } = await planRow(trx, resource, scope, id, true);
        if (row.import_status === 'importing') throw conflict(`resources.${resource.name}.errors.importing`);
        if (row.revision !== revision) throw conflict('errors.staleScenes');
        const errors = await graphIssues(trx, scope, graph);
        if (Object.keys(errors).length) throw invalid(errors);
        const next = await saveDraft(trx, writeContext(db, request), resource, record, 'save-scenes', graph);
        return {
          id,
          name: row.name,
          revision: next,
          import_status: row.import_status,
          import_error: row.import_error,
          graph,
          published_revision: row.published_revision,
          published_at: row.published_at ? row.published_at.toISOString() : null,
          published_graph: (row.published_graph ?? null) as SceneGraph | null,
        };
      });
    },
  });
}

/** The scenes of plans, halls and both kinds of template (the editor and the publish page's API). */
export function planScenesRoutes(app: FastifyInstance, { db, resources }: { db: Db; resources: readonly ResourceDefinition[] }): void {
  for (const resource of [plans, halls, hallTemplates, planTemplates]) scenesRoutesOf(app, db, servedAs(resources, resource));
}
