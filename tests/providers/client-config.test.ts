import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchEmbedOrigins } from '../../providers/client-config.ts';
import { type HttpEvent, httpEvents } from '../../providers/http-events.ts';
import { createMainClient } from '../../providers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { closedPortUrl, type LocalServer, startLocalServer } from './local-server.ts';

const texts = { networkFailure: () => 'network' };
const events: HttpEvent[] = [];
const unsubscribe = httpEvents.subscribe((event) => events.push(event));
afterAll(unsubscribe);
afterEach(() => {
  events.length = 0;
});

describe('fetchEmbedOrigins against the real server (SECURITY.md §10)', () => {
  let t: TestApp;
  let baseURL: string;
  beforeAll(async () => {
    t = await createTestApp({ template: 'empty', env: { EMBED_ORIGINS: 'https://shop.example.com, http://localhost:5173' } });
    baseURL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('reads the configured origins without a session', async () => {
    expect(await fetchEmbedOrigins(createMainClient(texts, baseURL))).toEqual(['https://shop.example.com', 'http://localhost:5173']);
  });
});

describe('fetchEmbedOrigins when the configuration cannot be had', () => {
  let server: LocalServer;
  let answer: { status?: number; body?: unknown } = {};
  beforeAll(async () => {
    server = await startLocalServer(() => answer);
  });
  afterAll(() => server.close());

  it.each<[string, { status?: number; body?: unknown }]>([
    ['a failed answer', { status: 500, body: { status_code: 500, message: 'Internal error' } }],
    ['a malformed configuration', { body: { status_code: 200, data: { embedOrigins: 'https://shop.example.com' } } }],
    ['no configuration at all', { body: { status_code: 200, data: null } }],
  ])('%s: no origin is trusted, and nothing is shown', async (_, configured) => {
    answer = configured;
    expect(await fetchEmbedOrigins(createMainClient(texts, server.url))).toEqual([]);
    expect(events).toEqual([]);
  });

  it('an unreachable server: no origin is trusted, and nothing is shown', async () => {
    expect(await fetchEmbedOrigins(createMainClient(texts, await closedPortUrl()))).toEqual([]);
    expect(events).toEqual([]);
  });
});
