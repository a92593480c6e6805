import type { AxiosInstance } from 'axios';
import type { AccessChecker } from '../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../resources/access/expand.ts';
import { filterRoutes, landingPath } from '../resources/routes/filter-routes.ts';
import { ROUTE_TABLE, type RouteEntry } from '../resources/routes/route-table.ts';
import type { UserProfile } from '../resources/session/session.schema.ts';
import type { sellerAccountSchema } from '../resources/session/seller.schema.ts';
import type { z } from 'zod';

export type SellerAccount = z.infer<typeof sellerAccountSchema>;

/** Everything the shell derives from one session: who, what they may do, which routes exist. */
export interface SessionState {
  profile: UserProfile;
  merchant: SellerAccount;
  /** The one casbin enforcer of this session (ACCESS.md), shared by every check in the app. */
  checker: AccessChecker;
  routes: RouteEntry[];
  landing: string;
}

type Listener = () => void;

/** Builds the state of a session from its profile: the permission-filtered route table and landing path. */
export async function deriveSession(profile: UserProfile, merchant: SellerAccount): Promise<SessionState> {
  // casbin is loaded with the first session, keeping it out of the login page's first download.
  await import('./buffer-polyfill.ts');
  const { createAccessChecker } = await import('../resources/access/enforcer.ts');
  const checker = await createAccessChecker({ id: profile.id, permissions: profile.permission });
  const expanded = expandPermissionPaths(profile.permission);
  const routes = filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read'));
  return { profile, merchant, checker, routes, landing: landingPath(routes) };
}

/** Loads the session once (GET /api/user and the merchant) and lets React and the providers share it. */
export class SessionStore {
  private loading: Promise<SessionState | null> | null = null;
  private state: SessionState | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly client: AxiosInstance) {}

  current(): SessionState | null {
    return this.state;
  }

  load(): Promise<SessionState | null> {
    this.loading ??= this.fetch();
    return this.loading;
  }

  /** After login or a role switch: fetch everything again. */
  reload(): Promise<SessionState | null> {
    this.loading = this.fetch();
    return this.loading;
  }

  clear(): void {
    this.loading = Promise.resolve(null);
    this.set(null);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async fetch(): Promise<SessionState | null> {
    try {
      // Silent: having no session yet is the normal state of the login page, not an error to show.
      const [profile, merchant] = await Promise.all([
        this.client.get('/api/user', { silent: true }).then((response) => response.data as UserProfile),
        this.client.get('/api/user/seller/account', { silent: true }).then((response) => response.data as SellerAccount),
      ]);
      const state = await deriveSession(profile, merchant);
      this.set(state);
      return state;
    } catch {
      this.set(null);
      return null;
    }
  }

  private set(state: SessionState | null): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
