import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoginVariant } from '../../db/schema.ts';

export interface NewSession {
  accountId: number;
  roleId: number | null;
  variant: LoginVariant;
  tokenHash: Buffer;
  bootTokenHash: Buffer;
  ttlSeconds: number;
}

/** Writes a new session row (its token hashes and absolute expiry); answers its id. */
export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      account_id: session.accountId,
      role_id: session.roleId,
      variant: session.variant,
      token_hash: session.tokenHash,
      boot_token_hash: session.bootTokenHash,
      expires_at: sql`now() + make_interval(secs => ${session.ttlSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Which sessions to revoke: any named by id, account, role or merchant (its accounts'), but one to keep. */
export interface SessionRevocation {
  sessionIds?: number[];
  accountIds?: number[];
  roleIds?: number[];
  merchantIds?: number[];
  keepSessionId?: number;
}

/** Sets `revoked_at` on the live sessions named (nothing when none is named). */
export async function revokeSessions(executor: Db, what: SessionRevocation): Promise<void> {
  const any = (ids?: number[]) => Boolean(ids?.length);
  if (!any(what.sessionIds) && !any(what.accountIds) && !any(what.roleIds) && !any(what.merchantIds)) return;
  let update = executor.updateTable('sessions').set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null);
  update = update.where((eb) =>
    eb.or([
      ...(any(what.sessionIds) ? [eb('id', 'in', what.sessionIds!)] : []),
      ...(any(what.accountIds) ? [eb('account_id', 'in', what.accountIds!)] : []),
      ...(any(what.roleIds) ? [eb('role_id', 'in', what.roleIds!)] : []),
      ...(any(what.merchantIds)
        ? [eb('account_id', 'in', eb.selectFrom('accounts').select('accounts.id').where('accounts.merchant_id', 'in', what.merchantIds!))]
        : []),
    ]),
  );
  if (what.keepSessionId !== undefined) update = update.where('id', '<>', what.keepSessionId);
  await update.execute();
}

/** Deletes the sessions whose absolute expiry passed more than a day ago. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
