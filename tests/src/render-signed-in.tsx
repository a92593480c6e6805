import { type DataProvider, Refine } from '@refinedev/core';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import type { SessionState, SessionStore } from '../../providers/session-store.ts';
import { SessionProvider } from '../../src/session/SessionContext.tsx';
import { renderInApp } from './render-in-app.tsx';

/** Renders `ui` at `path` inside refine (with `api` as its data provider) for a fixed signed-in session. */
export function renderSignedIn(ui: ReactNode, api: DataProvider, state: Partial<SessionState>, path: string) {
  const session = state as SessionState;
  const store = { current: () => session, subscribe: () => () => {}, load: async () => session } as unknown as SessionStore;
  return renderInApp(
    <SessionProvider store={store}>
      <AntdApp>
        <Refine dataProvider={{ default: api }} options={{ disableTelemetry: true }}>
          {ui}
        </Refine>
      </AntdApp>
    </SessionProvider>,
    { path },
  );
}
