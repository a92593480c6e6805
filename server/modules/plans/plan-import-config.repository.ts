import { sql } from 'kysely';
import type { PlanImportConfig } from '../../../resources/plans/plan-import-config.schema.ts';
import { PLAN_DEFAULTS } from '../../../resources/plans/plans.resource.ts';
import type { Db } from '../../db/database.ts';

/** The merchant's import config (migration 022), or the product's defaults when it saved none. */
export async function importConfigOf(db: Db, merchantId: number): Promise<PlanImportConfig> {
  const { rows } = await sql<PlanImportConfig>`select resolution, type from plan_import_configs where merchant_id = ${merchantId}`.execute(db);
  return rows[0] ?? { ...PLAN_DEFAULTS };
}

/** Replaces the merchant's import config. */
export async function saveImportConfig(db: Db, merchantId: number, config: PlanImportConfig): Promise<void> {
  await sql`insert into plan_import_configs (merchant_id, resolution, type) values (${merchantId}, ${config.resolution}, ${config.type})
    on conflict (merchant_id) do update set resolution = excluded.resolution, type = excluded.type, updated_at = now()`.execute(db);
}
