import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { addRoute } from '../http/route.ts';
import type { ListQuery } from './list-query.ts';
import { pluginOf } from './served-resource.ts';
import { type RequestCaller, requestScope } from './request-context.ts';

const choicesAnswer = z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/**
 * `GET <path>/choices/<field>` for each reference field: what the caller may pick (its own stores,
 * the roles it may grant), with the page's read permission, from the entity's plug-in.
 */
export function registerChoiceRoutes(app: FastifyInstance, resource: ResourceDefinition, db: Db): void {
  for (const field of resource.fieldList) {
    if (field.kind !== 'reference' || !field.choices) continue;
    const choices = pluginOf(resource).choices?.[field.name];
    if (!choices) continue;
    addRoute(app, {
      method: 'GET',
      url: field.choices,
      access: { page: resource.route, action: 'read' },
      summary: `What ${resource.name}' ${field.name} may be set to, for the caller: ids and names`,
      tags: [resource.name],
      response: choicesAnswer,
      handler: async (request) => ({ list: await choices({ db, session: request.session!, scope: requestScope(request), language: request.language }) }),
    });
  }
}

/**
 * A list filtered by a reference names records too: one the caller could not pick (another
 * merchant's store) answers 404 rather than an empty page, as every scope id does (SECURITY.md).
 */
export async function assertFilteredChoices(db: Db, resource: ResourceDefinition, request: RequestCaller, query: ListQuery): Promise<void> {
  for (const filter of query.filters) {
    const field = resource.fieldList.find((candidate) => candidate.name === filter.column);
    const choices = field?.kind === 'reference' ? pluginOf(resource).choices?.[field.name] : undefined;
    if (!choices) continue;
    const ids = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(Number);
    const found = new Set((await choices({ db, session: request.session!, scope: requestScope(request) }, ids)).map((choice) => choice.id));
    if (ids.some((id) => !found.has(id))) throw notFound();
  }
}
