import { type DataProvider, Refine } from '@refinedev/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../providers/http.ts';
import type { SessionState, SessionStore } from '../../../providers/session-store.ts';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import type { Material, MaterialTreeNode } from '../../../resources/materials/material-record.schema.ts';
import { OFFERED_RESOURCES_PATH } from '../../../resources/system-resources/offered-resource.schema.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { MaterialLibraryPage } from '../../../src/materials/MaterialLibrary.tsx';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import { renderInApp } from '../render-in-app.tsx';

installValidationMessages();

const node = (id: number, pid: number | null, name: string, children: MaterialTreeNode[] = []): MaterialTreeNode => ({
  id,
  pid,
  sort: 0,
  name,
  subGroups: children.length,
  children,
});
const TREE = [node(1, null, 'Products', [node(2, 1, 'Sofas')]), node(5, null, 'Brand')];
const material = (id: number, pid: number | null, kind: Material['kind'], name: string): Material =>
  ({
    id,
    pid,
    kind,
    name,
    url: kind === 'image' ? `/files/demo/${name}` : null,
    size: kind === 'image' ? 1536 : 0,
    created_at: '2026-01-01T00:00:00Z',
  }) as Material;
const CHILDREN: Record<string, Material[]> = {
  root: [material(1, null, 'folder', 'Products'), material(5, null, 'folder', 'Brand')],
  '2': [material(20, 2, 'image', 'sofa-grey.jpg'), material(21, 2, 'image', 'sofa-green.jpg')],
  '5': [material(30, 5, 'speech', 'Welcome message')],
};

type Call = { url: string; method: string; query?: Record<string, string>; payload?: unknown };

/** `remembered`: the folder saved for the "all" tab (undefined: nothing saved, for any tab). */
function fakeApi(remembered: number | null | undefined, refuse?: ApiError) {
  const calls: Call[] = [];
  const custom = vi.fn(async (call: Call) => {
    calls.push(call);
    const { url, method, query } = call;
    if (url.startsWith('/api/preferences/')) {
      const saved = url.endsWith(':all') && remembered !== undefined ? { pid: remembered } : null;
      return { data: method === 'get' ? { value: saved } : { value: call.payload } };
    }
    if (url === OFFERED_RESOURCES_PATH) return { data: { list: [] } };
    if (url.endsWith('/tree')) return { data: TREE };
    if (url.endsWith('/capacity')) return { data: { used: 1536, capacity: 10 * 1024 ** 3 } };
    if (url.endsWith('/folders') && refuse) throw refuse;
    const list = (CHILDREN[query?.pid ?? 'root'] ?? []).filter((item) => !query?.kind || item.kind === query.kind);
    return { data: { list, total: list.length, page: 1, pageSize: 30 } };
  });
  const provider = { custom, getApiUrl: () => '/api' } as unknown as DataProvider;
  return { provider, calls };
}

async function renderLibrary(permissions: string[], api: ReturnType<typeof fakeApi>) {
  const checker = await createAccessChecker({ id: 1, permissions });
  const state = { profile: { id: 1, permission: permissions }, checker, routes: [], landing: '/' } as unknown as SessionState;
  const store = { current: () => state, subscribe: () => () => {} } as unknown as SessionStore;
  return renderInApp(
    <SessionProvider store={store}>
      <AntdApp>
        <Refine dataProvider={{ default: api.provider }} options={{ disableTelemetry: true }}>
          <MaterialLibraryPage area="center" />
        </Refine>
      </AntdApp>
    </SessionProvider>,
  );
}

const cards = () => screen.queryAllByTestId('material-card').map((card) => card.getAttribute('data-name'));

describe('the material library screen', () => {
  it('opens at the folder remembered for the kind, with its path and the capacity', async () => {
    const api = fakeApi(2);
    await renderLibrary(['/content/materialCenter/*'], api);
    await waitFor(() => expect(cards()).toEqual(['sofa-grey.jpg', 'sofa-green.jpg']));
    expect(api.calls.some((call) => call.url === '/api/preferences/materials:lastFolder:center:all' && call.method === 'get')).toBe(true);
    expect(screen.getByTestId('material-path').textContent).toBe('All/Products/Sofas');
    expect(screen.getByTestId('material-capacity').textContent).toContain('1.5K of 10G used');
  });

  it('opens a folder from the tree and remembers it for next time', async () => {
    const api = fakeApi(null);
    await renderLibrary(['/content/materialCenter/*'], api);
    await waitFor(() => expect(cards()).toEqual(['Products', 'Brand']));
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('Brand'));
    await waitFor(() => expect(cards()).toEqual(['Welcome message']));
    // The folder is remembered once it has opened: the preference is written after the listing.
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ url: '/api/preferences/materials:lastFolder:center:all', method: 'put', payload: { value: { pid: 5 } } }),
      ),
    );
  });

  it('stays in the open folder on a kind tab that remembers none', async () => {
    const api = fakeApi(2);
    await renderLibrary(['/content/materialCenter/*'], api);
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Image' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith(':image'))).toBe(true));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ pid: '2', kind: 'image' }));
    expect(screen.getByTestId('material-path').textContent).toBe('All/Products/Sofas');
  });

  it('asks for a selection before a batch delete or move, sending nothing', async () => {
    const api = fakeApi(null);
    await renderLibrary(['/content/materialCenter/*'], api);
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('batch-delete'));
    await screen.findByText('Please select items first before export, copy, delete or submit.');
    fireEvent.click(screen.getByTestId('batch-move'));
    expect(api.calls.filter((call) => call.method !== 'get')).toEqual([]);
  });

  it('shows no writing controls to a session that may only look', async () => {
    await renderLibrary(['/content/materialCenter'], fakeApi(null));
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const id of ['new-folder', 'upload', 'new-speech', 'batch-move', 'batch-delete']) expect(screen.queryByTestId(id)).toBeNull();
    // Nothing to select either: a card of a folder only opens.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it("shows the server's depth refusal on the new folder's name", async () => {
    const refusal: ApiError = { message: 'Some fields are not valid', statusCode: 422, errors: { pid: ['Folders can be at most 10 levels deep.'] } };
    await renderLibrary(['/content/materialCenter/*'], fakeApi(2, refusal));
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('new-folder'));
    fireEvent.change(await screen.findByTestId('name-input'), { target: { value: 'Level 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Folders can be at most 10 levels deep.');
  });
});
