import { ACTIONS } from '../../../resources/access/actions.ts';
import type { AccessChecker } from '../../../resources/access/enforcer.ts';
import { PERMISSION_FLAGS } from '../../../resources/access/flags.ts';
import { audienceMayHold } from '../../../resources/roles/permission-grants.ts';
import type { Vocabulary, VocabularyNode } from '../../../resources/roles/permission-vocabulary.ts';
import { ROUTE_TABLE, type RouteEntry } from '../../../resources/routes/route-table.ts';
import type { RoleAudience } from '../../../resources/shared/account-kinds.ts';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../../http/session-context.types.ts';
import { granterOf } from '../accounts/granter.ts';

/** Pages with a parameter (`detail/:id`) are granted by their parent page (ACCESS.md), never on their own. */
const grantable = (route: RouteEntry) => !route.path.includes(':');

function nodeOf(route: RouteEntry, declared: ReadonlyMap<string, ReadonlySet<string>>, offer: (path: string) => boolean): VocabularyNode | null {
  const children = (route.children ?? [])
    .filter(grantable)
    .map((child) => nodeOf(child, declared, offer))
    .filter((node): node is VocabularyNode => node !== null);
  if (route.children ? !children.length : !offer(route.path)) return null;
  const checked = declared.get(route.path);
  const actions = ACTIONS.filter((action) => checked?.has(action));
  return { path: route.path, actions, ...(route.children ? { children } : {}) };
}

/**
 * What a role's permission picker offers: the pages, with the actions the app's routes really
 * check (`declared`, hand-written modules included), and the flags. A merchant role is offered
 * merchant pages; a staff role the pages and flags its writer (`session`) holds.
 */
export async function roleVocabulary(
  db: Db,
  session: SessionContext,
  audience: RoleAudience,
  declared: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Vocabulary> {
  const granter: AccessChecker | undefined = audience === 'platform' ? await granterOf(db, session) : undefined;
  const offer = (path: string) => audienceMayHold(audience, path) && (!granter || granter.can(path, 'read'));
  const tree = ROUTE_TABLE.map((route) => nodeOf(route, declared, offer)).filter((node) => node !== null);
  const flags = PERMISSION_FLAGS.filter((flag) => !granter || granter.can(flag, 'read'));
  return { tree, flags: [...flags] };
}
