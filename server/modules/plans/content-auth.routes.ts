import type { FastifyInstance } from 'fastify';
import {
  CONTENT_AUTH_PATH,
  CONTENT_AUTH_SHOPS_PATH,
  contentAuthAnswerSchema,
  contentAuthBodySchema,
  contentAuthParamsSchema,
  contentAuthPath,
  contentAuthShopsSchema,
} from '../../../resources/plans/content-auth.schema.ts';
import { halls, plans } from '../../../resources/plans/plans.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope, writeContext } from '../../engine/request-context.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { addRoute } from '../../http/route.ts';
import { contentGrants, grantableShops, merchantOnly, replaceGrants, type ServedContent } from './content-auth.service.ts';

const tags = ['content-auth'];

/**
 * Content authorisation's routes (spec §7 `kuxiaoju/content/auth`; the rules are in
 * content-auth.service.ts): granted with the plans page, each acting for one merchant only.
 */
export function contentAuthRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  const served: ServedContent = { plan: servedAs(resources, plans), hall: servedAs(resources, halls) };
  addRoute(app, {
    method: 'POST',
    url: CONTENT_AUTH_PATH,
    access: { page: plans.route, action: 'publish' },
    summary:
      "Replaces the channels (the merchant's mini-program, its marketplace shops) that may show a published plan or hall, each until an optional time; an empty list revokes them all",
    tags,
    body: contentAuthBodySchema,
    response: contentAuthAnswerSchema,
    handler: async (request) => replaceGrants(writeContext(db, request), served, request.body),
  });

  addRoute(app, {
    method: 'GET',
    url: CONTENT_AUTH_SHOPS_PATH,
    access: { page: plans.route, action: 'read' },
    summary: "The merchant's marketplace shops a grant may name: neither disabled nor deleted, by name (at most 500)",
    tags,
    response: contentAuthShopsSchema,
    handler: async (request) => grantableShops(db, merchantOnly(requestScope(request))),
  });

  addRoute(app, {
    method: 'GET',
    url: contentAuthPath(':contentId'),
    access: { page: plans.route, action: 'read' },
    summary: 'The channels that may show a plan or hall, until when, and whether each is active now',
    tags,
    params: contentAuthParamsSchema,
    response: contentAuthAnswerSchema,
    handler: async (request) => contentGrants(db, merchantOnly(requestScope(request)), request.params.contentId),
  });
}
