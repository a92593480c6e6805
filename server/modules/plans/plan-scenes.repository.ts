import { sql } from 'kysely';
import type { ContentTarget } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/** The table of each content kind a hotspot may open; rows in the recycle bin are not offered. */
const CONTENT_TABLES: Record<ContentTarget, { table: 'commodities' | 'albums' | 'videos' | 'documents'; soft: boolean }> = {
  commodity: { table: 'commodities', soft: true },
  album: { table: 'albums', soft: false },
  video: { table: 'videos', soft: false },
  document: { table: 'documents', soft: false },
};

/** Which of these ids name content of this kind the scope's merchant has (not in the recycle bin). */
export async function existingContent(db: Db, scope: Scope, kind: ContentTarget, ids: number[]): Promise<Set<number>> {
  const { table, soft } = CONTENT_TABLES[kind];
  let query = tenantTable(db, table, scope).selectFrom().select(`${table}.id as id`).where(`${table}.id`, 'in', ids);
  if (soft) query = query.where(sql.ref(`${table}.deleted_at`), 'is', null);
  return new Set((await query.execute()).map((row) => Number(row.id)));
}
