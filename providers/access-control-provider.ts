import type { AccessControlProvider } from '@refinedev/core';
import type { SessionStore } from './session-store.ts';

// refine's view actions read; every other action is a word of the action vocabulary (ACCESS.md).
const READ_ACTIONS = new Set(['list', 'show', 'read']);

/**
 * Every button and action of the app asks the session's one casbin enforcer (never one per row).
 * A resource names its page in `meta.route`; the server checks the same rule again.
 */
export function createAccessControlProvider(store: SessionStore): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const session = await store.load();
      if (!session) return { can: false };
      const meta = (params?.resource?.meta ?? {}) as { route?: string };
      const page = meta.route ?? (resource?.startsWith('/') ? resource : `/${resource ?? ''}`);
      return { can: session.checker.can(page, READ_ACTIONS.has(action) ? 'read' : action) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
