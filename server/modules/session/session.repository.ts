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
