import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every test uses client addresses of its own, so the per-address count of one never leaks into another.
const attempt = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress, headers });

async function fail(times: number, username: string | ((i: number) => string), remoteAddress: string) {
  for (let i = 0; i < times; i += 1) {
    const response = await attempt(typeof username === 'string' ? username : username(i), 'wrong-password', remoteAddress);
    expect(response.statusCode, `failure ${i + 1}`).toBe(422);
  }
}

function expectThrottled(response: LightMyRequestResponse, minutes = 15) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ status_code: 429, message: `Too many failed attempts. Try again in ${minutes} minutes.` });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.cookies).toEqual([]);
  return retryAfter;
}

describe('per-account throttling (SECURITY.md §2)', () => {
  it('answers 429 with Retry-After to the 11th attempt after 10 failures, even with the right password', async () => {
    await fail(10, 'merchant', '10.1.0.1');
    const retryAfter = expectThrottled(await attempt('merchant', 'atrium123', '10.1.0.1'));
    expect(retryAfter).toBeGreaterThan(890);
  });

  it('keeps the account locked from any other address and under any alias of the account', async () => {
    for (const alias of ['merchant', 'MERCHANT', 'merchant@atrium.test', 'Merchant@Atrium.Test']) {
      expectThrottled(await attempt(alias, 'atrium123', '10.1.0.2'));
    }
  });

  it('lets another account log in from the same address', async () => {
    expect((await attempt('designer', 'atrium123', '10.1.0.1')).statusCode).toBe(200);
  });

  it('localises the 429 message', async () => {
    const response = await attempt('merchant', 'atrium123', '10.1.0.1', { cookie: 'atrium_lang=zh' });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('失败次数过多，请 15 分钟后再试。');
  });

  it('refuses after the threshold when 20 wrong passwords are tried (the reliability suite)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await attempt('manager', `wrong-${i}`, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(422), ...Array(10).fill(429)]);
  });

  it('counts failures under every alias of one account together', async () => {
    const aliases = ['school', 'SCHOOL', 'school@atrium.test', ' School '];
    for (let i = 0; i < 10; i += 1) expect((await attempt(aliases[i % aliases.length], 'wrong-password', '10.3.0.1')).statusCode).toBe(422);
    expectThrottled(await attempt('school', 'atrium123', '10.3.0.2'));
  });

  it('lets exactly 10 wrong passwords reach the check however they are sent, in parallel or one by one', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('guide', `wrong-${i}`, `10.4.0.${i + 1}`)));
    const after: LightMyRequestResponse[] = [];
    for (let i = 0; i < 15; i += 1) after.push(await attempt('guide', `wrong-again-${i}`, `10.4.1.${i + 1}`));
    const statuses = [...burst, ...after].map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 422).every((status) => status === 429)).toBe(true);
    expectThrottled(await attempt('guide', 'atrium123', '10.4.2.1'));
  });
});

describe('parallel attempts on one account (the account takes turns)', () => {
  it('lets 30 parallel correct logins of one account all in', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('designer', 'atrium123', `10.9.0.${i + 1}`)));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const sameAddress = await Promise.all(Array.from({ length: 30 }, () => attempt('designer', 'atrium123', '10.9.1.1')));
    expect(sameAddress.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
  });

  it('lets exactly 10 of 30 parallel wrong passwords from one address reach the check; the rest get 429', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('lapsed', `wrong-${i}`, '10.9.2.1')));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // Each attempt that reached the check left its failure behind; the refused ones left nothing.
    const { count } = await t.database.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('username', '=', 'lapsed')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(10);
  });
});

describe('per-address throttling', () => {
  it('answers 429 to anyone from an address with 50 failures across usernames; other addresses are unaffected', async () => {
    await fail(50, (i) => `ghost-${i}`, '10.5.0.1');
    expectThrottled(await attempt('merchant2', 'atrium123', '10.5.0.1'));
    expectThrottled(await attempt('ghost-new', 'wrong-password', '10.5.0.1'));
    expect((await attempt('merchant2', 'atrium123', '10.5.0.2')).statusCode).toBe(200);
  });

  it('does not lock an account out for failures that were throttled by address only', async () => {
    // merchant2 was refused above only because of its address: it has no failures of its own.
    await fail(9, 'merchant2', '10.5.1.1');
    expect((await attempt('merchant2', 'atrium123', '10.5.1.1')).statusCode).toBe(200);
  });
});

describe('forgiveness', () => {
  it("resets the account's count on a successful login (9 failures, success, 9 failures → still 200)", async () => {
    await fail(9, 'soon', '10.6.0.1');
    expect((await attempt('soon', 'atrium123', '10.6.0.1')).statusCode).toBe(200);
    await fail(9, 'soon', '10.6.0.1');
    expect((await attempt('soon', 'atrium123', '10.6.0.1')).statusCode).toBe(200);
  });

  it('without the success in between, the same 19 attempts lock the account', async () => {
    await fail(10, 'duo', '10.6.1.1');
    expectThrottled(await attempt('duo', 'atrium123', '10.6.1.1'));
  });

  it('counts down Retry-After from the oldest failure and lets the account in once the window has passed', async () => {
    await fail(10, 'nobody', '10.7.0.1');
    const { db } = t.database;
    await db.updateTable('login_failures').set({ failed_at: sql`now() - interval '10 minutes'` }).where('username', '=', 'nobody').execute();
    const retryAfter = expectThrottled(await attempt('nobody', 'atrium123', '10.7.0.1'), 5);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);

    await db.updateTable('login_failures').set({ failed_at: sql`now() - interval '16 minutes'` }).where('username', '=', 'nobody').execute();
    expect((await attempt('nobody', 'atrium123', '10.7.0.1')).statusCode).toBe(200);
  });

  it('does not count attempts refused with 429 as failures', async () => {
    await fail(10, 'operator', '10.8.0.1');
    for (let i = 0; i < 5; i += 1) expect((await attempt('operator', 'wrong-password', '10.8.0.1')).statusCode).toBe(429);
    // Only the first 10 failures age out; the 429s left nothing behind to keep the account locked.
    await t.database.db.updateTable('login_failures').set({ failed_at: sql`now() - interval '16 minutes'` }).where('username', '=', 'operator').execute();
    expect((await attempt('operator', 'atrium123', '10.8.0.1')).statusCode).toBe(200);
  });
});
