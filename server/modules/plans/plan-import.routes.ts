import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { halls, hallTemplates, IMPORT_LINK_MAX, isHttpLink, planTemplates, plans } from '../../../resources/plans/plans.resource.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { forgettingTotals } from '../../engine/list-totals.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { insertJobRow } from '../../jobs/jobs.repository.ts';
import { jobScopeParams } from '../../tenancy/scope.ts';
import { kujialeFromEnv, parseKujialeLink } from './kujiale.ts';
import { CUBE_FACES, type CubeFace, PANORAMA_LIMITS } from './panorama-images.ts';
import { PLAN_IMPORT_KIND } from './plan-import.ts';
import { DEFAULT_SCENE_NAME, type ImportPanorama, type PlanImportParams, uploadKeyOf } from './plan-import.sources.ts';
import type { PlanOwner } from './plans.repository.ts';

const fileUrl = z.string().max(400);
const sceneName = z.string().max(200).optional();
const link = (check: (link: string) => boolean, error: string) =>
  z.string().trim().min(1, { error: 'validation.importLinkEmpty' }).max(IMPORT_LINK_MAX).refine(check, { error });

/**
 * `POST <path>/{id}/panoramas`: a gallery import (1–50 of the caller's own uploads, each a 2:1
 * sphere or six cube faces; a name is the file's when none is given), one panorama link, or the
 * link of a Kujiale design. A cube's faces may be sent partly: a missing one is the spec §8
 * "Panorama cube faces insufficient" (422), not a bare "Required".
 */
export const planImportBodySchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('gallery'),
    panoramas: z
      .array(
        z.discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('sphere'), name: sceneName, file: fileUrl }),
          z.strictObject({
            kind: z.literal('cube'),
            name: sceneName,
            faces: z.strictObject(Object.fromEntries(CUBE_FACES.map((face) => [face, fileUrl.optional()]))),
          }),
        ]),
      )
      .min(1)
      .max(PANORAMA_LIMITS.maxFiles, { error: 'validation.panoramasTooMany' }),
  }),
  z.strictObject({
    source: z.literal('link'),
    // The refinement is invisible to the OpenAPI document; the format tells clients what it takes.
    link: link(isHttpLink, 'validation.importLinkHttp').meta({ format: 'uri', description: 'An http(s) link to a 2:1 equirectangular JPG' }),
  }),
  z.strictObject({ source: z.literal('kujiale'), link: link((text) => parseKujialeLink(text) !== null, 'validation.kujialeLink') }),
]);
export type PlanImportBody = z.infer<typeof planImportBodySchema>;

export const planImportStartedSchema = z.object({ job: z.number().int() });

/** The import path of a resource: `<resource path>/{id}/panoramas`. */
export const panoramasPath = (resourcePath: string, id: number | string) => `${resourcePath}/${id}/panoramas`;

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
  const known = new Map<string, string>();
  if (keys.length) {
    let query = db.selectFrom('files').select(['storage_key', 'original_name']).where('storage_key', 'in', keys);
    query = owner === null ? query.where('merchant_id', 'is', null) : query.where('merchant_id', '=', owner);
    for (const row of await query.execute()) known.set(row.storage_key, row.original_name);
  }
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

type Jobs = Pick<JobRunner, 'enqueue' | 'plugins'>;

function importRouteOf(app: FastifyInstance, { db, env, jobs }: { db: Db; env: Env; jobs: Jobs }, resource: ResourceDefinition): void {
  addRoute(app, {
    method: 'POST',
    url: panoramasPath(resource.path, ':id'),
    access: { page: resource.route, action: 'import' },
    summary: `Imports panoramas into one of ${resource.name} as a job (local gallery, a panorama link, or a Kujiale design); answers the job's id`,
    tags: [resource.name],
    params: idParams,
    body: planImportBodySchema,
    response: planImportStartedSchema,
    handler: async (request) => {
      if (!jobs.plugins.jobKinds.has(PLAN_IMPORT_KIND)) throw new Error(`${resource.name}: no plug-in declares the job kind ${PLAN_IMPORT_KIND}`);
      const scope = requestScope(request);
      const session = request.session!;
      const { id } = request.params;
      const body = request.body;
      const jobId = await forgettingTotals(resource, scope, () =>
        db.transaction().execute(async (trx) => {
          // Another merchant's plan, one in the recycle bin or of another kind is as missing as none.
          const record = await findRecord(trx, resource, scope, id, { lock: true });
          if (!record) throw notFound();
          if (record.import_status === 'importing') throw conflict(`resources.${resource.name}.errors.importing`);
          // A template is the platform's (a platform resource's record names no merchant).
          const owner: PlanOwner = resource.tenancy === 'merchant' ? Number(record.merchant_id) : null;
          if (body.source === 'kujiale' && !kujialeFromEnv(env)) throw conflict('errors.kujialeNotConfigured');
          const params: PlanImportParams =
            body.source === 'gallery'
              ? { plan: id, source: 'gallery', panoramas: await galleryPanoramas(trx, owner, body.panoramas) }
              : { plan: id, source: body.source, link: body.link };
          await trx.updateTable('plans').set({ import_status: 'importing', import_error: '' }).where('id', '=', id).execute();
          return insertJobRow(trx, {
            accountId: session.accountId,
            merchantId: scope.kind === 'merchant' ? scope.merchantId : null,
            kind: PLAN_IMPORT_KIND,
            resource: resource.name,
            language: request.language,
            params: { ...params, ...jobScopeParams(scope) },
          });
        }),
      );
      // Only a committed job goes to the worker: before the commit it could not see the row.
      await jobs.enqueue(jobId);
      return { job: jobId };
    },
  });
}

/** The panorama import of plans, halls and both kinds of template (register with the app's modules). */
export function planImportRoutes(app: FastifyInstance, deps: { db: Db; env: Env; jobs: Jobs }): void {
  for (const resource of [plans, halls, hallTemplates, planTemplates]) importRouteOf(app, deps, resource);
}
