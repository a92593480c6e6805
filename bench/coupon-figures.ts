import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { PUBLISHABLE_KEY_HEADER } from '../resources/constants.ts';
import { call, login } from './api.ts';
import { LARGEST_ACCOUNT, LARGEST_MERCHANT } from './config.ts';
import { merchantIdNamed } from './database.ts';
import { fmt, ratio } from './format.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';

/**
 * Figure 12 (issue 37 "Demo data and bench"): claims/s of one coupon at 50 connections through
 * `POST /app-api/customer/coupons/{id}/claim` (the coupon's row locked, the customer's copies
 * counted, the copy inserted and the coupon counted, in one transaction each) ÷ a bare transaction
 * doing the same counter update and insert through pg at the same concurrency, A B B A. Each run
 * claims every copy of a fresh coupon (the total's most, 1,000), and the coupon's claimed count and
 * its copies are checked to be exactly that many afterwards: a lost or doubled claim breaks the run.
 */

/** The figure's concurrency, fixed by the issue (not the bench's usual 10). */
const CONNECTIONS = 50;
/** Copies of each measured coupon: the most a coupon may issue. */
const COPIES = 1_000;
const WARM_UP_COPIES = 200;
const CUSTOMERS = 50;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HOUR = 3_600_000;

const code = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface Rate {
  claims: number;
  seconds: number;
}

/** The bare side: what a claim must do at least, as one transaction through pg. */
const BARE_COUNT = 'UPDATE coupons SET claimed_count = claimed_count + 1 WHERE id = $1 AND claimed_count < total RETURNING claimed_count';
const BARE_INSERT = `INSERT INTO coupon_claims (merchant_id, coupon_id, customer_id, code, expires_at)
  VALUES ($1, $2, $3, $4, now() + interval '1 day')`;

