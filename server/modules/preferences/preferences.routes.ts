import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PREFERENCE_KEY_PATTERN, preferenceSchema } from '../../../resources/jobs/job.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { addRoute } from '../../http/route.ts';
import { preferenceOf, savePreference } from './preferences.service.ts';

const keyParams = z.strictObject({ key: z.string().regex(PREFERENCE_KEY_PATTERN) });
// A preference is a small UI choice (a list's columns), never a document.
const MAX_PREFERENCE_BYTES = 8_192;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/**
 * Any JSON value. Recursive, so it is named for the OpenAPI document's components; written out
 * because `z.json()` documents itself with a reference that does not resolve.
 */
const jsonValue: z.ZodType<Json> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]))
  .meta({ id: 'JsonValue' });

/** Per-user preferences kept on the server, so a choice follows the user to any browser. */
export function preferencesRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/preferences/:key',
    access: 'session',
    summary: 'One of your saved preferences (value null when never saved)',
    tags: ['account'],
    params: keyParams,
    response: preferenceSchema,
    handler: async (request) => preferenceOf(db, request.session!.accountId, request.params.key),
  });
  addRoute(app, {
    method: 'PUT',
    url: '/api/preferences/:key',
    access: 'session',
    summary: 'Save one of your preferences',
    tags: ['account'],
    params: keyParams,
    body: z.strictObject({ value: jsonValue.refine((value) => JSON.stringify(value).length <= MAX_PREFERENCE_BYTES, { error: 'validation.tooBig' }) }),
    response: preferenceSchema,
    handler: async (request) => savePreference(db, request.session!.accountId, request.params.key, request.body.value),
  });
}
