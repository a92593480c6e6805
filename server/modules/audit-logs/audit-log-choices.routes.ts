import type { FastifyInstance } from 'fastify';
import { AUDIT_LOG_CHOICES_ACCESS, AUDIT_LOG_CHOICES_PATH, auditLogChoicesSchema } from '../../../resources/audit-logs/audit-log-choices.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { auditLogChoices } from './audit-logs.service.ts';

/**
 * The audit log's filter pick-lists (issue 14): the entities it has entries of, and the merchants
 * by name. An operator acting for one merchant (`tenant-id`) is offered that merchant only.
 */
export function auditLogChoicesRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: AUDIT_LOG_CHOICES_PATH,
    access: AUDIT_LOG_CHOICES_ACCESS,
    summary: 'The entities the audit log has entries of, and the merchants, to filter it by',
    tags: ['audit-logs'],
    response: auditLogChoicesSchema,
    handler: async (request) => auditLogChoices(db, requestScope(request)),
  });
}
