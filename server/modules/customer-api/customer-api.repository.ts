import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The customer-facing API's SQL. Every statement names the merchant of the caller's publishable key
// (`merchantId`) and, past the login, the caller's own identity or customer: nothing here reads or
// writes another merchant's rows, nor another customer's.

export type IdentityKind = 'wechat' | 'guest';

/** A customer identity as the API acts for it. */
export interface IdentityRow {
  id: number;
  merchant_id: number;
  kind: IdentityKind;
  customer_id: number | null;
  sale_id: number | null;
}

/** The columns a customer reads of itself. */
const PROFILE_COLUMNS = sql`id, nickname, phone, gender, source, city, address, house_area, style, registered_at, sale_id, store_id`;

export interface CustomerRow {
  id: number;
  nickname: string;
  phone: string;
  gender: 'unknown' | 'male' | 'female';
  source: 'mini_program' | 'h5' | 'back_office';
  city: string;
  address: string;
  house_area: number | null;
  style: string;
  registered_at: Date;
  sale_id: number | null;
  store_id: number | null;
}

/** The secret share links are signed with (migration 031 makes it, once for every instance). */
export async function shareLinkSecret(db: Db): Promise<Buffer> {
  const { rows } = await sql<{ secret: Buffer }>`SELECT secret FROM server_secrets WHERE name = 'share-links'`.execute(db);
  if (!rows[0]) throw new Error("server_secrets has no 'share-links' secret (migration 031)");
  return rows[0].secret;
}

/** An enabled shopping guide of the merchant (an account holding a role tagged seller_sale), with its store. */
export async function guideOfMerchant(db: Db, merchantId: number, accountId: number): Promise<{ id: number; store_id: number | null } | undefined> {
  const { rows } = await sql<{ id: number; store_id: number | null }>`
    SELECT a.id, a.store_id FROM accounts a
    WHERE a.id = ${accountId} AND a.merchant_id = ${merchantId} AND a.status = 'enabled'
      AND EXISTS (SELECT 1 FROM roles r WHERE r.id = ANY(a.role_ids) AND r.role_tag = 'seller_sale')`.execute(db);
  return rows[0];
}

/** The store of an account of the merchant now (a guide's customer becomes its store's). */
export async function storeOfGuide(db: Db, merchantId: number, accountId: number): Promise<number | null> {
  const { rows } = await sql<{ store_id: number | null }>`SELECT store_id FROM accounts WHERE id = ${accountId} AND merchant_id = ${merchantId}`.execute(db);
  return rows[0]?.store_id ?? null;
}

/**
 * The merchant's identity of this kind and subject, made (owned by `saleId`) when there is none.
 * An identity that exists keeps its guide: the first guide keeps it.
 */
export async function findOrCreateIdentity(db: Db, merchantId: number, kind: IdentityKind, subjectHash: Buffer, saleId: number | null): Promise<IdentityRow> {
  const inserted = await sql<IdentityRow>`
    INSERT INTO customer_identities (merchant_id, kind, subject_hash, sale_id) VALUES (${merchantId}, ${kind}, ${subjectHash}, ${saleId})
    ON CONFLICT (merchant_id, kind, subject_hash) DO NOTHING
    RETURNING id, merchant_id, kind, customer_id, sale_id`.execute(db);
  if (inserted.rows[0]) return inserted.rows[0];
  const { rows } = await sql<IdentityRow>`
    SELECT id, merchant_id, kind, customer_id, sale_id FROM customer_identities
    WHERE merchant_id = ${merchantId} AND kind = ${kind} AND subject_hash = ${subjectHash}`.execute(db);
  return rows[0]!;
}

