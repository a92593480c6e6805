import { sql } from 'kysely';
import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import type { Db } from '../../db/database.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { staffChoices } from '../accounts/account-choices.ts';
import { tellSessions } from '../accounts/account-rules.ts';
import { hashPassword } from '../session/passwords.ts';
import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { merchantDetailRoutes } from './merchant-detail.routes.ts';

/** Whether a login name is taken (case aside, as the unique index compares them). */
async function loginNameTaken(trx: Db, username: string): Promise<boolean> {
  const row = await sql<{ id: number }>`select id from accounts where lower(username) = lower(${username}) limit 1`.execute(trx);
  return row.rows.length > 0;
}

/** The platform's master role a new merchant's master account holds (the first, when several). */
async function masterRoleExists(trx: Db): Promise<boolean> {
  const row = await sql`select 1 from roles where audience = 'merchant' and position = 'master' and merchant_id is null limit 1`.execute(trx);
  return row.rows.length > 0;
}

/**
 * The merchants' server side: the maintainer is a platform staff account; a new merchant's master
 * login name is free and a master role exists to give it; the master's password is stored as its
 * hash. Disabling a merchant or moving its expiry refreshes its sessions on every instance, so the
 * gate applies the change on their next request (the renew or disabled message, or access again).
 */
export const merchantsServer = entityPlugin(merchants, {
  validate: async ({ trx, action, before, values }) => {
    const errors: FieldErrors = {};
    if (values.maintainer_id !== null && values.maintainer_id !== undefined) {
      const staff = await trx.selectFrom('accounts').select('id').where('id', '=', values.maintainer_id).where('kind', '=', 'staff').executeTakeFirst();
      if (!staff) errors.maintainer_id = ['validation.noSuchStaff'];
    }
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
