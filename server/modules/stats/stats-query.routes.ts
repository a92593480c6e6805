import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobSchema, XLSX_MEDIA_TYPE } from '../../../resources/jobs/job.schema.ts';
import { HOURLY_FILTERS, STATS_DETAIL_WINDOW, type StatsFilter, statsBodySchema, statsQueryStringSchema } from '../../../resources/stats/stats-query.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import type { RouteAccess } from '../../http/access.ts';
import { addRoute, type RouteRequest } from '../../http/route.ts';
import { scopeForSession } from '../../tenancy/scope.ts';
import { ADMIN, CALLS, CUSTOMERS, DETAIL, HOME, OPERATE, requestSchema, STORES } from './stats-calls.ts';
import { exportableCall } from './stats-export.ts';
import { eventLogExportSize, type StatsCaller, startStatsExport, statsAnswering, statsSheets } from './stats-query.service.ts';

/** The caller of a statistics call: the session's scope (spec §6) and the reader's language. */
const callerOf = (request: Pick<FastifyRequest, 'session' | 'tenantId' | 'language'>): StatsCaller => ({
  scope: scopeForSession(request.session!, request.tenantId),
  language: request.language,
});

/** Registers every statistics call declared in stats-calls.ts. */
export function statsQueryRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'bus' | 'resources'>): void {
  const answer = statsAnswering(deps);
  for (const call of CALLS) {
    const schema = requestSchema(call);
    const access: RouteAccess = { page: call.page, action: 'read' };
    addRoute(app, {
      method: call.method,
      url: call.url,
      access,
      saleScoped: true,
      readOnly: call.method === 'POST',
      summary: `${call.summary}. Scope: the platform any merchant, a merchant its own, a guide its own sale_id (spec §6; in the store-devices mode, channel_mapping alternate with channel 0, its own store); rollups hold whole hours only`,
      tags: ['statistics'],
      ...(call.method === 'GET' ? { querystring: schema } : { body: schema }),
      response: call.result.schema,
      handler: async (request: RouteRequest<z.ZodType, z.ZodType, undefined>) => {
        const input = (call.method === 'GET' ? request.query : request.body) as StatsFilter & Record<string, unknown>;
        return answer(call, callerOf(request), input);
      },
    });
  }
}

/**
 * Spec §7's export calls: each starts a `stats-export` job in the job centre (xlsx of the detail
 * list it names, up to the 10,000 window) and answers the job. Exporting is the page's `export`
 * action (ACCESS.md): a merchant's and the platform's wildcards hold it, a guide's page does not.
 */
const EXPORTS: readonly { url: string; source: string; page: string }[] = [
  { url: '/api/record/tag/rankHistory/export', source: `${ADMIN}/tag/rankHistory/detail`, page: CUSTOMERS },
  { url: '/api/record/rankHistory/export', source: `${ADMIN}/count/rankHistory/detail`, page: CUSTOMERS },
  { url: `${ADMIN}/tag/rankHistory/detail/export`, source: `${ADMIN}/tag/rankHistory/detail`, page: CUSTOMERS },
  { url: `${ADMIN}/count/rankHistory/detail/export`, source: `${ADMIN}/count/rankHistory/detail`, page: CUSTOMERS },
  { url: `${ADMIN}/detailExport`, source: `${ADMIN}/detail`, page: DETAIL },
  { url: `${ADMIN}/store/rankHistory/detail/export`, source: `${ADMIN}/store/rankHistory/detail`, page: STORES },
  { url: `${ADMIN}/sale/rankHistory/detail/export`, source: `${ADMIN}/sale/rankHistory/detail`, page: STORES },
  { url: `${ADMIN}/duration/sum/detail/export`, source: `${ADMIN}/duration/sum/detail`, page: STORES },
  { url: `${ADMIN}/merchant/comprehensive/data/export`, source: `${ADMIN}/merchant/comprehensive/data`, page: OPERATE },
  { url: `${ADMIN}/map-detail/export`, source: `${ADMIN}/map-detail`, page: CUSTOMERS },
  { url: `${ADMIN}/map-detail-es/export`, source: `${ADMIN}/map-detail-es`, page: CUSTOMERS },
  { url: `${ADMIN}/count-group-by-sellerAccountId/export`, source: `${ADMIN}/count-group-by-sellerAccountId`, page: CUSTOMERS },
  { url: `${ADMIN}/sale/plan/rank/export`, source: `${ADMIN}/sale/plan/rank`, page: CUSTOMERS },
];

const prepareAnswer = z.object({
  rows: z.number().int().describe('Rows the export would hold'),
  max_rows: z.number().int().describe('An export holds at most this many rows (the detail window)'),
  truncated: z.boolean(),
});

export function statsExportRoutes(app: FastifyInstance, { db, jobs, resources }: Pick<RouteDeps, 'db' | 'jobs' | 'resources'>): void {
  const sheet = statsSheets({ db, resources });
  for (const route of EXPORTS) {
    const call = exportableCall(route.source);
    addRoute(app, {
      method: 'POST',
      url: route.url,
      access: { page: route.page, action: 'export' },
      saleScoped: true,
      summary: `Export ${route.source.replace(/^.*\/stats\//, '')} to xlsx as a job of the job centre (at most ${STATS_DETAIL_WINDOW} rows)`,
      tags: ['statistics'],
      body: statsBodySchema(call.filters),
      response: jobSchema,
      handler: async (request) =>
        startStatsExport(db, jobs, { accountId: request.session!.accountId, ...callerOf(request) }, call, request.body as StatsFilter),
    });
  }

  const overview = exportableCall(`${ADMIN}/merchant/comprehensive/data`);
  const overviewQuery = statsQueryStringSchema(['period', 'begin_time', 'end_time', 'merchant_id']);
  addRoute(app, {
    method: 'GET',
    url: '/api/stats/merchantComprehensiveData/download',
    access: { page: HOME, action: 'read' },
    summary: "Each merchant's overview (a merchant its own) as an xlsx file, answered at once",
    tags: ['statistics'],
    querystring: overviewQuery,
    response: z.unknown(),
    handler: async (request, reply) => {
      const file = await sheet(overview, callerOf(request), request.query as StatsFilter);
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="merchant-overview-${stamp}.xlsx"`)
        .header('x-content-type-options', 'nosniff');
      return reply.send(file) as never;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/record/stats/export/prepare',
    access: { page: HOME, action: 'read' },
    summary: 'How many rows the event-log export of these filters would hold, before starting it (a silent path, spec §8)',
    tags: ['statistics'],
    querystring: statsQueryStringSchema(HOURLY_FILTERS),
    response: prepareAnswer,
    handler: async (request) => eventLogExportSize(db, scopeForSession(request.session!, request.tenantId), request.query as StatsFilter),
  });
}
