import { expect } from 'vitest';
import type { Session } from '../../../helpers/test-app.ts';

/** The data of a 200 answer (fails the test on any other status, showing the answer). */
export async function ok<T = Record<string, unknown>>(answer: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A reference field's choices as the caller gets them, by name. */
export async function choiceIds(session: Session, path: string): Promise<Record<string, number>> {
  const data = await ok<{ list: { id: number; name: string }[] }>(session.bearer({ method: 'GET', url: path }));
  return Object.fromEntries(data.list.map((choice) => [choice.name, choice.id]));
}

let serial = 0;
/** A new sub-account body with a unique login name. */
export function newAccount(extra: Record<string, unknown>): Record<string, unknown> {
  serial += 1;
  return { username: `t-${Date.now().toString(36)}-${serial}`, nickname: `Test ${serial}`, phone: '13900000000', password: 'secret-1', ...extra };
}
