import type { AxiosInstance } from 'axios';
import type { AccessChecker } from '../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../resources/access/expand.ts';
import { filterRoutes, landingPath } from '../resources/routes/filter-routes.ts';
import { ROUTE_TABLE, type RouteEntry } from '../resources/routes/route-table.ts';
import type { UserProfile } from '../resources/session/session.schema.ts';
import { GUIDE_ROLE_TAG } from '../resources/constants.ts';
import type { saleInfoSchema, sellerAccountSchema } from '../resources/session/seller.schema.ts';
import { hasSessionHint, sessionHintRemovals } from '../resources/session/session-hint.ts';
import type { z } from 'zod';
import type { ApiError } from './http.ts';

export type SellerAccount = z.infer<typeof sellerAccountSchema>;
export type SaleInfo = z.infer<typeof saleInfoSchema>;

/** Everything the shell derives from one session: who, what they may do, which routes exist. */
export interface SessionState {
  profile: UserProfile;
  merchant: SellerAccount;
  /** Sale info (GET /api/seller/saleInfo): returned for a sale, so asked for a shopping guide's session only; null otherwise. */
  sale: SaleInfo | null;
  /** The one casbin enforcer of this session (ACCESS.md), shared by every check in the app. */
  checker: AccessChecker;
  routes: RouteEntry[];
  landing: string;
}

type Listener = () => void;

/** Whether the page may hold a session (the server's readable marker beside the HttpOnly session cookie). */
export interface SessionHint {
  present(): boolean;
  /** The session is gone (signed out, expired): the next page load asks nothing. */
  forget(): void;
}

/** The marker in this page's cookies; outside a browser (server-side tests) every client may hold a session. */
export const documentSessionHint: SessionHint = {
  present: () => typeof document === 'undefined' || hasSessionHint(document.cookie),
  forget: () => {
    if (typeof document === 'undefined') return;
    for (const removal of sessionHintRemovals(window.location.protocol === 'https:')) document.cookie = removal;
  },
};

/** Builds the state of a session from its profile: the permission-filtered route table and landing path. */
export async function deriveSession(profile: UserProfile, merchant: SellerAccount, sale: SaleInfo | null = null): Promise<SessionState> {
  // casbin is loaded with the first session, keeping it out of the login page's first download.
  await import('./buffer-polyfill.ts');
  const { createAccessChecker } = await import('../resources/access/enforcer.ts');
  const checker = await createAccessChecker({ id: profile.id, permissions: profile.permission });
  const expanded = expandPermissionPaths(profile.permission);
  const routes = filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read'));
  return { profile, merchant, sale, checker, routes, landing: landingPath(routes) };
}

/**
 * Loads the session once (GET /api/user and the merchant, then a guide's sale info) and lets React
 * and the providers share it. Without the session marker there is nothing to load: the login page
 * asks the server nothing.
 */
export class SessionStore {
  private loading: Promise<SessionState | null> | null = null;
  private state: SessionState | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly client: AxiosInstance,
    private readonly hint: SessionHint = documentSessionHint,
  ) {}

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

  /** After logout, or when the session was lost. */
  clear(): void {
    this.hint.forget();
    this.loading = Promise.resolve(null);
    this.set(null);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async fetch(): Promise<SessionState | null> {
    if (!this.hint.present()) {
      this.set(null);
      return null;
    }
    try {
      // Silent: having no session yet is the normal state of the login page, not an error to show.
      const [profile, merchant] = await Promise.all([
        this.client.get('/api/user', { silent: true }).then((response) => response.data as UserProfile),
        this.client.get('/api/user/seller/account', { silent: true }).then((response) => response.data as SellerAccount),
      ]);
      // Spec §4 Session: profile and sale info are fetched. Only a shopping guide has sale info;
      // without it (none answered, or the request failed) the session holds none.
      const saleInfo: Promise<SaleInfo | null> =
        profile.role_tag === GUIDE_ROLE_TAG
          ? this.client
              .get('/api/seller/saleInfo', { silent: true })
              .then((response) => response.data as SaleInfo)
              .catch(() => null)
          : Promise.resolve(null);
      const [derived, sale] = await Promise.all([deriveSession(profile, merchant), saleInfo]);
      const state: SessionState = { ...derived, sale };
      this.set(state);
      return state;
    } catch (error) {
      // The marker outlived its session (idle expiry, revoked elsewhere): ask once, not on every load.
      if ((error as ApiError | undefined)?.statusCode === 401) this.hint.forget();
      this.set(null);
      return null;
    }
  }

  private set(state: SessionState | null): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
