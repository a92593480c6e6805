import { type RawBuilder, sql } from 'kysely';
import type { CouponClaimState } from '../../../resources/coupons/coupon-claims.schema.ts';
import { type Db, poolOf } from '../../db/database.ts';

// The SQL of claimed copies. Every statement names the merchant (`merchantId`: the caller's key's or
// session's) and, where a customer or a guide acts, that customer or guide: nothing here reads or
// writes another merchant's coupons or copies. The counters on `coupons` (claimed_count,
// used_count) change only here, in the transaction that writes the copy, with the coupon's row locked.

export interface ClaimRow {
  id: number;
  coupon_id: number;
  coupon_name: string;
  par_value: number;
  threshold: number;
  code: string;
  state: CouponClaimState;
  claimed_at: Date;
  expires_at: Date;
  used_at: Date | null;
  order_id: number | null;
}

/** What a copy shows: used, or unused until it expires. */
const shownState = sql<CouponClaimState>`CASE WHEN cc.state = 'used' THEN 'used' WHEN cc.expires_at <= now() THEN 'expired' ELSE 'unused' END`;

/** The condition of copies showing `state`. */
function stateIs(state: CouponClaimState | undefined): RawBuilder<unknown> {
  if (state === 'used') return sql`AND cc.state = 'used'`;
  if (state === 'expired') return sql`AND cc.state = 'unused' AND cc.expires_at <= now()`;
  if (state === 'unused') return sql`AND cc.state = 'unused' AND cc.expires_at > now()`;
  return sql``;
}

const CLAIM_COLUMNS = sql`cc.id, cc.coupon_id, c.name AS coupon_name, c.par_value, c.threshold, cc.code, ${shownState} AS state,
  cc.claimed_at, cc.expires_at, cc.used_at, cc.order_id`;

/** What a claim found, with the coupon's row locked: the coupon's state and counts, the customer's copies, and the copy made. */
export interface ClaimOutcome {
  status: 'draft' | 'live' | 'paused' | 'deleted';
  /** Whether now is within its validity (a fixed range: between its start and end; days from the claim: always). */
  in_validity: boolean;
  claimed_count: number;
  total: number;
  per_person_limit: number;
  /** The customer's copies before this claim. */
  held: number;
  /** Whether the customer is still the merchant's (one deleted since its token was issued is not). */
  known: boolean;
  /** The copy, when every rule held and its code was free. */
  claim: ClaimRow | undefined;
}

/** An id or a code written into the statement: the claim's text carries no parameters (below), so only these shapes may go in. */
function literal(value: number | string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[A-Z0-9]{10}$/.test(value)) return `'${value}'`;
  throw new Error(`coupon claim: refusing to write ${JSON.stringify(value)} into SQL`);
}

/**
 * One claim as one transaction in one round trip (SECURITY.md's concurrency row: a locked counter,
 * never read-then-write). Two statements sent together, which PostgreSQL runs as one implicit
 * transaction, rolled back as a whole on any error: the first locks the coupon's row (SELECT … FOR
 * UPDATE), so claims of one coupon queue there; the second starts after the lock is granted, so
 * under READ COMMITTED its snapshot sees every claim committed meanwhile. It counts the customer's
 * copies, inserts the copy only when the coupon is live, within its validity, has copies left and
 * the customer holds fewer than its limit (its expiry: the end of a fixed range, or `valid_days`
 * from now; a code already taken inserts nothing and the caller draws another), raises
 * `claimed_count` with it, and answers what it found. The lock is held for the server's own work
 * only, never across a round trip to this process: one coupon's claims queue for no longer than
 * they must. Without parameters (several statements go as one simple query), so the ids and the
 * code are checked and written in as literals. Undefined when the merchant has no such coupon.
 */
