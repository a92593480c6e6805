import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Session } from '../../../helpers/test-app.ts';

/** Calls of one library (`center` or `pan`) as a session, answering the response. */
export function library(session: Session, area: 'center' | 'pan' = 'center') {
  const base = `/api/materials/${area}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    session.browser({ method, url: `${base}${url}`, payload });
  return {
    call,
    folder: (name: string, pid: number | null = null) => call('POST', '/folders', { name, pid }),
    item: (body: object) => call('POST', '', { kind: 'image', name: 'photo.jpg', url: '/files/t/photo.jpg', size: 1000, mime: 'image/jpeg', ...body }),
    move: (id: number, pid: number | null) => call('POST', `/${id}/move`, { pid }),
    children: async (query = '') => (await call('GET', query ? `?${query}` : '')).json().data,
    tree: async () => (await call('GET', '/tree')).json().data,
  };
}

/** The data of a 200 answer (fails the test with the body otherwise). */
export function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Creates `levels` nested folders below `pid` and answers them, outermost first. */
export async function folderChain(lib: ReturnType<typeof library>, levels: number, pid: number | null = null, prefix = 'Level') {
  const chain: { id: number; depth: number }[] = [];
  for (let level = 1; level <= levels; level += 1) {
    chain.push(ok(await lib.folder(`${prefix} ${level}`, chain.at(-1)?.id ?? pid)));
  }
  return chain;
}
