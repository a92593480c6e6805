import { type RawBuilder, sql } from 'kysely';

/**
 * Sealed fields (FieldOptions.sealed): text an editor must read back but the database keeps
 * encrypted, such as an app's verify-view password, which a merchant hands to its customers.
 * PostgreSQL seals and opens them itself (pgcrypto's symmetric PGP, AES-256, under the server's
 * 'sealed-fields' secret of server_secrets, migration 033), so the secret never leaves the database
 * and a dump or a log of the column shows nothing readable. '' stays '' (no password).
 */
const SECRET = sql`(SELECT encode(secret, 'hex') FROM server_secrets WHERE name = 'sealed-fields')`;
const OPTIONS = 'cipher-algo=aes256';

/** The stored form of a sealed value (base64 of the PGP message). */
export function sealed(value: unknown): RawBuilder<string> | string {
  if (value === '' || value === null || value === undefined) return '';
  return sql<string>`encode(pgp_sym_encrypt(${String(value)}::text, ${SECRET}, ${OPTIONS}), 'base64')`;
}

/** The readable form of a stored sealed column. */
export function opened(column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return sql<string>`CASE WHEN ${ref} = '' THEN '' ELSE pgp_sym_decrypt(decode(${ref}, 'base64'), ${SECRET}) END`;
}
