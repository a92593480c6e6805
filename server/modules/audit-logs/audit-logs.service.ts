import type { Db } from '../../db/database.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { loggedEntities, merchantNames } from './audit-logs.repository.ts';

/** The audit log's filter pick-lists: the entities it has entries of, and the merchants the scope sees. */
export async function auditLogChoices(db: Db, scope: Scope) {
  const entities = await loggedEntities(db);
  const merchants = await merchantNames(db, scope);
  return { entities, merchants: merchants.map((row) => ({ id: Number(row.id), name: row.name })) };
}
