import type { PlanImportConfig } from '../../../resources/plans/plan-import-config.schema.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { importConfigOf, saveImportConfig } from './plan-import-config.repository.ts';
import { mayRender } from './plan-rendering.ts';

/** A merchant's only: an operator or a platform caller has none. */
function merchantOf(scope: Scope): number {
  if (scope.kind !== 'merchant') throw notFound();
  return scope.merchantId;
}

/** The merchant's import config, or the product's defaults when it saved none. */
export async function readImportConfig(db: Db, scope: Scope): Promise<PlanImportConfig> {
  return importConfigOf(db, merchantOf(scope));
}

/** Replaces the merchant's import config; real-time rendering only with its rendering permission (422 on `type`). */
export async function replaceImportConfig(db: Db, scope: Scope, config: PlanImportConfig): Promise<PlanImportConfig> {
  const merchantId = merchantOf(scope);
  return db.transaction().execute(async (trx) => {
    if (config.type === 'rendering' && !(await mayRender(trx, merchantId))) throw invalid({ type: ['resources.plans.errors.renderingNotAllowed'] });
    await saveImportConfig(trx, merchantId, config);
    return config;
  });
}
