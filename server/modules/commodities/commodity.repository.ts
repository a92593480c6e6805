import { sql } from 'kysely';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import type { Db } from '../../db/database.ts';
import { resourceTable } from '../../engine/resource-table.ts';
import type { Scope } from '../../tenancy/scope.ts';

/** Which of these ids are goods the scope sees (its merchant's, not in the recycle bin). */
export async function existingCommodityIds(db: Db, scope: Scope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await resourceTable(db, commodities, scope).selectFrom().select('commodities.id').where('commodities.id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id as number));
}

/** Purged goods are no longer linked from any goods, deleted ones included (they may come back). */
export async function dropLinksTo(db: Db, scope: Scope, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const gone = sql.join(ids.map((id) => sql`${id}::bigint`));
  await resourceTable(db, commodities, scope, { withDeleted: true })
    .updateTable()
    .set({
      linked_ids: sql`(select coalesce(jsonb_agg(link), '[]'::jsonb) from jsonb_array_elements(commodities.linked_ids) link where link::bigint not in (${gone}))`,
    })
    .where(sql<boolean>`exists (select 1 from jsonb_array_elements(commodities.linked_ids) link where link::bigint in (${gone}))`)
    .execute();
}
