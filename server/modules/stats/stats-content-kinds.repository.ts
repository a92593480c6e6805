import { sql } from 'kysely';
import { STATS_CONTENT_KINDS, type StatsContentKind } from '../../../resources/stats/stats-event.schema.ts';
import type { Db } from '../../db/database.ts';
import { dayWhere } from './stats-query.repository.ts';
import type { StatsWhere } from './stats-where.ts';

/**
 * Events and stay time per kind of content in the period (the content days, at the guide level of
 * the scope), every kind listed: a kind nobody viewed, or that has no records yet (coupons,
 * activities), is a real zero, not a missing row.
 */
export async function contentKindsOf(db: Db, where: StatsWhere): Promise<{ kind: StatsContentKind; events: number; stay_time: number }[]> {
  const { rows } = await sql<{ kind: string; events: string; stay_time: string }>`
    SELECT c.content_kind AS kind, sum(c.events) AS events, sum(c.stay_time) AS stay_time
    FROM stats_content_daily c WHERE ${dayWhere(where, 'c')}
    GROUP BY c.content_kind`.execute(db);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return STATS_CONTENT_KINDS.map((kind) => ({ kind, events: Number(byKind.get(kind)?.events ?? 0), stay_time: Number(byKind.get(kind)?.stay_time ?? 0) }));
}