export async function claimCopy(db: Db, merchantId: number, couponId: number, customerId: number, code: string): Promise<ClaimOutcome | undefined> {
  const [m, c, cu] = [literal(merchantId), literal(couponId), literal(customerId)];
  const text = `
    SELECT 1 FROM coupons WHERE id = ${c} AND merchant_id = ${m} FOR UPDATE;
    WITH coupon AS (
      SELECT *, (validity <> 'range' OR (valid_from <= now() AND valid_until > now())) AS in_validity
      FROM coupons WHERE id = ${c} AND merchant_id = ${m}
    ), mine AS (
      SELECT count(*)::int AS held FROM coupon_claims WHERE coupon_id = ${c} AND customer_id = ${cu} AND merchant_id = ${m}
    ), customer AS (
      SELECT EXISTS (SELECT 1 FROM customers WHERE id = ${cu} AND merchant_id = ${m}) AS known
    ), copy AS (
      INSERT INTO coupon_claims (merchant_id, coupon_id, customer_id, code, expires_at)
      SELECT coupon.merchant_id, coupon.id, ${cu}, ${literal(code)},
        CASE WHEN coupon.validity = 'range' THEN coupon.valid_until ELSE now() + make_interval(days => coupon.valid_days) END
      FROM coupon, mine, customer
      WHERE customer.known AND coupon.status = 'live' AND coupon.in_validity
        AND coupon.claimed_count < coupon.total AND mine.held < coupon.per_person_limit
      ON CONFLICT (code) DO NOTHING
      RETURNING id, coupon_id, code, claimed_at, expires_at
    ), counted AS (
      UPDATE coupons SET claimed_count = coupons.claimed_count + 1 FROM copy WHERE coupons.id = copy.coupon_id AND coupons.merchant_id = ${m}
      RETURNING coupons.id
    )
    SELECT coupon.status, coupon.in_validity, coupon.claimed_count, coupon.total, coupon.per_person_limit, mine.held, customer.known,
      coupon.name AS coupon_name, coupon.par_value, coupon.threshold,
      copy.id, copy.coupon_id, copy.code, copy.claimed_at, copy.expires_at, (SELECT count(*) FROM counted) AS counted
    FROM coupon CROSS JOIN mine CROSS JOIN customer LEFT JOIN copy ON true;`;
  const results = (await poolOf(db).query(text)) as unknown as { rows: Record<string, unknown>[] }[];
  const row = results[1]?.rows[0];
  if (!row) return undefined;
  const claim =
    row.id === null
      ? undefined
      : ({
          id: row.id,
          coupon_id: row.coupon_id,
          coupon_name: row.coupon_name,
          par_value: row.par_value,
          threshold: row.threshold,
          code: row.code,
          state: 'unused',
          claimed_at: row.claimed_at,
          expires_at: row.expires_at,
          used_at: null,
          order_id: null,
        } as ClaimRow);
  return {
    status: row.status as ClaimOutcome['status'],
    in_validity: row.in_validity as boolean,
    claimed_count: row.claimed_count as number,
    total: row.total as number,
    per_person_limit: row.per_person_limit as number,
    held: row.held as number,
    known: row.known as boolean,
    claim,
  };
}

export interface LiveCouponRow {
  id: number;
  name: string;
  par_value: number;
  threshold: number;
  total: number;
  claimed_count: number;
  per_person_limit: number;
  claimed_by_me: number;
  validity: 'range' | 'days';
  valid_from: Date | null;
  valid_until: Date | null;
  valid_days: number | null;
  instructions: string;
  display_places: string[];
  scope: 'all' | 'goods' | 'plans';
  commodity_ids: number[];
  plan_ids: number[];
}

/** A page of the merchant's coupons a customer may claim now (live, within validity, copies left), newest first, and how many in all. */
export async function claimableCoupons(db: Db, merchantId: number, customerId: number, place: string | undefined, page: number, pageSize: number) {
  const where = sql`c.merchant_id = ${merchantId} AND c.status = 'live' AND c.claimed_count < c.total
    AND (c.validity <> 'range' OR (c.valid_from <= now() AND c.valid_until > now()))
    ${place === undefined ? sql`` : sql`AND ${place} = ANY(c.display_places)`}`;
  const [list, total] = await Promise.all([
    sql<LiveCouponRow>`
      SELECT c.id, c.name, c.par_value, c.threshold, c.total, c.claimed_count, c.per_person_limit,
        (SELECT count(*)::int FROM coupon_claims cc WHERE cc.coupon_id = c.id AND cc.customer_id = ${customerId} AND cc.merchant_id = ${merchantId}) AS claimed_by_me,
        c.validity, c.valid_from, c.valid_until, c.valid_days, c.instructions, c.display_places, c.scope, c.commodity_ids, c.plan_ids
      FROM coupons c WHERE ${where}
      ORDER BY c.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM coupons c WHERE ${where}`.execute(db),
  ]);
  return { rows: list.rows, total: total.rows[0]?.count ?? 0 };
}

/** A page of one customer's copies (optionally in one state), newest first, and how many in all. */
export async function claimsOfCustomer(db: Db, merchantId: number, customerId: number, state: CouponClaimState | undefined, page: number, pageSize: number) {
  const where = sql`cc.merchant_id = ${merchantId} AND cc.customer_id = ${customerId} ${stateIs(state)}`;
  const [list, total] = await Promise.all([
    sql<ClaimRow>`
      SELECT ${CLAIM_COLUMNS} FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id AND c.merchant_id = cc.merchant_id
      WHERE ${where} ORDER BY cc.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM coupon_claims cc WHERE ${where}`.execute(db),
  ]);
  return { rows: list.rows, total: total.rows[0]?.count ?? 0 };
}

