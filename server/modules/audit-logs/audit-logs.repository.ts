import { sql } from 'kysely';
import { AUDIT_LOG_MERCHANTS_MAX } from '../../../resources/audit-logs/audit-log-choices.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** The entities the log has entries of, by name. */
export async function loggedEntities(db: Db): Promise<string[]> {
  // A loose index scan: one index probe per distinct entity, however long the log.
  const entities = await sql<{ entity: string }>`
    WITH RECURSIVE found AS (
      SELECT min(entity) AS entity FROM audit_log
      UNION ALL
      SELECT (SELECT min(entity) FROM audit_log WHERE entity > found.entity) FROM found WHERE found.entity IS NOT NULL
    )
    SELECT entity FROM found WHERE entity IS NOT NULL`.execute(db);
  return entities.rows.map((row) => row.entity);
}

/** The merchants the scope sees (one for a merchant's scope), by name. */
export async function merchantNames(db: Db, scope: Scope) {
  let merchants = db.selectFrom('merchants').select(['id', 'name']).orderBy('name').orderBy('id').limit(AUDIT_LOG_MERCHANTS_MAX);
  if (scope.kind === 'merchant') merchants = merchants.where('id', '=', scope.merchantId);
  return merchants.execute();
}
