import { sql } from 'kysely';
import { OFFERED_RESOURCES_MAX, type OfferedResource } from '../../../resources/system-resources/offered-resource.schema.ts';
import type { Db } from '../../db/database.ts';

/**
 * The enabled system resources offered to one merchant (to all merchants, or to a list naming it),
 * newest first. system_resources is the platform's: the merchant is who it is offered to, not its owner.
 */
export async function resourcesOfferedTo(db: Db, merchantId: number) {
  const rows = await sql<OfferedResource & { updated_at: Date }>`
    select id, name, kind, file as url, size, file_name, description, updated_at
    from system_resources
    where enabled and (audience = 'all' or ${merchantId}::bigint = any (merchant_ids))
    order by id desc
    limit ${OFFERED_RESOURCES_MAX}`.execute(db);
  return rows.rows;
}
