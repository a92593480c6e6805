import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  AUDIT_LOG_CHOICES_ACCESS,
  AUDIT_LOG_CHOICES_PATH,
  AUDIT_LOG_MERCHANTS_MAX,
  auditLogChoicesSchema,
} from '../../../resources/audit-logs/audit-log-choices.schema.ts';
import type { Db } from '../../db/database.ts';
import { requestScope } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';

/**
 * The audit log's filter pick-lists (issue 14): the entities it has entries of, and the merchants
 * by name. An operator acting for one merchant (`tenant-id`) is offered that merchant only.
 */
export function auditLogChoicesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  addRoute(app, {
    method: 'GET',
    url: AUDIT_LOG_CHOICES_PATH,
    access: AUDIT_LOG_CHOICES_ACCESS,
    summary: 'The entities the audit log has entries of, and the merchants, to filter it by',
    tags: ['audit-logs'],
    response: auditLogChoicesSchema,
    handler: async (request) => {
      const scope = requestScope(request);
      // A loose index scan: one index probe per distinct entity, however long the log.
      const entities = await sql<{ entity: string }>`
        WITH RECURSIVE found AS (
          SELECT min(entity) AS entity FROM audit_log
          UNION ALL
          SELECT (SELECT min(entity) FROM audit_log WHERE entity > found.entity) FROM found WHERE found.entity IS NOT NULL
        )
        SELECT entity FROM found WHERE entity IS NOT NULL`.execute(db);
      let merchants = db.selectFrom('merchants').select(['id', 'name']).orderBy('name').orderBy('id').limit(AUDIT_LOG_MERCHANTS_MAX);
      if (scope.kind === 'merchant') merchants = merchants.where('id', '=', scope.merchantId);
      const rows = await merchants.execute();
      return {
        entities: entities.rows.map((row) => row.entity),
        merchants: rows.map((row) => ({ id: Number(row.id), name: row.name })),
      };
    },
  });
}
