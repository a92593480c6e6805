import { sql } from 'kysely';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Db } from '../../db/database.ts';
import { resourceTable } from '../../engine/resource-table.ts';
import type { Scope } from '../../tenancy/scope.ts';
import type { PlanOwner } from './plans.repository.ts';

/** The original names of those of these storage keys the owner uploaded (its own `files` rows only). */
export async function ownUploadNames(db: Db, owner: PlanOwner, keys: string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (!keys.length) return known;
  let query = db.selectFrom('files').select(['storage_key', 'original_name']).where('storage_key', 'in', keys);
  query = owner === null ? query.where('merchant_id', 'is', null) : query.where('merchant_id', '=', owner);
  for (const row of await query.execute()) known.set(row.storage_key, row.original_name);
  return known;
}

/**
 * Ends a failed import on the plan: "failed" when it had no scenes (nothing to show or publish),
 * else back to "ready" with the scenes it had; the reason either way. A plan moved to the
 * recycle bin meanwhile is updated too (the bin refuses to restore a failed import).
 */
export async function markImportFailed(db: Db, resource: ResourceDefinition, scope: Scope, id: number, message: string): Promise<void> {
  await resourceTable(db, resource, scope, { withDeleted: true })
    .updateTable()
    .set({
      import_status: sql`case when plans.scene_count > 0 then 'ready' else 'failed' end`,
      import_error: message,
      updated_at: sql`now()`,
    })
    .where(sql.ref('plans.id'), '=', id)
    .execute();
}
