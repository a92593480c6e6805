import type { Db } from '../../db/database.ts';
import { toRecord } from '../../engine/serialize.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { ordersOfMpUser } from './intention-orders.repository.ts';

/** A page of one mini-program user's orders as records (an unknown user, or another guide's, has none). */
export async function mpUserOrders(db: Db, scope: Scope, mpUserId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const { rows, total } = await ordersOfMpUser(db, scope, mpUserId, page, pageSize);
  return { list: rows.map((row) => ({ ...toRecord(row), amount: Number(row.amount) })), total, page, pageSize };
}
