import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MATERIAL_AREAS, type MaterialArea } from '../../../resources/materials/material-constants.ts';
import { materialListQuery } from '../../../resources/materials/material.schema.ts';
import { capacitySchema, materialPageSchema, materialPaths, materialSchema, treeNodeSchema } from '../../../resources/materials/material-record.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, type RequestCaller, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { areaAccess, MATERIAL_TAGS as tags } from './material-access.ts';
import { listMaterials, materialTree, readMaterial } from './material-reads.service.ts';
import { materialWriteRoutes } from './material-writes.routes.ts';
import { capacityReport } from './materials.service.ts';

/**
 * The material centre (`/api/materials/center/...`) and the cloud drive (`/api/materials/pan/...`):
 * the same routes registered once per library, each guarded by that library's page.
 */
export function materialsRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db'>): void {
  for (const area of MATERIAL_AREAS) {
    materialReadRoutes(app, deps, area);
    materialWriteRoutes(app, deps, area);
  }
}

function materialReadRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>, area: MaterialArea): void {
  const paths = materialPaths(area);
  const access = areaAccess(area, 'read');
  const scope = (request: RequestCaller) => requestScope(request);
  addRoute(app, {
    method: 'GET',
    url: paths.base,
    access,
    summary: `A folder's materials in the ${area} library (the root without pid), folders first`,
    tags,
    querystring: materialListQuery,
    response: materialPageSchema,
    handler: async (request) => listMaterials(db, scope(request), area, request.query),
  });
  addRoute(app, {
    method: 'GET',
    url: paths.tree,
    access,
    summary: `The folder tree of the ${area} library`,
    tags,
    response: z.array(treeNodeSchema),
    handler: async (request) => materialTree(db, scope(request), area),
  });
  addRoute(app, {
    method: 'GET',
    url: paths.capacity,
    access,
    summary: 'Bytes used by all materials of the merchant, and its capacity',
    tags,
    response: capacitySchema,
    handler: async (request) => capacityReport(db, scope(request)),
  });
  addRoute(app, {
    method: 'GET',
    url: `${paths.base}/:id`,
    access,
    summary: `One material of the ${area} library`,
    tags,
    params: idParams,
    response: materialSchema,
    handler: async (request) => readMaterial(db, scope(request), area, request.params.id),
  });
}
