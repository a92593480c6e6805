import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../../../resources/constants.ts';
import type { Session, TestApp } from '../../../helpers/test-app.ts';

// Shared by the activities' and appointments' tests: customers made through the customer-facing API
// (a guest that leaves a phone, with the merchant's rotated `customer` key), and activities made in
// the back office whose times a test then moves in SQL.

export const API = '/app-api/customer';
export const HOUR = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export async function customerKey(session: Session): Promise<string> {
  return (await session.bearer({ method: 'POST', url: '/api/settings/publishable-keys/customer/rotate' })).json().data.key;
}

export type Call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options?: { withKey?: string; token?: string; body?: unknown },
) => Promise<LightMyRequestResponse>;

/** A caller of the customer-facing API with `key` unless told otherwise. */
export function customerCalls(t: TestApp, key: string): Call {
  return (method, path, { withKey = key, token, body } = {}) =>
    t.app.inject({
      method,
      url: `${API}${path}`,
      headers: { [PUBLISHABLE_KEY_HEADER]: withKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
}

let phones = 0;
/** A guest that left a phone (a known H5 customer), arriving through `share` when given (then the guide's). */
export async function newCustomer(call: Call, { share, withKey, prefix = '1380077' }: { share?: string; withKey?: string; prefix?: string } = {}) {
  const login = (await call('POST', '/login/guest', { withKey, body: share ? { share } : {} })).json();
  expect(login.code).toBe(0);
  const phone = `${prefix}${String(++phones).padStart(4, '0')}`;
  const profile = (await call('PUT', '/profile', { withKey, token: login.data.token, body: { phone } })).json();
  expect(profile.code, JSON.stringify(profile)).toBe(0);
  return { token: login.data.token as string, phone, id: profile.data.customer.id as number };
}

/** The caller's share parameter and account id. */
export async function shareOf(t: TestApp, username: string) {
  const session = await t.login(username);
  const share = (await session.bearer({ method: 'GET', url: '/api/customers/share-token' })).json().data.share as string;
  const id = (await session.bearer({ method: 'GET', url: '/api/user' })).json().data.id as number;
  return { session, share, id };
}

/** An activity made in the back office (ongoing for a day unless told), answered as the API reads it. */
export async function newActivity(session: Session, body: Record<string, unknown> = {}) {
  const answer = await session.bearer({
    method: 'POST',
    url: '/api/activities',
    payload: { name: 'Open day', starts_at: at(-HOUR), ends_at: at(24 * HOUR), signin_enabled: true, ...body },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Record<string, unknown> & { id: number; status: string };
}

/** Moves an activity's times (and any other column) in SQL, as the clock would. */
export async function setActivity(t: TestApp, id: number, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  await t.database.pool.query(`UPDATE activities SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`, [
    id,
    ...Object.values(columns),
  ]);
}
