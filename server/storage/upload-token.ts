import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { UPLOAD_TOKEN_TTL_SECONDS } from '../../resources/uploads/upload-kinds.ts';
import type { Db } from '../db/database.ts';

/** Who an upload token was issued to: uploads are filed under its merchant and account. */
export interface UploadGrant {
  merchantId: number | null;
  accountId: number;
}

interface TokenBody {
  m: number | null;
  a: number;
  /** Expiry, unix seconds. */
  e: number;
}

/**
 * Signed upload tokens (spec §7 "/api/auth/qiniu/token"): `<base64url body>.<base64url HMAC-SHA256>`.
 * The secret lives in the database (migration 003), so every instance signs and checks alike.
 */
export class UploadTokens {
  private secret?: Promise<string>;

  constructor(private readonly db: Db) {}

  private key(): Promise<string> {
    this.secret ??= sql<{ secret: string }>`select secret from storage_secrets where id = 1`.execute(this.db).then((result) => result.rows[0].secret);
    return this.secret;
  }

  async issue(grant: UploadGrant, now = Date.now()): Promise<string> {
    const body: TokenBody = { m: grant.merchantId, a: grant.accountId, e: Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_SECONDS };
    const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${encoded}.${sign(await this.key(), encoded)}`;
  }

  /** The grant of a genuine, unexpired token; undefined for anything else. */
  async verify(token: string, now = Date.now()): Promise<UploadGrant | undefined> {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(sign(await this.key(), encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TokenBody;
      if (typeof body.e !== 'number' || body.e * 1000 <= now || typeof body.a !== 'number') return undefined;
      return { merchantId: body.m ?? null, accountId: body.a };
    } catch {
      return undefined;
    }
  }
}

function sign(secret: string, encoded: string): string {
  return createHmac('sha256', secret).update(encoded).digest('base64url');
}
