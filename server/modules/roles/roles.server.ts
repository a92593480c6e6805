import type { RoleAudience } from '../../../resources/shared/account-kinds.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { merchantRoles, platformRoles } from '../../../resources/roles/roles.resource.ts';
import { permissionIssue } from '../../../resources/roles/permission-grants.ts';
import { type EntityParts, entityPlugin } from '../../engine/entity-plugin.ts';
import { AppError, type FieldErrors, invalid } from '../../http/app-error.ts';
import { merchantChoices } from '../accounts/account-choices.ts';
import { roleHolderCount } from '../accounts/account-roles.repository.ts';
import { tellSessions } from '../accounts/accounts.hooks.ts';
import { granterOf } from '../accounts/granter.ts';
import { merchantExists } from '../merchants/merchants.repository.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { roleVocabularyRoutes } from './vocabulary.routes.ts';

type Row = Record<string, unknown>;

/**
 * A role's rules (spec §6, ACCESS.md): every permission names a page, action or flag of the
 * product that the role's holders may hold. A staff role grants only what its writer holds; a
 * merchant role only merchant pages (the operator holds none of them, so the ceiling is the
 * audience's). A role in use cannot be deleted; an edit reaches its holders on their next request.
 */
function roleRules(audience: RoleAudience): Pick<EntityParts, 'validate' | 'afterWrite' | 'beforeDelete'> {
  return {
    validate: async ({ trx, ctx, values, before }) => {
      const permissions = (values.permissions as string[] | undefined) ?? [];
      const previous = new Set(((before as Row | undefined)?.permissions as string[] | undefined) ?? []);
      const granter = audience === 'platform' ? await granterOf(trx, ctx.session) : undefined;
      const errors: FieldErrors = {};
      permissions.forEach((permission, index) => {
        // What the role already held stays: an editor may rename a role that grants more than it holds.
        const issue = permissionIssue(permission, audience, previous.has(permission) ? undefined : granter);
        if (issue) errors[`permissions.${index}`] = [{ key: issue, params: { permission } }];
      });
      const merchantId = values.merchant_id as number | null | undefined;
      if (merchantId && !(await merchantExists(trx, merchantId))) errors.merchant_id = ['validation.noSuchMerchant'];
      if (Object.keys(errors).length) throw invalid(errors);
    },
    afterWrite: async (trx, _resource, event, ctx) => {
      const before = event.before as Row | undefined;
      const after = event.after as Row | undefined;
      if (event.action !== 'update' || !before || !after) return;
      const changed = ['permissions', 'role_tag', 'position'].some((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
      if (changed) await tellSessions(ctx, trx, { roleIds: [event.id] });
    },
    beforeDelete: async ({ trx, id }) => {
      const holders = await roleHolderCount(trx, id);
      if (holders > 0) throw new AppError(409, 'errors.roleInUse', { params: { count: holders } });
    },
  };
}

const rolesPlugin = <R extends ResourceDefinition>(resource: R, audience: RoleAudience, extra: EntityParts<R> = {}) =>
  entityPlugin(resource, { ...(roleRules(audience) as EntityParts<R>), ...extra });

/** The roles' server side: merchants' roles (offered to all merchants or one) and the platform's staff roles. */
export const rolesServer = [rolesPlugin(merchantRoles, 'merchant', { choices: { merchant_id: merchantChoices } }), rolesPlugin(platformRoles, 'platform')];

/** The permission vocabulary the role editor offers. */
export const roleVocabularyServer: ModulePlugin = {
  module: 'role-vocabulary',
  routes: (app, deps) => {
    roleVocabularyRoutes(app, deps);
  },
};
