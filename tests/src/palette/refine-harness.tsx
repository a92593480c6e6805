import { Refine, type DataProvider } from '@refinedev/core';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState, SessionStore } from '../../../providers/session-store.ts';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import { renderInApp } from '../render-in-app.tsx';
import { sessionFor } from './session-fixture.ts';

/** A fake `GET` answer by URL: the data the real client would have unwrapped from the envelope. */
export type FakeAnswer = (url: string, query: Record<string, unknown> | undefined) => unknown;

/** A data provider whose `custom` answers from `answer` and records every call; nothing else is used. */
export function fakeDataProvider(answer: FakeAnswer) {
  const custom = vi.fn(async ({ url, query }: { url: string; query?: Record<string, unknown> }) => ({ data: answer(url, query) as never }));
  const unused = () => Promise.reject(new Error('not used by this test'));
  const provider = {
    custom,
    getList: unused,
    getOne: unused,
    create: unused,
    update: unused,
    deleteOne: unused,
    getApiUrl: () => '/api',
  } as unknown as DataProvider;
  return { provider, custom };
}

/** Renders `ui` as the shell would: inside refine with `dataProvider` and a session with these permissions. */
export async function renderInSession(
  ui: ReactNode,
  { permissions, dataProvider, userId = 1, path = '/' }: { permissions: readonly string[]; dataProvider: DataProvider; userId?: number; path?: string },
) {
  const { routes, checker } = await sessionFor(permissions, userId);
  const state = { profile: { id: userId, permission: [...permissions] }, checker, routes, landing: '/' } as unknown as SessionState;
  const store = { current: () => state, subscribe: () => () => {} } as unknown as SessionStore;
  return renderInApp(
    <SessionProvider store={store}>
      <Refine dataProvider={{ default: dataProvider }} options={{ disableTelemetry: true }}>
        {ui}
      </Refine>
    </SessionProvider>,
    { path },
  );
}
