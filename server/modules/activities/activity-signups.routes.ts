import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activities } from '../../../resources/activities/activities.resource.ts';
import {
  activitySignInPath,
  activitySignupsExportPath,
  activitySignupsPath,
  participantSchema,
  participantsPage,
  signInBody,
  signupsQuery,
} from '../../../resources/activities/activity-signups.schema.ts';
import { XLSX_MEDIA_TYPE } from '../../../resources/jobs/job.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { participants, participantsSheet, signInByCode } from './activity-signups.service.ts';

/**
 * An activity's participants in the back office (issue 37): the list with their answers, the
 * sign-in by code at the store, and the export. A guide (`sale_id`) reaches only its own
 * customers' sign-ups; another merchant's activity is a 404.
 */
export function activitySignupRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  const page = activities.route;
  const tags = [activities.name];
  addRoute(app, {
    method: 'GET',
    url: activitySignupsPath(':id'),
    access: { page, action: 'read' },
    saleScoped: true,
    summary:
      "One activity's participants, newest first: the customer's nickname and phone, its answers, its code, when it signed up and in, and its record progress (the sign-in window: not started, ongoing, ended); with the activity's form, to head a column per question",
    tags,
    params: idParams,
    querystring: signupsQuery,
    response: participantsPage,
    handler: async (request) => participants(db, requestScope(request), request.params.id, request.query),
  });
  addRoute(app, {
    method: 'POST',
    url: activitySignInPath(':id'),
    access: { page, action: 'edit' },
    saleScoped: true,
    summary:
      'Signs a participant in at the store by its code (once): refused (409) when the activity takes no sign-ins, before its start or after its end; a code no participant of this activity has is a 422 on `code`',
    tags,
    params: idParams,
    body: signInBody,
    response: participantSchema,
    handler: async (request) => signInByCode(db, requestScope(request), request.params.id, request.body.code),
  });
  addRoute(app, {
    method: 'GET',
    url: activitySignupsExportPath(':id'),
    access: { page, action: 'export' },
    saleScoped: true,
    summary:
      "One activity's participants as an xlsx file, answered at once (at most 10,000 rows): customer, phone, code, signed up and in, record progress, then one column per question of the form (its label) holding the answer",
    tags,
    params: idParams,
    response: z.unknown(),
    handler: async (request, reply) => {
      const { name, file } = await participantsSheet(db, requestScope(request), request.params.id, request.language);
      reply.header('content-type', XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff');
      return reply.send(file) as never;
    },
  });
}