export async function measureCouponClaims(run: BenchRun, distDir: string): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  run.step(`figure 12: coupon claims at ${CONNECTIONS} connections ÷ bare transaction`);
  const { pool } = run.database.handle;
  // An API instance with the customer limits raised: the figure measures claims, not the limiter.
  const server = await run.startApp('coupons', distDir, {
    CUSTOMER_API_PER_IDENTITY_PER_MINUTE: '1000000000',
    CUSTOMER_API_PER_ADDRESS_PER_MINUTE: '1000000000',
    CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE: '1000000000',
    JOB_WORKER: 'false',
  });
  const base = server.url;
  const merchantId = await merchantIdNamed(pool, LARGEST_MERCHANT);
  const made: number[] = [];
  const customerIds: number[] = [];
  const direct = new pg.Pool({ connectionString: run.database.url, max: 10 });
  direct.on('error', () => {});
  try {
    const signedIn = await login(base, LARGEST_ACCOUNT);
    const session = { ...signedIn, 'content-type': 'application/json' };
    const { key } = await call<{ key: string }>(`${base}/api/settings/publishable-keys/customer/rotate`, { method: 'POST', headers: signedIn });
    // A claim sends no body, so no content type (an empty JSON body is refused).
    const customerHeaders = (token?: string): Record<string, string> => ({
      [PUBLISHABLE_KEY_HEADER]: key,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const boot = async <T>(path: string, method: string, body: unknown, token?: string): Promise<T> => {
      const answer = (await (
        await fetch(`${base}/app-api/customer${path}`, {
          method,
          headers: { ...customerHeaders(token), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as {
        code: number;
        msg: string;
        data: T;
      };
      if (answer.code !== 0) throw new Error(`figure 12: ${method} ${path} answered ${answer.code} ${answer.msg}`);
      return answer.data;
    };
    // 50 customers (H5 guests who left a phone), each request of a run by the next of them.
    const stamp = String(Date.now()).slice(-7);
    const tokens: string[] = [];
    for (let index = 0; index < CUSTOMERS; index++) {
      const { token } = await boot<{ token: string }>('/login/guest', 'POST', {});
      const profile = await boot<{ customer: { id: number } }>('/profile', 'PUT', { phone: `198${stamp}${String(index).padStart(3, '0')}` }, token);
      tokens.push(token);
      customerIds.push(profile.customer.id);
    }

    /** A fresh live coupon of `copies` copies (any customer may claim them all), made through the API. */
    const freshCoupon = async (copies: number): Promise<number> => {
      const body = {
        name: `Bench ${made.length + 1}`,
        par_value: 10,
        threshold: 10,
        total: copies,
        per_person_limit: copies,
        validity: 'range',
        valid_from: new Date(Date.now() - HOUR).toISOString(),
        valid_until: new Date(Date.now() + 24 * HOUR).toISOString(),
      };
      const { id } = await call<{ id: number }>(`${base}/api/coupons`, { method: 'POST', headers: session, body: JSON.stringify(body) });
      await call(`${base}/api/coupons/${id}/publish`, { method: 'POST', headers: session, body: '{}' });
      made.push(id);
      return id;
    };
    const check = async (side: string, couponId: number, copies: number) => {
      const { rows } = await pool.query<{ claimed_count: number; copies: number }>(
        'SELECT claimed_count, (SELECT count(*)::int FROM coupon_claims WHERE coupon_id = $1) AS copies FROM coupons WHERE id = $1',
        [couponId],
      );
      const row = rows[0]!;
      if (row.claimed_count !== copies || row.copies !== copies)
        run.errors.push(`figure 12 (${side}): coupon ${couponId} counts ${row.claimed_count} claimed and holds ${row.copies} copies, not exactly ${copies}`);
    };

    const api = async (copies: number): Promise<Rate> => {
      const couponId = await freshCoupon(copies);
      let next = 0;
      const started = performance.now();
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          {
            url: `${base}/app-api/customer/coupons/${couponId}/claim`,
            method: 'POST',
            headers: customerHeaders(),
            requests: [
              {
                setupRequest: (request: autocannon.Request) => ({ ...request, headers: customerHeaders(tokens[next++ % tokens.length]) }),
              },
            ],
            connections: CONNECTIONS,
            amount: copies,
            timeout: 60,
          },
          (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
        );
      });
      const seconds = (performance.now() - started) / 1000;
      const failures = result.non2xx + result.errors + result.timeouts;
      if (failures) run.errors.push(`figure 12 (api): ${failures} of ${copies} claims failed (non-2xx, error or timeout)`);
      // A refusal answers HTTP 200 with its code in the body: the coupon's counts say what was claimed.
      await check('api', couponId, copies);
      return { claims: copies, seconds };
    };

    const bare = async (copies: number): Promise<Rate> => {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO coupons (merchant_id, name, status, par_value, threshold, total, per_person_limit, validity, valid_from, valid_until)
         VALUES ($1, 'Bench bare', 'live', 10, 10, $2, $2, 'range', now() - interval '1 hour', now() + interval '1 day') RETURNING id`,
        [merchantId, copies],
      );
      const couponId = Number(rows[0]!.id);
      made.push(couponId);
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < copies) {
            const customerId = customerIds[next++ % customerIds.length];
            const client = await direct.connect();
            try {
              await client.query('BEGIN');
              const counted = await client.query(BARE_COUNT, [couponId]);
              if (counted.rowCount) await client.query(BARE_INSERT, [merchantId, couponId, customerId, code()]);
              await client.query('COMMIT');
            } catch (error) {
              await client.query('ROLLBACK').catch(() => {});
              throw error;
            } finally {
              client.release();
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      await check('bare', couponId, copies);
      return { claims: copies, seconds };
    };

    await api(WARM_UP_COPIES);
    await bare(WARM_UP_COPIES);
    const sum = (x: Rate, y: Rate): Rate => ({ claims: x.claims + y.claims, seconds: x.seconds + y.seconds });
    let a: Rate = { claims: 0, seconds: 0 };
    let b: Rate = { claims: 0, seconds: 0 };
    const order: string[] = [];
    const measured = async (side: 'api' | 'bare') => {
      const rate = await (side === 'api' ? api : bare)(COPIES);
      order.push(`${side} ${Math.round(rate.claims / rate.seconds)}`);
      return rate;
    };
    for (let round = 0; round < run.config.rounds; round++) {
      a = sum(a, await measured('api'));
      b = sum(b, await measured('bare'));
      b = sum(b, await measured('bare'));
      a = sum(a, await measured('api'));
    }
    const apiRate = a.claims / a.seconds;
    const bareRate = b.claims / b.seconds;
    return {
      figures: [
        {
          id: '12',
          name: `coupon claims ÷ bare transaction (counter update + insert through pg), claims/s at ${CONNECTIONS} connections`,
          value: ratio(apiRate, bareRate),
          goal: { op: '>=', value: 0.5 },
          detail: `${fmt(Math.round(apiRate))} vs ${fmt(Math.round(bareRate))} claims/s; ${fmt(a.claims)} vs ${fmt(b.claims)} claims on one coupon per run (${fmt(COPIES)} copies, ${CUSTOMERS} customers), the claimed count exact after each run`,
        },
      ],
      raw: { api: a, bare: b, order },
    };
  } finally {
    await direct.end();
    // The bench's coupons and customers go (their identities and tokens with them; the audit log
    // is append-only and keeps its entries), so a reused database does not gather them and
    // figure 11 counts the same customers next time.
    await pool.query('DELETE FROM coupon_claims WHERE coupon_id = ANY($1::bigint[])', [made]);
    await pool.query('DELETE FROM coupons WHERE id = ANY($1::bigint[])', [made]);
    await pool.query('DELETE FROM customers WHERE id = ANY($1::bigint[])', [customerIds]);
    await run.stopServer(server);
  }
}
