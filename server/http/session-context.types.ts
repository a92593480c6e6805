import type { LoginVariant, RoleTag } from '../db/schema.ts';

/**
 * The authenticated caller of one request (`request.session`). Declared apart from the code that
 * resolves it (server/plugins/session-context.ts, which reads live-sessions.repository.ts), so the
 * engine, tenancy and services that only read a caller depend on this type and nothing more.
 */
export interface SessionContext {
  id: number;
  accountId: number;
  username: string;
  merchantId: number | null;
  storeId: number | null;
  roleId: number | null;
  roleCode: string | null;
  roleTag: RoleTag;
  permissions: string[];
  variant: LoginVariant;
  via: 'cookie' | 'bearer';
  isPlatform: boolean;
  merchantStatus: 'enabled' | 'disabled' | null;
  overdueTime: Date | null;
}
