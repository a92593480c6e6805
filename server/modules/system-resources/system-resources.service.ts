import type { OfferedResource } from '../../../resources/system-resources/offered-resource.schema.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { resourcesOfferedTo } from './system-resources.repository.ts';

/**
 * The enabled system resources offered to the scope's merchant: to all merchants, or to a list
 * naming it. Only one merchant's scope reads any (an operator names one with tenant-id): a scope of
 * every merchant has no "offered to me" and reads none, failing closed.
 */
export async function offeredResources(db: Db, scope: Scope): Promise<OfferedResource[]> {
  if (scope.kind !== 'merchant') return [];
  const rows = await resourcesOfferedTo(db, scope.merchantId);
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}
