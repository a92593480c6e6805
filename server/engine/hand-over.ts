import { sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { HandOver } from './entity-plugin.ts';
import { pluginOf, servedWith } from './served-resource.ts';

/**
 * What a deleted account leaves behind, moved to the account taking over or cleared (spec §6),
 * across every resource served with `resource`: each entity's own `handOver`, else, for a resource
 * with a guide column (orders, DIY works), its rows moved to the heir or left with no guide. Runs in the delete's
 * transaction, before the account's row goes.
 */
export async function handOverRecords(trx: Db, resource: ResourceDefinition, handOver: HandOver): Promise<void> {
  for (const served of servedWith(resource)) {
    const own = pluginOf(served).handOver;
    if (own) {
      await own(trx, handOver);
      continue;
    }
    if (!served.saleColumn || served.tenancy !== 'merchant') continue;
    const table = sql.table(served.table);
    const column = sql.ref(served.saleColumn);
    const rows = sql`merchant_id = ${handOver.merchantId} and ${column} = ${handOver.from}`;
    // Cleared means unassigned, never deleted: the rows stay the merchant's (orders are its history).
    await sql`update ${table} set ${column} = ${handOver.to} where ${rows}`.execute(trx);
  }
}
