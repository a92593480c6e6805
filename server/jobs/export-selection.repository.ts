import { sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import { filteredSelect } from '../engine/resource.repository.ts';
import type { Scope } from '../tenancy/scope.ts';

/** How many of these (distinct) ids name records the scope may see: the list's own scoped select. */
export async function countVisible(db: Db, resource: ResourceDefinition, scope: Scope, ids: number[]): Promise<number> {
  const row = await filteredSelect(db, resource, scope, { filters: [] }, ids).select(sql<number>`count(*)::int`.as('visible')).executeTakeFirstOrThrow();
  return (row as { visible: number }).visible;
}
