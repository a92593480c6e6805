import type { FastifyInstance } from 'fastify';
import {
  customerNoteBody,
  customerNote,
  customerNotesList,
  customerNotesPath,
  customerTimelinePath,
  timelinePage,
  timelineQuery,
} from '../../../resources/customers/customer-detail.schema.ts';
import { customers } from '../../../resources/customers/customers.resource.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams, requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { addCustomerNote, customerNotes, customerTimeline } from './customer-detail.service.ts';

/**
 * The customer detail page's own routes (issue 36): the visit timeline and the guides' notes. Each
 * first finds the customer in the caller's scope, so a guide gets 404 for a customer not its own,
 * as for another merchant's or a missing one.
 */
export function customerDetailRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  addRoute(app, {
    method: 'GET',
    url: customerTimelinePath(':id'),
    access: { page: customers.route, action: 'read' },
    saleScoped: true,
    summary:
      "One customer's timeline, newest first: what it viewed (when, for how long, through which channel) and its intention orders' creations and status changes",
    tags: [customers.name],
    params: idParams,
    querystring: timelineQuery,
    response: timelinePage,
    handler: async (request) => customerTimeline(db, requestScope(request), resources, request.params.id, request.query),
  });
  addRoute(app, {
    method: 'GET',
    url: customerNotesPath(':id'),
    access: { page: customers.route, action: 'read' },
    saleScoped: true,
    summary: "The guides' notes on one customer, newest first",
    tags: [customers.name],
    params: idParams,
    response: customerNotesList,
    handler: async (request) => customerNotes(db, requestScope(request), request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: customerNotesPath(':id'),
    access: { page: customers.route, action: 'edit' },
    saleScoped: true,
    summary: 'Adds a note to one customer, signed with the writer’s display name',
    tags: [customers.name],
    params: idParams,
    body: customerNoteBody,
    response: customerNote,
    handler: async (request) => addCustomerNote(db, requestScope(request), request.params.id, request.session!.accountId, request.body.body),
  });
}