/** Whether the merchant has an identity of this kind and subject (a guest's key it issued). */
export async function identityExists(db: Db, merchantId: number, kind: IdentityKind, subjectHash: Buffer): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM customer_identities WHERE merchant_id = ${merchantId} AND kind = ${kind} AND subject_hash = ${subjectHash}`.execute(
    db,
  );
  return rows.length > 0;
}

/** Makes the identity this customer's (its customer id set once: a WeChat login's, or a guest's phone). */
export async function attachIdentity(db: Db, merchantId: number, identityId: number, customerId: number): Promise<void> {
  await sql`UPDATE customer_identities SET customer_id = ${customerId} WHERE id = ${identityId} AND merchant_id = ${merchantId}`.execute(db);
}

/** Issues a token row for the identity, dropping the identity's expired ones (so the table holds live tokens and each identity's latest). */
export async function insertToken(db: Db, merchantId: number, identityId: number, tokenHash: Buffer, ttlSeconds: number): Promise<Date> {
  await sql`DELETE FROM customer_tokens WHERE identity_id = ${identityId} AND expires_at <= now()`.execute(db);
  const { rows } = await sql<{ expires_at: Date }>`
    INSERT INTO customer_tokens (token_hash, identity_id, merchant_id, expires_at)
    VALUES (${tokenHash}, ${identityId}, ${merchantId}, now() + make_interval(secs => ${ttlSeconds}))
    RETURNING expires_at`.execute(db);
  return rows[0]!.expires_at;
}

/** The identity a live token of this merchant names; undefined for an unknown, expired or other merchant's token. */
export async function identityOfToken(db: Db, merchantId: number, tokenHash: Buffer): Promise<IdentityRow | undefined> {
  const { rows } = await sql<IdentityRow>`
    SELECT i.id, i.merchant_id, i.kind, i.customer_id, i.sale_id
    FROM customer_tokens t JOIN customer_identities i ON i.id = t.identity_id AND i.merchant_id = t.merchant_id
    WHERE t.token_hash = ${tokenHash} AND t.merchant_id = ${merchantId} AND t.expires_at > now()`.execute(db);
  return rows[0];
}

/** The merchant's customer of this id (the caller's own: its identity names it). */
export async function customerById(db: Db, merchantId: number, customerId: number): Promise<CustomerRow | undefined> {
  const { rows } = await sql<CustomerRow>`SELECT ${PROFILE_COLUMNS} FROM customers WHERE id = ${customerId} AND merchant_id = ${merchantId}`.execute(db);
  return rows[0];
}

/** The merchant's customer with this phone, if any (one per phone and merchant). */
export async function customerByPhone(db: Db, merchantId: number, phone: string): Promise<CustomerRow | undefined> {
  const { rows } = await sql<CustomerRow>`SELECT ${PROFILE_COLUMNS} FROM customers WHERE merchant_id = ${merchantId} AND phone = ${phone}`.execute(db);
  return rows[0];
}

export interface NewCustomer {
  nickname: string;
  phone: string;
  source: 'mini_program' | 'h5';
  sale_id: number | null;
  store_id: number | null;
  mp_user_id: number;
  gender?: string;
  city?: string;
  address?: string;
  house_area?: number | null;
  style?: string;
}

/** A new customer of the merchant; undefined when its phone is taken meanwhile (one customer per phone). */
export async function insertCustomer(db: Db, merchantId: number, customer: NewCustomer): Promise<CustomerRow | undefined> {
  const { rows } = await sql<CustomerRow>`
    INSERT INTO customers (merchant_id, nickname, phone, source, sale_id, store_id, mp_user_id, gender, city, address, house_area, style)
    VALUES (${merchantId}, ${customer.nickname}, ${customer.phone}, ${customer.source}, ${customer.sale_id}, ${customer.store_id}, ${customer.mp_user_id},
      ${customer.gender ?? 'unknown'}, ${customer.city ?? ''}, ${customer.address ?? ''}, ${customer.house_area ?? null}, ${customer.style ?? ''})
    ON CONFLICT (merchant_id, phone) WHERE phone <> '' DO NOTHING
    RETURNING ${PROFILE_COLUMNS}`.execute(db);
  return rows[0];
}

/** Changes the given profile fields of the merchant's customer; answers it as it now is. */
export async function updateCustomer(db: Db, merchantId: number, customerId: number, changes: Record<string, unknown>): Promise<CustomerRow> {
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const { rows } = await sql<CustomerRow>`
    UPDATE customers SET ${sql.join([...sets, sql`updated_at = now()`])}
    WHERE id = ${customerId} AND merchant_id = ${merchantId}
    RETURNING ${PROFILE_COLUMNS}`.execute(db);
  return rows[0]!;
}

/** Whether another customer of the merchant has this phone. */
export async function phoneTakenByOther(db: Db, merchantId: number, phone: string, customerId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM customers WHERE merchant_id = ${merchantId} AND phone = ${phone} AND id <> ${customerId} LIMIT 1`.execute(db);
  return rows.length > 0;
}

