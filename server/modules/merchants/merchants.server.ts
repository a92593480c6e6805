import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { staffChoices } from '../accounts/account-choices.ts';
import { tellSessions } from '../accounts/accounts.hooks.ts';
import { hashPassword } from '../session/passwords.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { merchantDetailRoutes } from './merchant-detail.routes.ts';
import { loginNameTaken, masterRoleExists, staffExists } from './merchants.repository.ts';

/**
 * The merchants' server side: the maintainer is a platform staff account; a new merchant's master
 * login name is free and a master role exists to give it; the master's password is stored as its
 * hash. Disabling a merchant or moving its expiry refreshes its sessions on every instance, so the
 * gate applies the change on their next request (the renew or disabled message, or access again).
 */
export const merchantsServer = entityPlugin(merchants, {
  validate: async ({ trx, action, before, values }) => {
    const errors: FieldErrors = {};
    if (values.maintainer_id !== null && values.maintainer_id !== undefined && !(await staffExists(trx, values.maintainer_id)))
      errors.maintainer_id = ['validation.noSuchStaff'];
    const renamed = action === 'create' || values.master_username !== before?.master_username;
    if (renamed && values.master_username && (await loginNameTaken(trx, values.master_username))) errors.master_username = ['validation.duplicate'];
    if (action === 'create' && !(await masterRoleExists(trx))) errors.master_username = ['validation.noMasterRole'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  prepare: async ({ action, values }) => (action === 'create' ? { password_hash: await hashPassword(String(values.password)) } : {}),
  afterWrite: async (trx, _resource, event, ctx) => {
    if (event.action !== 'update') return;
    const { before, after } = event;
    if (before.status !== after.status || before.overdue_time !== after.overdue_time) await tellSessions(ctx, trx, { merchantIds: [event.id] });
  },
  choices: { maintainer_id: staffChoices },
});

/** A merchant's detail page for operators. */
export const merchantDetailServer: ModulePlugin = {
  module: 'merchant-detail',
  routes: (app, deps) => {
    merchantDetailRoutes(app, deps);
  },
};
