import { isDeepStrictEqual } from 'node:util';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { halls, hallTemplates, planTemplates, plans } from '../../../resources/plans/plans.resource.ts';
import { type EntityParts, entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { checkCap } from '../merchants/merchant-caps.ts';
import { merchantStoreIds } from '../stores/stores.repository.ts';
import { planActions, templateActions } from './plans.actions.ts';
import { PLAN_IMPORT_KIND, planImportKind } from './plan-import.ts';
import { importConfigOf } from './plan-import-config.repository.ts';
import { linkImport } from './plan-link-import.ts';
import { mayRender } from './plan-rendering.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { contentAuthRoutes } from './content-auth.routes.ts';
import { planImportConfigRoutes } from './plan-import-config.routes.ts';
import { planImportRoutes } from './plan-import.routes.ts';
import { planScenesRoutes } from './plan-scenes.routes.ts';
import { planTemplateRoutes } from './plan-templates.routes.ts';

type Row = Record<string, unknown>;

/**
 * The rules of a merchant's plans and halls (spec §3–§5, §8): the plan cap on every create (copies
 * included), real-time rendering only with the permission, and a store scope of the merchant's
 * own stores. A changed field is judged, an unchanged one is not: a state change never fails on
 * data that was valid when it was saved.
 */
const merchantPlanRules: EntityParts = {
  validate: async ({ trx, ctx, action, values, before }) => {
    if (ctx.scope.kind !== 'merchant') return;
    const merchantId = ctx.scope.merchantId;
    const errors: FieldErrors = {};
    const changed = (name: string) => !before || !isDeepStrictEqual((before as Row)[name], (values as Row)[name]);
    if (changed('type') && values.type === 'rendering' && !(await mayRender(trx, merchantId))) errors.type = ['resources.plans.errors.renderingNotAllowed'];
    if (changed('store_ids')) {
      const ids = (values.store_ids as number[] | undefined) ?? [];
      const found = await merchantStoreIds(trx, ctx.scope, ids);
      ids.forEach((id, index) => {
        if (!found.has(id)) errors[`store_ids.${index}`] = ['validation.unknownStore'];
      });
    }
    if (Object.keys(errors).length) throw invalid(errors);
    if (action === 'create') await checkCap(trx, merchantId, 'plan');
  },
  // A create naming no resolution or type takes the merchant's import config (a rendering default
  // the merchant may no longer use falls back to ordinary roaming); a link starts its import.
  prepare: async (run) => {
    const linked = await linkImport.prepare!(run);
    const { values, ctx, trx } = run;
    if (run.action !== 'create' || ctx.scope.kind !== 'merchant' || (values.resolution !== undefined && values.type !== undefined)) return linked;
    const config = await importConfigOf(trx, ctx.scope.merchantId);
    const type = config.type === 'rendering' && !(await mayRender(trx, ctx.scope.merchantId)) ? 'roaming' : config.type;
    return { ...linked, resolution: values.resolution ?? config.resolution, type: values.type ?? type };
  },
  afterWrite: linkImport.afterWrite,
  // Plans in the bin do not count against the cap: one coming back takes a place again.
  beforeRestore: async ({ trx, before }) => checkCap(trx, Number(before.merchant_id), 'plan'),
  choices: { store_ids: storeChoices },
};

/**
 * Panorama imports run in the job centre. Job kinds are one list for the whole app, so the kind is
 * declared once, here on plans; an import's job row still names its own list (plans, halls, templates).
 */
const jobKinds = { [PLAN_IMPORT_KIND]: planImportKind };

const merchantPlugin = (resource: typeof plans | typeof halls, parts: EntityParts = {}) =>
  entityPlugin(resource, { ...merchantPlanRules, actions: planActions, ...parts } as EntityParts<typeof resource>);
const templatePlugin = (resource: ResourceDefinition) => entityPlugin(resource, { ...linkImport, actions: templateActions });

/** The server side of plans, halls and both kinds of template (resources/plans/plans.resource.ts). */
export const plansServer = [merchantPlugin(plans, { jobKinds }), merchantPlugin(halls), templatePlugin(hallTemplates), templatePlugin(planTemplates)];

/** The plans' own routes: scenes, imports, templates, the import config and channel grants. */
export const planRoutesServer: ModulePlugin = {
  module: 'plans-routes',
  routes: (app, deps) => {
    planScenesRoutes(app, deps);
    planImportRoutes(app, deps);
    planTemplateRoutes(app, deps);
    planImportConfigRoutes(app, deps);
    contentAuthRoutes(app, deps);
  },
};
