import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobSchema, XLSX_MEDIA_TYPE } from '../../../resources/jobs/job.schema.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { HOURLY_FILTERS, STATS_DETAIL_WINDOW, type StatsFilter, statsBodySchema, statsQueryStringSchema } from '../../../resources/stats/stats-query.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import type { RouteAccess } from '../../http/access.ts';
import { addRoute, type RouteRequest } from '../../http/route.ts';
import { jobScopeParams, scopeForSession } from '../../tenancy/scope.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { inReaderLanguage } from '../../jobs/job-summary.ts';
import { findJob, insertJob } from '../../jobs/jobs.repository.ts';
import { ADMIN, CALLS, CUSTOMERS, DETAIL, HOME, OPERATE, requestSchema, STORES } from './stats-calls.ts';
import { StatsAnswerCache } from './stats-answer-cache.ts';
import { events } from './stats-answers.ts';
import { contentNames } from './stats-content-names.ts';
import { exportableCall, STATS_EXPORT_KIND, STATS_MODULE, statsSheetBuffer } from './stats-export.ts';
import { eventLog } from './stats-query.repository.ts';
import { resolveStatsWhere } from './stats-where.ts';

/** Registers every statistics call declared in stats-calls.ts. */
export function statsQueryRoutes(
  app: FastifyInstance,
  { db, bus, resources }: { db: Db; bus: NotificationBus; resources: readonly ResourceDefinition[] },
): void {
  const names = contentNames(db, resources);
  const cache = new StatsAnswerCache(bus);
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
        const scope = scopeForSession(request.session!, request.tenantId);
        const compute = async () => call.result.answer(db, await resolveStatsWhere(db, scope, input), input, names);
        // The event log reads events as they come in, not rollups: never kept.
        return call.result === events ? compute() : cache.answer(call.url, scope, request.language, input, compute);
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

export function statsExportRoutes(app: FastifyInstance, { db, jobs, resources }: { db: Db; jobs: JobRunner; resources: readonly ResourceDefinition[] }): void {
  const names = contentNames(db, resources);
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
      handler: async (request) => {
        const scope = scopeForSession(request.session!, request.tenantId);
        const filter = request.body as StatsFilter;
        await resolveStatsWhere(db, scope, filter);
        const id = await insertJob(db, {
          accountId: request.session!.accountId,
          merchantId: scope.kind === 'merchant' ? scope.merchantId : null,
          kind: STATS_EXPORT_KIND,
          resource: STATS_MODULE,
          language: request.language,
          params: { call: call.url, filter, ...jobScopeParams(scope) },
        });
        await jobs.enqueue(id);
        return inReaderLanguage((await findJob(db, request.session!.accountId, id))!, request.language);
      },
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
      const scope = scopeForSession(request.session!, request.tenantId);
      const file = await statsSheetBuffer(db, scope, overview, request.query as StatsFilter, () => names, request.language);
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
    handler: async (request) => {
      const where = await resolveStatsWhere(db, scopeForSession(request.session!, request.tenantId), request.query as StatsFilter);
      const { total } = await eventLog(db, where, { from: 0, size: 1 }, STATS_DETAIL_WINDOW + 1);
      return { rows: Math.min(total, STATS_DETAIL_WINDOW), max_rows: STATS_DETAIL_WINDOW, truncated: total > STATS_DETAIL_WINDOW };
    },
  });
}
