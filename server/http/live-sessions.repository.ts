import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LoginVariant, RoleTag } from '../db/schema.ts';

// The platform finds and touches a request's session (plugins/session-context.ts, on every request);
// the session module opens and ends sessions (login, role switch, logout) through its own repository.

/** Everything a request needs to know about its session, read in one query. */
export interface SessionRow {
  session_id: number;
  account_id: number;
  username: string;
  account_status: 'enabled' | 'stopped';
  merchant_id: number | null;
  store_id: number | null;
  role_id: number | null;
  role_code: string | null;
  role_tag: RoleTag | null;
  permissions: string[] | null;
  merchant_status: 'enabled' | 'disabled' | null;
  overdue_time: Date | null;
  variant: LoginVariant;
  last_seen_at: Date;
  expires_at: Date;
}

export type TokenKind = 'main' | 'boot';

export async function findLiveSession(db: Db, kind: TokenKind, tokenHash: Buffer, idleSeconds: number): Promise<SessionRow | undefined> {
  const column = kind === 'main' ? 's.token_hash' : 's.boot_token_hash';
  return (
    db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .leftJoin('roles as r', 'r.id', 's.role_id')
      .leftJoin('merchants as m', 'm.id', 'a.merchant_id')
      .select([
        's.id as session_id',
        'a.id as account_id',
        'a.username',
        'a.status as account_status',
        'a.merchant_id',
        'a.store_id',
        's.role_id',
        'r.code as role_code',
        'r.role_tag',
        'r.permissions',
        'm.status as merchant_status',
        'm.overdue_time',
        's.variant',
        's.last_seen_at',
        's.expires_at',
      ])
      .where(column, '=', tokenHash)
      // The session's role must still be held: taking a role away (or deleting it) ends its sessions.
      .where((eb) =>
        eb.or([
          eb.exists(
            eb.selectFrom('account_roles as ar').select('ar.role_id').whereRef('ar.account_id', '=', 's.account_id').whereRef('ar.role_id', '=', 's.role_id'),
          ),
          eb.and([
            eb('s.role_id', 'is', null),
            eb.not(eb.exists(eb.selectFrom('account_roles as held').select('held.role_id').whereRef('held.account_id', '=', 's.account_id'))),
          ]),
        ]),
      )
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
      .executeTakeFirst()
  );
}

/** Idle expiry needs a recent `last_seen_at`, but writing it on every request would cost a write per read. */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', sessionId).execute();
}
