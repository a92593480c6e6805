import type { FastifyInstance } from 'fastify';
import { ACTIONS, READ } from '../../resources/access/actions.ts';
import type { DocumentedMove } from '../../resources/engine/machines.ts';
import type { PublishableKeyPurpose } from '../tenancy/publishable-keys.ts';
import { isApiPath } from './envelope.ts';

/** A page action that lets a caller in: `read` or one of the action vocabulary on a route-table page. */
export interface RouteGrant {
  page: string;
  action: string;
}

/**
 * What a route demands (ACCESS.md "How the server decides"): nobody, a session, a page action, or
 * a list of page actions any one of which lets the caller in (one call made from two pages, such
 * as the notice writes of `/systemManagement/notice` and `/settingCenter/settingNotice`).
 */
export type RouteAccess = 'public' | 'session' | RouteGrant | readonly RouteGrant[];

/** The page actions a route's access names: none for `public` and `session`. */
export function grantsOf(access: RouteAccess): readonly RouteGrant[] {
  if (access === 'public' || access === 'session') return [];
  return Array.isArray(access) ? access : [access as RouteGrant];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Documented as `x-atrium-sale-scoped`: a guide sees only its own sale_id's rows here. */
    saleScoped?: boolean;
    /**
     * The credential of an `/app-api` route (API.md §2): the caller's merchant is the holder of a
     * live publishable key of this purpose. Documented as `x-atrium-credential`.
     */
    publishableKey?: PublishableKeyPurpose;
    /**
     * `/app-api` routes only, instead of a publishable key: the unguessable view id in the path
     * names what the caller opens (a published showroom, issue 38), and so its merchant.
     * Documented as `x-atrium-view-id`.
     */
    viewId?: boolean;
    /** Documented as `x-atrium-read-only`: a POST that only reads (route.ts). */
    readOnly?: boolean;
    /** Documented as `x-atrium-moves`: the status moves a record action makes (resources/engine/machines.ts). */
    moves?: readonly DocumentedMove[];
  }
}

const KNOWN_ACTIONS = new Set<string>([READ, ...ACTIONS]);

/** Throws unless a route declares exactly one valid access rule: undeclared routes never register. */
export function assertAccessDeclared(method: string | string[], url: string, access: unknown): asserts access is RouteAccess {
  const where = `${String(method)} ${url}`;
  if (access === 'public' || access === 'session') return;
  if (Array.isArray(access)) {
    if (!access.length) throw new Error(`Route ${where}: an access list names at least one { page, action }`);
    for (const grant of access) assertGrant(where, grant);
    return;
  }
  if (typeof access === 'object' && access !== null) return assertGrant(where, access);
  throw new Error(`Route ${where} declares no access rule: set config.access to 'public', 'session', { page, action } or a list of them`);
}

function assertGrant(where: string, grant: unknown): void {
  const { page, action } = (grant ?? {}) as { page?: unknown; action?: unknown };
  if (typeof page !== 'string' || !page.startsWith('/')) throw new Error(`Route ${where}: access.page must be a route path`);
  if (typeof action !== 'string' || !KNOWN_ACTIONS.has(action)) {
    throw new Error(`Route ${where}: access.action must be read or one of the action vocabulary, got ${String(action)}`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The actions the app's routes check, by permission page (hand-written modules' routes as well
     * as the engine's): the vocabulary a role's permission picker offers.
     */
    declaredAccess: ReadonlyMap<string, ReadonlySet<string>>;
  }
}

/**
 * Registered at the root, so no API route escapes it wherever it is registered: every route under
 * /api, /admin-api or /app-api declares its rule or fails to register. The generated API
 * documentation is public by design (API.md §6), so its routes are marked public here.
 */
export function requireApiAccessDeclarations(instance: FastifyInstance): void {
  const declared = new Map<string, Set<string>>();
  instance.decorate('declaredAccess', declared);
  instance.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
      return;
    }
    assertAccessDeclared(route.method, route.url, route.config?.access);
    assertCredentialDeclared(route.method, route.url, route.config?.access, route.config?.publishableKey, route.config?.viewId);
    for (const { page, action } of grantsOf(route.config?.access as RouteAccess)) declared.set(page, (declared.get(page) ?? new Set()).add(action));
  });
}

/**
 * `/app-api` calls come from viewers without a session, so each route there names the merchant by
 * a publishable key, or by the view id in its path (a published showroom), and is otherwise
 * public; a key or a view id on any other route would be a second way in.
 */
export function assertCredentialDeclared(method: string | string[], url: string, access: RouteAccess, publishableKey: unknown, viewId?: unknown): void {
  const where = `${String(method)} ${url}`;
  if (url.startsWith('/app-api/')) {
    const named = publishableKey !== undefined ? 1 : 0;
    const byView = viewId === true && url.includes('/:viewuuid') ? 1 : 0;
    if (access !== 'public' || named + byView !== 1)
      throw new Error(`Route ${where}: an /app-api route is public and declares publishableKey, or viewId with a :viewuuid in its path`);
  } else if (publishableKey !== undefined || viewId !== undefined) {
    throw new Error(`Route ${where}: only /app-api routes take a publishable key or a view id`);
  }
}
