import { type DataProvider, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { vi } from 'vitest';
import type { ApiError } from '../../../providers/http.ts';
import type { SessionState, SessionStore } from '../../../providers/session-store.ts';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { refineResources } from '../../../src/engine/refine-resources.ts';
import { ResourcePage } from '../../../src/engine/ResourcePage.tsx';
import { loadResourceUi } from '../../../src/resource-ui.ts';
import type { ResourceUi } from '../../../src/engine/resource-ui.ts';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import type { AxiosInstance } from 'axios';
import { createDataProvider } from '../../../providers/data-provider.ts';
import { englishI18n, renderInApp } from '../render-in-app.tsx';

// The shared schemas report message keys, as in the browser (src/main.tsx).
installValidationMessages();

type Row = Record<string, unknown> & { id: number };

/** What the fake API answers; each may be replaced per test. Calls are recorded by vi.fn. */
export function fakeApi(rows: Row[] = []) {
  const api = {
    getList: vi.fn(async (_params: { resource: string; filters?: unknown[] }) => ({ data: rows, total: rows.length })),
    getOne: vi.fn(async ({ id }: { id: number | string }) => {
      const row = rows.find((candidate) => String(candidate.id) === String(id));
      if (!row) throw notFound();
      return { data: row };
    }),
    create: vi.fn(async ({ variables }: { variables: Record<string, unknown> }) => ({ data: { id: 99, ...variables } })),
    update: vi.fn(async ({ id, variables }: { id: number | string; variables: Record<string, unknown> }) => ({ data: { id, ...variables } })),
    deleteOne: vi.fn(async ({ id }: { id: number | string }) => ({ data: { id } })),
    custom: vi.fn(
      async ({ url }: { url: string; method: string; payload?: unknown }): Promise<{ data: unknown }> => ({
        data: url.startsWith('/api/preferences/') ? { value: null } : {},
      }),
    ),
    getApiUrl: () => '/api',
  };
  // Batch delete and record actions go through the real provider's URL building, over a client that
  // records each POST as a `custom` call, so tests see exactly what the server would be sent.
  const client = {
    post: async (url: string, payload: unknown) => ({ data: (await api.custom({ url, method: 'post', payload })).data }),
  } as unknown as AxiosInstance;
  const wire = createDataProvider(client, '/api');
  return { ...api, deleteMany: vi.fn(wire.deleteMany), recordAction: vi.fn(wire.recordAction) };
}

function notFound(): ApiError {
  return { message: 'Not found', statusCode: 404 };
}

/** A 422 answer as the HTTP client turns it into a refine error (providers/http.ts). */
export function validationError(errors: Record<string, string[]>): ApiError {
  return { message: 'Some fields are not valid', statusCode: 422, errors };
}

/** Renders a resource's page, with its extension loaded as the route does, inside refine, antd's App and a session holding `permissions`. */
export async function renderResourcePage(
  resource: ResourceDefinition,
  {
    api = fakeApi(),
    permissions,
    query = '',
    ui: given,
  }: {
    api?: ReturnType<typeof fakeApi>;
    permissions: string[];
    query?: string;
    /** An extension of the test's own, instead of the registry's. */
    ui?: ResourceUi;
  },
) {
  const checker = await createAccessChecker({ id: 1, permissions });
  const state = { profile: { id: 1, permission: permissions }, checker, routes: [], landing: '/' } as unknown as SessionState;
  const store = { current: () => state, subscribe: () => () => {}, load: async () => state } as unknown as SessionStore;
  const i18n = await englishI18n();
  const ui = given ?? (await loadResourceUi(resource.name));
  const view = await renderInApp(
    <SessionProvider store={store}>
      <AntdApp>
        <Refine
          dataProvider={{ default: api as unknown as DataProvider }}
          routerProvider={routerProvider}
          resources={refineResources(i18n.t)}
          options={{ disableTelemetry: true, syncWithLocation: true }}
        >
          <ResourcePage resource={resource} ui={ui} />
        </Refine>
      </AntdApp>
    </SessionProvider>,
    { path: `${resource.route}${query}`, i18n },
  );
  return { ...view, api };
}

/** The column headers the user sees, selection and actions included. */
export function columnHeaders(): string[] {
  return [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '').filter(Boolean);
}

/** The address the router is at. */
export const location = () => screen.getByTestId('location').textContent ?? '';
