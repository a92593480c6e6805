import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import type { ApiError } from './http.ts';
import type { SessionStore } from './session-store.ts';

export interface LoginParams {
  username: string;
  password: string;
  variant?: string | null;
}

/** Called after logout and when a session is lost: the shell clears its tabs and cached pages. */
export type SessionEndedHandler = () => void;

/**
 * refine's auth provider over the session endpoints of API.md §3; the session itself lives in an
 * HttpOnly cookie. `onLoggedIn` runs once a login has loaded its session (the usage timer's login record).
 */
export function createAuthProvider(client: AxiosInstance, store: SessionStore, onEnded: SessionEndedHandler, onLoggedIn: () => void = () => {}): AuthProvider {
  return {
    login: async ({ username, password, variant }: LoginParams) => {
      const query = variant ? `?variant=${encodeURIComponent(variant)}` : '';
      try {
        // Spec §5: both fields are trimmed before sending (the server trims again).
        await client.post(`/api/login${query}`, { username: username.trim(), password: password.trim() }, { silent: true });
      } catch (error) {
        return { success: false, error: { name: 'login', message: (error as ApiError).message } };
      }
      const session = await store.reload();
      if (session) onLoggedIn();
      return { success: true, redirectTo: session?.landing ?? '/' };
    },
    logout: async () => {
      await client.post('/api/logout', undefined, { silent: true }).catch(() => undefined);
      store.clear();
      onEnded();
      return { success: true, redirectTo: '/login' };
    },
    check: async () => {
      const session = await store.load();
      return session ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true };
    },
    getIdentity: async () => (await store.load())?.profile ?? null,
    getPermissions: async () => (await store.load())?.profile.permission ?? [],
    // Spec §8: a 401 shows "login information has expired" for 3 s and only then logs out locally
    // and reloads (HttpEventToasts). Logging out here as well reloaded the page at once, so the
    // message was never read and a second reload followed it three seconds later.
    onError: async () => ({}),
  };
}
