import { type AccessChecker, createAccessChecker } from '../../../resources/access/enforcer.ts';
import { holds } from '../../../resources/roles/permission-grants.ts';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../../http/session-context.types.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { mainRolePermissions } from './accounts.repository.ts';

/**
 * What the writing account may grant: the permissions of its session (the role it is acting in),
 * or, for a background write that has no session (an import), those of its default role.
 */
export async function granterOf(trx: Db, session: WriteContext['session']): Promise<AccessChecker> {
  const given = (session as Partial<SessionContext>).permissions;
  const permissions = given ?? (await mainRolePermissions(trx, session.accountId)) ?? [];
  return createAccessChecker({ id: session.accountId, permissions });
}

/** Whether the granter holds every permission of a role, so may give it to an account. */
export function mayGrant(granter: AccessChecker, permissions: readonly string[]): boolean {
  return permissions.every((permission) => holds(granter, permission));
}
