import type { FastifyInstance } from 'fastify';
import { ACTIONS } from '../../../resources/access/actions.ts';
import type { AccessChecker } from '../../../resources/access/enforcer.ts';
import { PERMISSION_FLAGS } from '../../../resources/access/flags.ts';
import type { RoleAudience } from '../../../resources/shared/account-kinds.ts';
import { audienceMayHold } from '../../../resources/roles/permission-grants.ts';
import { type VocabularyNode, vocabularyPath, vocabularySchema } from '../../../resources/roles/permission-vocabulary.ts';
import { merchantRoles, platformRoles } from '../../../resources/roles/roles.resource.ts';
import { ROUTE_TABLE, type RouteEntry } from '../../../resources/routes/route-table.ts';
import type { Db } from '../../db/database.ts';
import { addRoute } from '../../http/route.ts';
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
 * `GET <roles path>/vocabulary`: what a role's permission picker offers. The actions of each page
 * are the ones the app's routes really check (`declaredAccess`, hand-written modules included).
 * A merchant role is offered merchant pages; a staff role the pages its writer holds.
 */
export function roleVocabularyRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  for (const [resource, audience] of [
    [merchantRoles, 'merchant'],
    [platformRoles, 'platform'],
  ] as const) {
    addRoute(app, {
      method: 'GET',
      url: vocabularyPath(resource.path),
      access: { page: resource.route, action: 'read' },
      summary: `The pages, actions and flags a ${audience} role may grant (its permission picker)`,
      tags: [resource.name],
      response: vocabularySchema,
      handler: async (request) => {
        const granter: AccessChecker | undefined = audience === 'platform' ? await granterOf(db, request.session!) : undefined;
        const offer = (path: string) => audienceMayHold(audience as RoleAudience, path) && (!granter || granter.can(path, 'read'));
        const tree = ROUTE_TABLE.map((route) => nodeOf(route, request.server.declaredAccess, offer)).filter((node) => node !== null);
        const flags = PERMISSION_FLAGS.filter((flag) => !granter || granter.can(flag, 'read'));
        return { tree, flags: [...flags] };
      },
    });
  }
}
