import { z } from 'zod';
import { IMPORT_LINK_MAX, isHttpLink } from '../../../resources/plans/plans.resource.ts';
import { parseKujialeLink } from './kujiale.ts';
import { CUBE_FACES, PANORAMA_LIMITS } from './panorama-images.ts';

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
