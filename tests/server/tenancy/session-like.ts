import type { SessionContext } from '../../../server/http/session-context.types.ts';

/** A session context as the gate builds it; only the fields the scope reads matter. */
export function sessionLike(overrides: Partial<SessionContext>): SessionContext {
  return {
    id: 1,
    accountId: 100,
    username: 'someone',
    merchantId: 7,
    storeId: null,
    roleId: 1,
    roleCode: 'master',
    roleTag: 'seller_default',
    permissions: [],
    variant: 'seller',
    via: 'bearer',
    isPlatform: false,
    merchantStatus: 'enabled',
    overdueTime: null,
    ...overrides,
  };
}
