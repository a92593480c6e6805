import type { RoleAudience, RolePosition } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';
import type { EntityParts, ValidateRun } from '../../engine/entity-plugin.ts';
import { handOverRecords } from '../../engine/hand-over.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { conflict, type FieldErrors, invalid } from '../../http/app-error.ts';
import { hashPassword } from '../session/passwords.ts';
import { invalidateSessions, type SessionInvalidation } from '../session/session-invalidation.ts';
import { checkCap } from '../merchants/merchant-caps.ts';
import { assertStoreSeat } from './account-caps.ts';
import { findRole, findRoles, type RoleRow, setDefaultRole, setHeldRoles } from './account-roles.repository.ts';
import { firstStoreManager, merchantStoreExists } from './accounts.repository.ts';
import { granterOf, mayGrant } from './granter.ts';
import { type HeldRoles, heldRolesAfter, newlyHeld } from './role-set.ts';

type Row = Record<string, unknown>;

/** Which accounts a list holds, and so which roles they may be given. */
export interface AccountAudience {
  audience: RoleAudience;
  /** Default roles of these positions only (a store manager's guides); any but master when absent. */
  positions?: readonly RolePosition[];
  /**
   * The list's accounts hold a set of roles (`role_ids`) besides their default one, each of these
   * positions (any but master when absent); without it an account holds its one role.
   */
  roleSet?: { positions?: readonly RolePosition[] };
}

/** Ends or refreshes sessions on every instance (session-invalidation.ts), with the write's transaction. */
export async function tellSessions(ctx: WriteContext, trx: Db, what: SessionInvalidation): Promise<void> {
  if (!ctx.bus) throw new Error('an account write needs the instance bus to end or refresh sessions');
  await invalidateSessions(ctx.bus, trx, what);
}

/** Refuses acting on one's own account (stop, delete): nobody locks themselves out by mistake. */
export function assertNotOwn(ctx: WriteContext, accountId: number): void {
  if (ctx.session.accountId === accountId) throw conflict('errors.ownAccount');
}

function offered(role: RoleRow, { audience, positions }: Pick<AccountAudience, 'audience' | 'positions'>, merchantId: number | null): boolean {
  if (role.audience !== audience) return false;
  if (audience === 'platform') return true;
  if (role.position === 'master' || (positions && !positions.includes(role.position))) return false;
  return role.merchant_id === null || role.merchant_id === merchantId;
}

const merchantOf = (ctx: WriteContext, values: Row): number | null =>
  ctx.scope.kind === 'merchant' ? ctx.scope.merchantId : ((values.merchant_id as number | null | undefined) ?? null);

/** The store an account is written into: a store's own staff place accounts in their store only. */
const storeOf = (ctx: WriteContext, values: Row): number | null =>
  ctx.scope.kind === 'merchant' && ctx.scope.storeId !== null ? ctx.scope.storeId : ((values.store_id as number | null | undefined) ?? null);

async function storeIssues(run: ValidateRun, merchantId: number | null): Promise<FieldErrors> {
  const { trx, ctx, values } = run;
  const given = (values.store_id as number | null | undefined) ?? null;
  if (given === null) return {};
  const ownStore = ctx.scope.kind === 'merchant' ? ctx.scope.storeId : null;
  const store = await merchantStoreExists(trx, given, merchantId ?? 0);
  return !store || (ownStore !== null && ownStore !== given) ? { store_id: ['validation.noSuchStore'] } : {};
}

/** The columns of a role set as stored. */
const storedRoles = (held: HeldRoles) => ({ role_id: held.roleId, role_ids: held.roleIds });

/**
 * Why the roles an account is newly given besides its default may not be (the first reason), or
 * undefined: each must be offered to these accounts and hold nothing the writer does not hold.
 */
async function setIssue(
  trx: Db,
  roleIds: readonly number[],
  who: Pick<AccountAudience, 'audience' | 'positions'>,
  merchantId: number | null,
  granter: () => Promise<Awaited<ReturnType<typeof granterOf>>>,
): Promise<string | undefined> {
  const found = new Map((await findRoles(trx, roleIds)).map((role) => [Number(role.id), role]));
  for (const id of roleIds) {
    const role = found.get(id);
    if (!role || !offered(role, who, merchantId)) return 'validation.roleNotOffered';
    if (!mayGrant(await granter(), role.permissions)) return 'validation.roleNotGrantable';
  }
  return undefined;
}

/**
 * The rules of an account list (spec §6, §8): the role must be one offered to these accounts and
 * hold nothing the writer does not hold; the store must be the merchant's (the writer's own, for
 * a store's staff); a new sub-account needs quota; a manager or guide needs a seat in its store.
 */
