import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Language } from '../../../resources/messages/index.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { forgettingTotals } from '../../engine/list-totals.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { insertJobRow } from '../../jobs/jobs.repository.ts';
import { jobScopeParams, type Scope } from '../../tenancy/scope.ts';
import { kujialeFromEnv } from './kujiale.ts';
import { CUBE_FACES, type CubeFace } from './panorama-images.ts';
import { PLAN_IMPORT_KIND } from './plan-import.ts';
import { ownUploadNames } from './plan-import.repository.ts';
import type { PlanImportBody } from './plan-import.schema.ts';
import { DEFAULT_SCENE_NAME, type ImportPanorama, type PlanImportParams, uploadKeyOf } from './plan-import-sources.ts';
import { markImporting, ownerOfRecord, type PlanOwner } from './plans.repository.ts';

type GalleryPanorama = Extract<PlanImportBody, { source: 'gallery' }>['panoramas'][number];

/**
 * The gallery's panoramas as the job takes them: every file one of the owner's own uploads (its
 * key under the owner's folder and recorded for that owner), every cube whole; each failure at its
 * place (`panoramas.<i>.file`, `panoramas.<i>.faces.<face>`). A missing name is the file's.
 */
async function galleryPanoramas(db: Db, owner: PlanOwner, panoramas: GalleryPanorama[]): Promise<ImportPanorama[]> {
  const missingFaces = panoramas.flatMap((panorama, index) =>
    panorama.kind === 'cube' && CUBE_FACES.some((face) => !panorama.faces[face]) ? [`panoramas.${index}.faces`] : [],
  );
  if (missingFaces.length)
    throw invalid(Object.fromEntries(missingFaces.map((path) => [path, ['errors.panoramaFacesMissing']])), 'errors.panoramaFacesMissing');
  const files = panoramas.flatMap((panorama, index) =>
    panorama.kind === 'sphere'
      ? [{ path: `panoramas.${index}.file`, url: panorama.file }]
      : CUBE_FACES.map((face) => ({ path: `panoramas.${index}.faces.${face}`, url: panorama.faces[face]! })),
  );
  const folder = `${owner ?? 'platform'}/`;
  const keys = [...new Set(files.map((file) => uploadKeyOf(file.url)).filter((key): key is string => key?.startsWith(folder) === true))];
  const known = await ownUploadNames(db, owner, keys);
  const errors: FieldErrors = {};
  for (const file of files) {
    const key = uploadKeyOf(file.url);
    if (!key || !known.has(key)) errors[file.path] = ['validation.notOwnUpload'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const original = (url: string) => known.get(uploadKeyOf(url)!);
  return panoramas.map((panorama) =>
    panorama.kind === 'sphere'
      ? { kind: 'sphere', name: panorama.name ?? original(panorama.file) ?? DEFAULT_SCENE_NAME, file: panorama.file }
      : {
          kind: 'cube',
          name: panorama.name ?? DEFAULT_SCENE_NAME,
          faces: panorama.faces as Record<CubeFace, string>,
        },
  );
}

/** What starting an import needs of the app. */
export interface ImportDeps {
  db: Db;
  env: Env;
  jobs: Pick<JobRunner, 'enqueue' | 'plugins'>;
}

/** Who starts an import: the job runs in this scope, for this account, and reports in this language. */
export interface ImportStarter {
  scope: Scope;
  accountId: number;
  language: Language;
}

/**
 * Queues the panorama import of one record (plan-import.ts runs it) and answers the job's id. The
 * record is marked importing with the job in one transaction, so a second start or a save of its
 * scenes meanwhile is refused (409).
 */
export async function startImport(
  { db, env, jobs }: ImportDeps,
  resource: ResourceDefinition,
  starter: ImportStarter,
  id: number,
  body: PlanImportBody,
): Promise<number> {
  if (!jobs.plugins.jobKinds.has(PLAN_IMPORT_KIND)) throw new Error(`${resource.name}: no plug-in declares the job kind ${PLAN_IMPORT_KIND}`);
  const { scope } = starter;
  const jobId = await forgettingTotals(resource, scope, () =>
    db.transaction().execute(async (trx) => {
      // Another merchant's plan, one in the recycle bin or of another kind is as missing as none.
      const record = await findRecord(trx, resource, scope, id, { lock: true });
      if (!record) throw notFound();
      if (record.import_status === 'importing') throw conflict(`resources.${resource.name}.errors.importing`);
      // A template is the platform's (a platform resource's record names no merchant).
      const owner = ownerOfRecord(resource, record);
      if (body.source === 'kujiale' && !kujialeFromEnv(env)) throw conflict('errors.kujialeNotConfigured');
      const params: PlanImportParams =
        body.source === 'gallery'
          ? { plan: id, source: 'gallery', panoramas: await galleryPanoramas(trx, owner, body.panoramas) }
          : { plan: id, source: body.source, link: body.link };
      await markImporting(trx, owner, id);
      return insertJobRow(trx, {
        accountId: starter.accountId,
        merchantId: scope.kind === 'merchant' ? scope.merchantId : null,
        kind: PLAN_IMPORT_KIND,
        resource: resource.name,
        language: starter.language,
        params: { ...params, ...jobScopeParams(scope) },
      });
    }),
  );
  // Only a committed job goes to the worker: before the commit it could not see the row.
  await jobs.enqueue(jobId);
  return jobId;
}