/** A copy as a redemption judges it, its row locked: its coupon's threshold and targets, and whether it has expired. */
export interface LockedCopy {
  id: number;
  coupon_id: number;
  state: 'unused' | 'used';
  expired: boolean;
  threshold: number;
  scope: 'all' | 'goods' | 'plans';
  commodity_ids: number[];
}

/** Locks the customer's copy with this code (of the merchant); undefined when the customer holds none. */
export async function lockCopyByCode(trx: Db, merchantId: number, customerId: number, code: string): Promise<LockedCopy | undefined> {
  const { rows } = await sql<LockedCopy>`
    SELECT cc.id, cc.coupon_id, cc.state, cc.expires_at <= now() AS expired, c.threshold, c.scope, c.commodity_ids
    FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id AND c.merchant_id = cc.merchant_id
    WHERE cc.code = ${code} AND cc.merchant_id = ${merchantId} AND cc.customer_id = ${customerId}
    FOR UPDATE OF cc`.execute(trx);
  return rows[0];
}

/**
 * Marks the locked copy used (on an order, or by an account at the store), counts it on its
 * coupon, and names it on the order; answers the copy as its customer reads it.
 */
export async function markUsed(
  trx: Db,
  merchantId: number,
  copy: Pick<LockedCopy, 'id' | 'coupon_id'>,
  by: { orderId: number | null; accountId: number | null },
): Promise<ClaimRow> {
  await sql`
    WITH used AS (
      UPDATE coupon_claims SET state = 'used', used_at = now(), order_id = ${by.orderId}, used_by = ${by.accountId}
      WHERE id = ${copy.id} AND merchant_id = ${merchantId} AND state = 'unused'
      RETURNING coupon_id
    ), counted AS (
      UPDATE coupons c SET used_count = c.used_count + 1 FROM used WHERE c.id = used.coupon_id AND c.merchant_id = ${merchantId} RETURNING c.id
    )
    UPDATE intention_orders SET coupon_claim_id = ${copy.id}
    WHERE id = ${by.orderId} AND merchant_id = ${merchantId} AND EXISTS (SELECT 1 FROM used)`.execute(trx);
  return (await claimById(trx, merchantId, copy.id))!;
}

async function claimById(db: Db, merchantId: number, id: number): Promise<ClaimRow | undefined> {
  const { rows } = await sql<ClaimRow>`
    SELECT ${CLAIM_COLUMNS} FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id AND c.merchant_id = cc.merchant_id
    WHERE cc.id = ${id} AND cc.merchant_id = ${merchantId}`.execute(db);
  return rows[0];
}

/**
 * Gives back the copy an order used (the order became invalid or was charged back): unused again,
 * on no order, uncounted on its coupon, and the order names no copy. Answers the copy given back.
 */
export async function giveBackCopyOf(trx: Db, merchantId: number, orderId: number): Promise<{ id: number; coupon_id: number } | undefined> {
  const { rows } = await sql<{ id: number; coupon_id: number }>`
    WITH freed AS (
      UPDATE coupon_claims SET state = 'unused', used_at = NULL, order_id = NULL, used_by = NULL
      WHERE order_id = ${orderId} AND merchant_id = ${merchantId} AND state = 'used'
      RETURNING id, coupon_id
    ), uncounted AS (
      UPDATE coupons c SET used_count = c.used_count - 1 FROM freed WHERE c.id = freed.coupon_id AND c.merchant_id = ${merchantId} RETURNING c.id
    ), unnamed AS (
      UPDATE intention_orders SET coupon_claim_id = NULL WHERE id = ${orderId} AND merchant_id = ${merchantId} AND EXISTS (SELECT 1 FROM freed) RETURNING id
    )
    SELECT id, coupon_id FROM freed`.execute(trx);
  return rows[0];
}