export function accountRules(who: AccountAudience): Required<Pick<EntityParts, 'validate' | 'prepare' | 'afterWrite' | 'beforeDelete'>> {
  return {
    validate: async (run) => {
      const { trx, ctx, values, action } = run;
      const merchantId = merchantOf(ctx, values);
      const before = (run.before ?? {}) as Row;
      const held = who.roleSet ? heldRolesAfter(values, run.before as Row | undefined) : undefined;
      if (held === 'defaultNotHeld') throw invalid({ role_id: ['validation.defaultRoleNotHeld'] });
      const roleId = held ? held.roleId : (values.role_id as number | null);
      const roleChanged = action === 'create' || before.role_id !== roleId;
      const errors: FieldErrors = who.audience === 'merchant' ? await storeIssues(run, merchantId) : {};
      const role = roleId === null ? undefined : await findRole(trx, roleId);
      // The writer's permissions are read once, however many roles are judged against them.
      let granted: ReturnType<typeof granterOf> | undefined;
      const granter = () => (granted ??= granterOf(trx, ctx.session));
      // An account without a role (null) keeps it through an update that sends it back as read;
      // a new account needs one, and one given is never taken away (the schema takes null for that).
      if (roleChanged && roleId === null) errors.role_id = ['validation.required'];
      else if (roleChanged && roleId !== null) {
        if (!role || !offered(role, who, merchantId)) errors.role_id = ['validation.roleNotOffered'];
        else if (!mayGrant(await granter(), role.permissions)) errors.role_id = ['validation.roleNotGrantable'];
      }
      if (held && who.roleSet) {
        const others = newlyHeld(held, run.before as Row | undefined).filter((id) => id !== roleId);
        const issue = await setIssue(trx, others, { audience: who.audience, positions: who.roleSet.positions }, merchantId, granter);
        if (issue) errors.role_ids = [issue];
      }
      if (Object.keys(errors).length) throw invalid(errors);
      if (who.audience !== 'merchant' || merchantId === null) return;
      // The merchant's quota (spec §8 "Sub-account quota insufficient"); stopped accounts still hold their place.
      if (action === 'create') await checkCap(trx, merchantId, 'account');
      const store = storeOf(ctx, values);
      const seatChanged = roleChanged || before.store_id !== store;
      if (seatChanged && store !== null && role) await assertStoreSeat(trx, store, role.position, run.id);
    },
    // The password is stored as its hash, never as given (SECURITY.md §1).
    // A role set is stored normalised (the default first), and a default left empty is its first role.
    prepare: async ({ action, values, before }) => ({
      ...(action === 'create' ? { password_hash: await hashPassword(String(values.password)) } : {}),
      ...(who.roleSet ? storedRoles(heldRolesAfter(values, before as Row | undefined) as HeldRoles) : {}),
    }),
    afterWrite: async (trx, _resource, event, ctx) => {
      if (event.action === 'delete') return;
      const after = event.after as Row;
      const before = (event.before ?? {}) as Row;
      const roleId = after.role_id as number | null;
      const roleIds = (after.role_ids as number[] | undefined) ?? [];
      const setChanged = who.roleSet !== undefined && String(roleIds) !== String(before.role_ids ?? []);
      // account_roles is what a session switches between: the set as written (the mirror orders it the same).
      if (who.roleSet && (setChanged || roleId !== before.role_id) && roleId !== null) await setHeldRoles(trx, event.id, roleIds, roleId);
      else if (roleId !== null && roleId !== before.role_id) await setDefaultRole(trx, event.id, roleId, (before.role_id as number | null) ?? null);
      if (event.action !== 'update') return;
      // New roles or a stop end the sessions (what they may do changed under them); a new store refreshes them.
      if (roleId !== before.role_id || setChanged || (after.status === 'stopped' && before.status !== 'stopped'))
        await tellSessions(ctx, trx, { accountIds: [event.id], end: true });
      else if (after.store_id !== before.store_id) await tellSessions(ctx, trx, { accountIds: [event.id] });
    },
    beforeDelete: async ({ trx, ctx, resource, id, before }) => {
      assertNotOwn(ctx, id);
      const row = before as Row;
      const merchantId = (row.merchant_id as number | null | undefined) ?? null;
      if (merchantId !== null) await handOverRecords(trx, resource, { merchantId, from: id, to: await heirOf(trx, row) });
      await tellSessions(ctx, trx, { accountIds: [id], end: true });
    },
  };
}

/**
 * Who takes over a deleted account's customers (README "Deleting an account"): a guide's go to a
 * store manager of its store (the longest-serving enabled one); nobody else's are handed over.
 */
export async function heirOf(trx: Db, account: Row): Promise<number | null> {
  if (account.store_id === null || account.role_id === null || account.role_id === undefined) return null;
  const role = await findRole(trx, account.role_id as number);
  if (role?.position !== 'guide') return null;
  return (await firstStoreManager(trx, account.store_id as number, account.id as number)) ?? null;
}
