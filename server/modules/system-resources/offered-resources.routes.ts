import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MATERIAL_AREA_PAGES } from '../../../resources/materials/material.constants.ts';
import {
  OFFERED_RESOURCES_MAX,
  OFFERED_RESOURCES_PATH,
  type OfferedResource,
  offeredResourcesSchema,
} from '../../../resources/system-resources/offered-resource.schema.ts';
import type { Db } from '../../db/database.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import type { Scope } from '../../tenancy/scope.ts';

/**
 * The enabled system resources offered to the scope's merchant: to all merchants, or to a list
 * naming it. Only one merchant's scope reads any (an operator names one with tenant-id): a scope of
 * every merchant has no "offered to me" and reads none, failing closed.
 */
export async function offeredResources(db: Db, scope: Scope): Promise<OfferedResource[]> {
  if (scope.kind !== 'merchant') return [];
  const rows = await sql<OfferedResource & { updated_at: Date }>`
    select id, name, kind, file as url, size, file_name, description, updated_at
    from system_resources
    where enabled and (audience = 'all' or ${scope.merchantId}::bigint = any (merchant_ids))
    order by id desc
    limit ${OFFERED_RESOURCES_MAX}`.execute(db);
  return rows.rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}

/** `GET /api/materials/system-resources`: the material centre's read-only section of shared files. */
export function offeredResourcesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  addRoute(app, {
    method: 'GET',
    url: OFFERED_RESOURCES_PATH,
    access: { page: MATERIAL_AREA_PAGES.center, action: 'read' },
    summary: "The platform's shared files offered to the caller's merchant (enabled ones only), newest first",
    tags: ['materials'],
    response: offeredResourcesSchema,
    handler: async (request) => ({ list: await offeredResources(db, requestScope(request)) }),
  });
}