/** A customer of the merchant the caller sees (a guide: its own customers only); undefined otherwise. */
export async function customerInScope(db: Db, merchantId: number, saleId: number | null, customerId: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM customers WHERE id = ${customerId} AND merchant_id = ${merchantId}
    ${saleId === null ? sql`` : sql`AND sale_id = ${saleId}`}`.execute(db);
  return rows.length > 0;
}

/** The customer's copies, newest first (at most `limit`). */
export async function claimsListOfCustomer(db: Db, merchantId: number, customerId: number, limit: number): Promise<ClaimRow[]> {
  const { rows } = await sql<ClaimRow>`
    SELECT ${CLAIM_COLUMNS} FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id AND c.merchant_id = cc.merchant_id
    WHERE cc.merchant_id = ${merchantId} AND cc.customer_id = ${customerId}
    ORDER BY cc.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

/** Whether the merchant has this coupon (any state: a deleted coupon keeps its detail). */
export async function couponExists(db: Db, merchantId: number, couponId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM coupons WHERE id = ${couponId} AND merchant_id = ${merchantId}`.execute(db);
  return rows.length > 0;
}

export interface CouponClaimDbRow {
  id: number;
  customer_id: number;
  customer_nickname: string;
  customer_phone: string;
  code: string;
  state: CouponClaimState;
  claimed_at: Date;
  expires_at: Date;
  used_at: Date | null;
  order_id: number | null;
  order_number: string | null;
}

/** A window of a coupon's copies (a guide's: its own customers'), newest first; `limit` null: all of them, and how many in all. */
export async function claimsOfCoupon(
  db: Db,
  merchantId: number,
  saleId: number | null,
  couponId: number,
  state: CouponClaimState | undefined,
  window: { limit: number; offset: number },
) {
  const where = sql`cc.coupon_id = ${couponId} AND cc.merchant_id = ${merchantId} ${saleId === null ? sql`` : sql`AND cu.sale_id = ${saleId}`} ${stateIs(state)}`;
  const from = sql`coupon_claims cc JOIN customers cu ON cu.id = cc.customer_id AND cu.merchant_id = cc.merchant_id`;
  const [list, total] = await Promise.all([
    sql<CouponClaimDbRow>`
      SELECT cc.id, cc.customer_id, cu.nickname AS customer_nickname, cu.phone AS customer_phone, cc.code, ${shownState} AS state,
        cc.claimed_at, cc.expires_at, cc.used_at, cc.order_id, o.number AS order_number
      FROM ${from} LEFT JOIN intention_orders o ON o.id = cc.order_id AND o.merchant_id = cc.merchant_id
      WHERE ${where} ORDER BY cc.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: list.rows, total: total.rows[0]?.count ?? 0 };
}

export interface CouponSummaryRow {
  claimed: number;
  used: number;
  time_zone: string;
}

/** The coupon's counters and the merchant's zone; undefined for a coupon the merchant does not have. */
export async function couponCounters(db: Db, merchantId: number, couponId: number): Promise<CouponSummaryRow | undefined> {
  const { rows } = await sql<CouponSummaryRow>`
    SELECT c.claimed_count AS claimed, c.used_count AS used, m.time_zone
    FROM coupons c JOIN merchants m ON m.id = c.merchant_id
    WHERE c.id = ${couponId} AND c.merchant_id = ${merchantId}`.execute(db);
  return rows[0];
}

/**
 * Claims and redemptions of the coupon per day of the zone `zone`, every day from its creation (or
 * its first claim) to today, or to the end of a fixed validity once that has passed; at most the
 * last `maxDays` days.
 */
export async function couponDays(db: Db, merchantId: number, couponId: number, zone: string, maxDays: number) {
  const { rows } = await sql<{ day: string; claims: number; redemptions: number }>`
    WITH claims AS (
      SELECT (claimed_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n
      FROM coupon_claims WHERE coupon_id = ${couponId} AND merchant_id = ${merchantId} GROUP BY 1
    ), uses AS (
      SELECT (used_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n
      FROM coupon_claims WHERE coupon_id = ${couponId} AND merchant_id = ${merchantId} AND used_at IS NOT NULL GROUP BY 1
    ), edges AS (
      SELECT (now() AT TIME ZONE ${zone})::date AS today,
        LEAST((c.created_at AT TIME ZONE ${zone})::date, (SELECT min(day) FROM claims)) AS first_day,
        CASE WHEN c.validity = 'range' THEN (c.valid_until AT TIME ZONE ${zone})::date END AS until_day,
        (SELECT max(day) FROM (SELECT day FROM claims UNION ALL SELECT day FROM uses) d) AS last_activity
      FROM coupons c WHERE c.id = ${couponId} AND c.merchant_id = ${merchantId}
    ), span AS (
      SELECT first_day, LEAST(today, GREATEST(COALESCE(until_day, today), last_activity)) AS last_day FROM edges
    )
    SELECT to_char(g.day, 'YYYY-MM-DD') AS day, COALESCE(claims.n, 0) AS claims, COALESCE(uses.n, 0) AS redemptions
    FROM span, generate_series(GREATEST(span.first_day, span.last_day - ${maxDays - 1}::int)::timestamp, span.last_day::timestamp, interval '1 day') AS g(day)
    LEFT JOIN claims ON claims.day = g.day::date
    LEFT JOIN uses ON uses.day = g.day::date
    ORDER BY g.day`.execute(db);
  return rows;
}
