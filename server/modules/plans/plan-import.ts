import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { translate } from '../../../resources/messages/index.ts';
import { SCENES_MAX, type SceneGraph, type SceneImage, sceneGraphSchema } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';
import { forgettingTotals } from '../../engine/list-totals.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import type { JobKind, JobWork } from '../../jobs/job-kinds.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { kujialeFromEnv } from './kujiale.ts';
import { deletePanorama, storeCube, storeSphere } from './panorama-store.ts';
import { markImportFailed } from './plan-import.repository.ts';
import { DEFAULT_SCENE_NAME, describeFailure, ImportFailure, type PlanImportParams, pendingPanoramas } from './plan-import-sources.ts';
import { saveDraft } from './plan-drafts.ts';
import { findGraph, ownerOfRecord, type PlanOwner } from './plans.repository.ts';

export type { ImportPanorama, PlanImportParams, PlanImportSource } from './plan-import-sources.ts';

/**
 * The panorama import of a plan, hall or template (spec §3 import sources: local gallery, panorama
 * link, Kujiale link; issue 20), run as a job the import route queues (plan-import.service.ts).
 * Each panorama is read (the owner's upload, or a download through the SSRF guard), checked and
 * stored (panorama-store.ts); then the new scenes join the plan's draft in one transaction. A
 * failure takes back every panorama this run stored and says why in the plan's `import_error`.
 */
export const PLAN_IMPORT_KIND = 'plan-import';

/** A stored panorama, waiting to become a scene. */
export interface ImportedPanorama {
  name: string;
  image: SceneImage;
}

/**
 * The draft with the imported panoramas appended as new scenes: ids `s1`, `s2`… not yet used,
 * the start kept (the first new scene when there was no draft).
 */
export function appendScenes(graph: SceneGraph | null, imported: ImportedPanorama[]): SceneGraph {
  const scenes = graph?.scenes ?? [];
  const used = new Set(scenes.map((scene) => scene.id));
  let counter = 0;
  const nextId = () => {
    do counter += 1;
    while (used.has(`s${counter}`));
    used.add(`s${counter}`);
    return `s${counter}`;
  };
  const added = imported.map(({ name, image }) => ({ id: nextId(), name, image, initialView: { yaw: 0, pitch: 0, fov: 90 }, hotspots: [] }));
  return { scenes: [...scenes, ...added], start: graph?.start ?? added[0]!.id };
}

/**
 * The plan as the import reads it: in the starter's scope, not deleted, with its owner; its graph
 * is read under that owner (plans.repository.ts), so neither read can reach another merchant's row.
 */
async function readPlan(db: Db, resource: ResourceDefinition, scope: Scope, id: number, lock = false) {
  const record = await findRecord(db, resource, scope, id, { lock });
  if (!record) return undefined;
  const owner = ownerOfRecord(resource, record);
  const row = await findGraph(db, owner, id);
  return row && { record, owner, sceneCount: row.scene_count, graph: (row.scene_graph ?? null) as SceneGraph | null };
}

/** Adds the scenes to the draft, if the plan is still the same owner's and not deleted. */
async function commitScenes(work: JobWork, id: number, owner: PlanOwner, imported: ImportedPanorama[]): Promise<void> {
  const { db, resource, scope, session } = work;
  await forgettingTotals(resource, scope, () =>
    db.transaction().execute(async (trx) => {
      const plan = await readPlan(trx, resource, scope, id, true);
      if (!plan || plan.owner !== owner) throw new ImportFailure('errors.panoramaPlanGone');
      const graph = appendScenes(plan.graph, imported);
      if (graph.scenes.length > SCENES_MAX) throw new ImportFailure('errors.panoramaScenesTooMany', { maximum: SCENES_MAX, count: graph.scenes.length });
      // The graph is judged whole as the editor's saves are: a stored draft is always one it could save.
      const checked = sceneGraphSchema.parse(graph);
      await saveDraft(trx, { db, session, scope }, resource, plan.record, 'import-scenes', checked, { import_status: 'ready', import_error: '' });
    }),
  );
}

/** Ends a failed import on the plan (plan-import.repository.ts says how), forgetting the list's cached totals. */
async function markFailed(work: JobWork, id: number, message: string): Promise<void> {
  const { db, resource, scope } = work;
  await forgettingTotals(resource, scope, () => markImportFailed(db, resource, scope, id, message));
}

/** Removes what a failed run stored, each panorama best effort. */
async function deleteStored(storage: FileStorage, stored: SceneImage[]): Promise<void> {
  for (const image of stored.splice(0)) await deletePanorama(storage, image).catch(() => {});
}

async function runPlanImport(work: JobWork): Promise<void> {
  const { db, resource, scope, env, signal, report, language, log } = work;
  const params = work.params as unknown as PlanImportParams;
  const storage = work.files.storage;
  const id = Number(params.plan);
  const stored: SceneImage[] = [];
  // The panorama being read or stored, which a failure's message names.
  let current = DEFAULT_SCENE_NAME;
  try {
    const plan = await readPlan(db, resource, scope, id);
    if (!plan) throw new ImportFailure('errors.panoramaPlanGone');
    const kujiale = params.source === 'kujiale' ? kujialeFromEnv(env) : null;
    const pending = await pendingPanoramas(params, { storage, env, kujiale });
    const count = plan.sceneCount + pending.length;
    if (count > SCENES_MAX) throw new ImportFailure('errors.panoramaScenesTooMany', { maximum: SCENES_MAX, count });
    await report({ progress: 0, total: pending.length });
    const folder = plan.owner ?? 'platform';
    const imported: ImportedPanorama[] = [];
    for (const [index, panorama] of pending.entries()) {
      signal.throwIfAborted();
      current = panorama.name;
      const bytes = await panorama.load();
      signal.throwIfAborted();
      const image = bytes.kind === 'sphere' ? await storeSphere(storage, folder, bytes.image) : await storeCube(storage, folder, bytes.faces);
      stored.push(image);
      imported.push({ name: panorama.name, image });
      await report({ progress: index + 1 });
    }
    signal.throwIfAborted();
    await commitScenes(work, id, plan.owner, imported);
    // The scenes hold them now: nothing of this run is to be taken back any more.
    stored.length = 0;
    await report({ status: 'done', progress: pending.length, summary: { key: 'jobs.imported', params: { count: imported.length, skipped: 0 } } });
  } catch (error) {
    await deleteStored(storage, stored);
    // Stopped by a shutdown: nothing half-made stays, and the job goes back to the queue whole.
    if (signal.aborted) throw error;
    let failure = describeFailure(error, current, params.link);
    if (!failure) {
      log.error({ err: error, jobId: work.jobId }, 'plan import failed');
      failure = new ImportFailure('errors.panoramaImportFailed');
    }
    await markFailed(work, id, translate(language, failure.key, failure.params));
    await report({ status: 'failed', summary: { key: failure.key, params: failure.params } });
  }
}

/** The job kind the plans plug-in declares (`jobKinds: { [PLAN_IMPORT_KIND]: planImportKind }`, once for all four resources). */
export const planImportKind: JobKind = { run: runPlanImport };
