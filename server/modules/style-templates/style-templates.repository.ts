import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * The names of the apps that use a style template, those in the recycle bin too (a restored app
 * would name a template that no longer exists), oldest first, at most `limit`, and how many there
 * are in all. A system template is used by apps of every merchant: only its deleter (an operator)
 * asks, who sees every merchant.
 */
export async function appsUsingTemplate(db: Db, templateId: number, limit: number): Promise<{ names: string[]; count: number }> {
  const { rows } = await sql<{ name: string; count: number }>`
    SELECT name, count(*) OVER ()::int AS count FROM apps
    WHERE style_template_id = ${templateId}
    ORDER BY id LIMIT ${limit}`.execute(db);
  return { names: rows.map((row) => row.name), count: rows[0]?.count ?? 0 };
}

/**
 * How many custom style templates the scope's merchant keeps (open and closed: both are its own),
 * counted after locking its merchants row `FOR NO KEY UPDATE`, so two creates racing for the last
 * place count one after the other (the lock merchant-caps.ts `checkCap` takes, for the same reason).
 */
export async function lockedCustomTemplateCount(db: Db, scope: Extract<Scope, { kind: 'merchant' }>): Promise<number> {
  await sql`SELECT 1 FROM merchants WHERE id = ${scope.merchantId} FOR NO KEY UPDATE`.execute(db);
  const row = await tenantTable(db, 'style_templates', scope).selectFrom().select(sql<number>`count(*)::int`.as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}
