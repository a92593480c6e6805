import type { FastifyInstance } from 'fastify';
import { APP_SETTINGS_PAGE, STATS_TIME_ZONE_PATH, timeZoneAnswerSchema, timeZoneBodySchema } from '../../../resources/stats/stats-settings.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestMerchant, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { changeTimeZone } from './stats-time-zone.service.ts';

/**
 * The merchant's statistics time zone (issue 16 "Time zone"), shown and set under App settings
 * beside the ingestion key; `GET /api/user/seller/account` answers it too. Only zones a whole
 * number of hours from UTC: the rollups are hourly in UTC.
 */
export function statsTimeZoneRoutes(app: FastifyInstance, { db, bus }: Pick<RouteDeps, 'db' | 'bus'>): void {
  addRoute(app, {
    method: 'PUT',
    url: STATS_TIME_ZONE_PATH,
    access: { page: APP_SETTINGS_PAGE, action: 'edit' },
    summary:
      "Set the zone the merchant's statistics count days in (whole-hour offsets only; 422 otherwise). Past days are recounted in the new zone by the rollup job within minutes",
    tags: ['settings'],
    body: timeZoneBodySchema,
    response: timeZoneAnswerSchema,
    handler: async (request) => changeTimeZone(writeContext(db, request), bus, requestMerchant(request), request.body.time_zone),
  });
}