const ORDER_COLUMNS = sql`id, number, status, room, items, goods_count, amount, note, ordered_at, created_at, updated_at`;

export interface NewOrder {
  number: string;
  customer_id: number;
  sale_id: number | null;
  store_id: number | null;
  room: string;
  items: unknown[];
  goods_count: number;
  amount: number;
  note: string;
}

export async function insertOrder(db: Db, merchantId: number, order: NewOrder): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`
    INSERT INTO intention_orders (merchant_id, number, customer_id, sale_id, store_id, room, items, goods_count, amount, note, status)
    VALUES (${merchantId}, ${order.number}, ${order.customer_id}, ${order.sale_id}, ${order.store_id}, ${order.room}, ${JSON.stringify(order.items)}::jsonb,
      ${order.goods_count}, ${order.amount}, ${order.note}, 'untreated')
    RETURNING ${ORDER_COLUMNS}`.execute(db);
  return rows[0]!;
}

/** One page of the customer's own rows of `table` (its orders or works), newest first, and how many in all. */
async function pageOfCustomer(
  db: Db,
  table: 'intention_orders' | 'diy_works',
  columns: ReturnType<typeof sql>,
  merchantId: number,
  customerId: number,
  page: number,
  pageSize: number,
) {
  const [list, total] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT ${columns} FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} AND customer_id = ${customerId}
      ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} AND customer_id = ${customerId}`.execute(
      db,
    ),
  ]);
  return { rows: list.rows, total: total.rows[0]?.count ?? 0 };
}

export const ordersOfCustomer = (db: Db, merchantId: number, customerId: number, page: number, pageSize: number) =>
  pageOfCustomer(db, 'intention_orders', ORDER_COLUMNS, merchantId, customerId, page, pageSize);

const WORK_COLUMNS = sql`id, name, picture, plan_id, commodity_ids, submitted_at, created_at, updated_at`;

export const worksOfCustomer = (db: Db, merchantId: number, customerId: number, page: number, pageSize: number) =>
  pageOfCustomer(db, 'diy_works', WORK_COLUMNS, merchantId, customerId, page, pageSize);

export interface NewWork {
  customer_id: number;
  sale_id: number | null;
  name: string;
  picture: string;
  plan_id: number | null;
  commodity_ids: number[];
}

export async function insertWork(db: Db, merchantId: number, work: NewWork): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`
    INSERT INTO diy_works (merchant_id, customer_id, sale_id, name, picture, plan_id, commodity_ids)
    VALUES (${merchantId}, ${work.customer_id}, ${work.sale_id}, ${work.name}, ${work.picture}, ${work.plan_id}, ${work.commodity_ids}::bigint[])
    RETURNING ${WORK_COLUMNS}`.execute(db);
  return rows[0]!;
}

/** Whether the merchant stored a file under this key (an upload of its own). */
export async function merchantFileExists(db: Db, merchantId: number, storageKey: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM files WHERE storage_key = ${storageKey} AND merchant_id = ${merchantId}`.execute(db);
  return rows.length > 0;
}

/** Whether the merchant has this plan or hall (its own, not a template, not in the recycle bin). */
export async function merchantPlanExists(db: Db, merchantId: number, planId: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM plans WHERE id = ${planId} AND merchant_id = ${merchantId} AND template = false AND deleted_at IS NULL`.execute(db);
  return rows.length > 0;
}

/** Which of `ids` are the merchant's goods (not in the recycle bin). */
export async function merchantGoods(db: Db, merchantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM commodities WHERE merchant_id = ${merchantId} AND deleted_at IS NULL AND id = ANY(${[...ids]}::bigint[])`.execute(db);
  return new Set(rows.map((row) => Number(row.id)));
}
