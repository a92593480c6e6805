import type { SessionState } from '../../providers/session-store.ts';
import { createAccessChecker } from '../../resources/access/enforcer.ts';
import type { UserProfile } from '../../resources/session/session.schema.ts';

/** The profile of GET /api/user for account 1, a merchant holding `permissions`; every other field empty. */
export function profileFor(permissions: readonly string[], overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    username: '',
    name: '',
    nickname: '',
    business_card_title: '',
    sale_id: null,
    avatar: '',
    email: null,
    phone: '',
    role: [],
    roles: [],
    active_role: null,
    permission: [...permissions],
    permission_tree: [],
    merchant_id: null,
    store_id: null,
    role_tag: 'seller_default',
    ...overrides,
  };
}

/**
 * A signed-in session holding `permissions`, with the casbin checker the app would build for them,
 * no routes and `/` as landing; `overrides` replaces any part of it.
 */
export async function sessionStateFor(permissions: readonly string[], overrides: Partial<SessionState> = {}): Promise<SessionState> {
  const profile = overrides.profile ?? profileFor(permissions);
  const checker = await createAccessChecker({ id: profile.id, permissions });
  return { profile, merchant: null, sale: null, checker, routes: [], landing: '/', ...overrides };
}
