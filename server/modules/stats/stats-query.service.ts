import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Job } from '../../../resources/jobs/job.schema.ts';
import type { Language } from '../../../resources/messages/index.ts';
import { STATS_DETAIL_WINDOW, type StatsFilter } from '../../../resources/stats/stats-query.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { type JobStarter, startJob } from '../../jobs/jobs.service.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { StatsAnswerCache } from './stats-answer-cache.ts';
import { events } from './stats-answers.ts';
import type { StatsCall } from './stats-calls.ts';
import { contentNames } from './stats-content-names.ts';
import { STATS_EXPORT_KIND, STATS_MODULE, statsSheetBuffer } from './stats-export.ts';
import { eventLog } from './stats-query.repository.ts';
import { resolveStatsWhere } from './stats-where.ts';

/** Who asks a statistics call: the scope it answers in (spec §6) and the reader's language. */
export interface StatsCaller {
  scope: Scope;
  language: Language;
}

type QueryDeps = { db: Db; bus: Pick<NotificationBus, 'listening' | 'subscribe' | 'onGap'>; resources: readonly ResourceDefinition[] };

/**
 * The instance's statistics answers: each call's answer for a caller and input, kept in the
 * instance's cache (stats-answer-cache.ts) until a rollup of its merchant commits. The content
 * names and the cache live as long as the instance.
 */
export function statsAnswering({ db, bus, resources }: QueryDeps) {
  const names = contentNames(db, resources);
  const cache = new StatsAnswerCache(bus);
  return async (call: StatsCall, caller: StatsCaller, input: StatsFilter & Record<string, unknown>): Promise<unknown> => {
    const compute = async () => call.result.answer(db, await resolveStatsWhere(db, caller.scope, input), input, names);
    // The event log reads events as they come in, not rollups: never kept.
    return call.result === events ? compute() : cache.answer(call.url, caller.scope, caller.language, input, compute);
  };
}

/** Starts a `stats-export` job of a call's detail list for these filters, after checking them against the scope. */
export async function startStatsExport(db: Db, runner: Pick<JobRunner, 'enqueue'>, starter: JobStarter, call: StatsCall, filter: StatsFilter): Promise<Job> {
  // A filter naming what the scope may not see is refused now, not in the job.
  await resolveStatsWhere(db, starter.scope, filter);
  return startJob(db, runner, starter, { kind: STATS_EXPORT_KIND, resource: STATS_MODULE, params: { call: call.url, filter } });
}

/** The instance's sheets answered at once (an xlsx of a call's rows), with the instance's content names. */
export function statsSheets({ db, resources }: Pick<QueryDeps, 'db' | 'resources'>) {
  const names = contentNames(db, resources);
  return (call: StatsCall, caller: StatsCaller, filter: StatsFilter): Promise<Buffer> =>
    statsSheetBuffer(db, caller.scope, call, filter, () => names, caller.language);
}

/** How many rows the event-log export of these filters would hold (at most the detail window). */
export async function eventLogExportSize(db: Db, scope: Scope, filter: StatsFilter) {
  const where = await resolveStatsWhere(db, scope, filter);
  const { total } = await eventLog(db, where, { from: 0, size: 1 }, STATS_DETAIL_WINDOW + 1);
  return { rows: Math.min(total, STATS_DETAIL_WINDOW), max_rows: STATS_DETAIL_WINDOW, truncated: total > STATS_DETAIL_WINDOW };
}
