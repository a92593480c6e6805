import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../../resources/constants.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// The reliability table, row "brute force": 20 wrong passwords for one account → 429 after the
// threshold of SECURITY.md §2 (10 failures per account in 15 minutes), with Retry-After and a
// generic message. End to end: real HTTP on loopback, one client address (127.0.0.1), as an
// attacker's script would send them. The throttle's finer rules are in
// tests/server/modules/session/login-throttle.test.ts.

const ATTEMPTS = 20;
const THRESHOLD = LOGIN_THROTTLE.maxFailuresPerAccount;
const WINDOW_SECONDS = LOGIN_THROTTLE.windowMinutes * 60;
const TOO_MANY = `Too many failed attempts. Try again in ${LOGIN_THROTTLE.windowMinutes} minutes.`;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  body: { status_code: number; message: string; errors?: unknown; data?: unknown };
  retryAfter: string | null;
  setCookie: string[];
}

async function attempt(username: string, password: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ username, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    retryAfter: response.headers.get('retry-after'),
    setCookie: response.headers.getSetCookie(),
  };
}

async function bruteForce(username: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < ATTEMPTS; i += 1) answers.push(await attempt(username, `guess-${i}-${Math.random().toString(36).slice(2)}`));
  return answers;
}

function expectThrottled(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ status_code: 429, message: TOO_MANY });
  expect(answer.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(answer.setCookie).toEqual([]);
}

describe.sequential('brute force over HTTP (SECURITY.md §2)', () => {
  let genericFailure: Answer['body'];

  it(`answers 429 with Retry-After from attempt ${THRESHOLD + 1} of ${ATTEMPTS} wrong passwords for one account`, async () => {
    const answers = await bruteForce('merchant');
    expect(answers.map((answer) => answer.status)).toEqual([...Array(THRESHOLD).fill(422), ...Array(ATTEMPTS - THRESHOLD).fill(429)]);

    // Below the threshold: the one generic failure, no field errors, no session.
    genericFailure = answers[0].body;
    expect(genericFailure.status_code).toBe(422);
    expect(genericFailure.message).toEqual(expect.any(String));
    expect(genericFailure.message.length).toBeGreaterThan(0);
    expect(genericFailure.message.toLowerCase()).not.toContain('merchant');
    for (const answer of answers.slice(0, THRESHOLD)) {
      expect(answer.body).toEqual(genericFailure);
      expect(answer.retryAfter).toBeNull();
      expect(answer.setCookie).toEqual([]);
    }
    for (const answer of answers.slice(THRESHOLD)) expectThrottled(answer);
    // The window started at the first failure, moments ago.
    expect(Number(answers[ATTEMPTS - 1].retryAfter)).toBeGreaterThan(WINDOW_SECONDS - 60);
  });

  it('keeps the account locked even for the right password: no token, no cookie', async () => {
    const answer = await attempt('merchant', DEMO_PASSWORD);
    expectThrottled(answer);
    expect(answer.body.data).toBeUndefined();
  });

  it('answers an unknown username exactly as an existing account (the throttle reveals no account)', async () => {
    const answers = await bruteForce('no-such-account');
    expect(answers.map((answer) => answer.status)).toEqual([...Array(THRESHOLD).fill(422), ...Array(ATTEMPTS - THRESHOLD).fill(429)]);
    for (const answer of answers.slice(0, THRESHOLD)) expect(answer.body).toEqual(genericFailure);
    for (const answer of answers.slice(THRESHOLD)) expectThrottled(answer);
  });

  it('locks the attacked account only: another account logs in from the same address', async () => {
    const answer = await attempt('merchant2', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ token: expect.any(String) });
  });
});
