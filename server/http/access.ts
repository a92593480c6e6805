import type { FastifyInstance } from 'fastify';
import { ACTIONS, READ } from '../../resources/access/actions.ts';

/** What a route demands (ACCESS.md "How the server decides"): nobody, a session, or a page action. */
export type RouteAccess = 'public' | 'session' | { page: string; action: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const KNOWN_ACTIONS = new Set<string>([READ, ...ACTIONS]);

/** Throws unless a route declares exactly one valid access rule: undeclared routes never register. */
export function assertAccessDeclared(method: string | string[], url: string, access: unknown): asserts access is RouteAccess {
  const where = `${String(method)} ${url}`;
  if (access === 'public' || access === 'session') return;
  if (typeof access === 'object' && access !== null) {
    const { page, action } = access as { page?: unknown; action?: unknown };
    if (typeof page !== 'string' || !page.startsWith('/')) throw new Error(`Route ${where}: access.page must be a route path`);
    if (typeof action !== 'string' || !KNOWN_ACTIONS.has(action)) {
      throw new Error(`Route ${where}: access.action must be read or one of the action vocabulary, got ${String(action)}`);
    }
    return;
  }
  throw new Error(`Route ${where} declares no access rule: set config.access to 'public', 'session' or { page, action }`);
}

/** Makes every route later registered on `instance` (and its children) declare its access rule, or fail to register. */
export function requireAccessDeclarations(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => assertAccessDeclared(route.method, route.url, route.config?.access));
}
