import type { FastifyInstance } from 'fastify';
import { USAGE_RECORD_PATH, usageRecordBodySchema, usageRecordResponseSchema } from '../../../resources/stats/stats-usage.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { forbidden } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { recordUsage } from './stats-usage.service.ts';

/**
 * The usage timer's records (spec §4, §7 `api/record/newStatsRecord`): a signed-in shopping guide
 * reports its login and its stretches of use; they land in stats_events like ingested events and
 * are rolled up with them. The browser sends them silently (spec §8).
 */
export function statsUsageRoutes(app: FastifyInstance, { db, limits }: Pick<RouteDeps, 'db' | 'limits'>): void {
  void app.register(async (scoped) => {
    // A platform operator is no merchant's sale (the browser never records one, spec §4): refused
    // as a permission, so before validation, in ACCESS.md's order of checks. Any other account that
    // is no shopping guide is refused by recordUsage (403, nothing written) once the body is valid.
    scoped.addHook('preValidation', async (request) => {
      if (request.session && request.session.merchantId === null) throw forbidden();
    });
    addRoute(scoped, {
      method: 'POST',
      url: USAGE_RECORD_PATH,
      access: 'session',
      summary:
        'Record a usage event of the signed-in account (accountLogin, or saleUseLog with use_time seconds), at most 7 days old; merchant, store and sale are the session’s. 403 for any account not in a shopping guide’s role (seller_sale): the platform, a master account, a store manager; 429 past 30 a minute per account',
      tags: ['statistics'],
      body: usageRecordBodySchema,
      response: usageRecordResponseSchema,
      handler: async (request) => {
        await recordUsage(db, limits, request.session!, request.body);
        return { recorded: 1 };
      },
    });
  });
}
