import type { DataProvider } from '@refinedev/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../../providers/session-store.ts';
import type { SceneGraph } from '../../../../resources/plans/scene-graph.ts';
import type { RouteEntry } from '../../../../resources/routes/route-table.ts';
import { PreviewStage } from '../../../../src/plans/publish/PreviewStage.tsx';
import { renderSignedIn } from '../../render-signed-in.tsx';

// jsdom has no WebGL: the preview's hotspot list (its keyboard path) is what is tested here.
vi.mock('../../../../src/plans/viewer/LazyPanoramaViewer.tsx', () => ({ LazyPanoramaViewer: () => null }));

const hotspot = (id: string, target: Record<string, unknown>) => ({ id, yaw: 0, pitch: 0, title: '', icon: 'info', target });
const graph = {
  start: 'hall',
  scenes: [
    {
      id: 'hall',
      name: 'Hall',
      image: { kind: 'sphere', base: '/files/panoramas/1/abc', width: 2048, tiled: false },
      view: { yaw: 0, pitch: 0, fov: 90 },
      hotspots: [hotspot('h1', { kind: 'commodity', id: 1 }), hotspot('h2', { kind: 'commodity', id: 2 }), hotspot('h3', { kind: 'album', id: 4 })],
    },
  ],
} as unknown as SceneGraph;

/** The lists answer goods 1 and album 4; goods 2 are gone. */
function fakeApi() {
  const getList = vi.fn(async ({ resource }: { resource: string }) => ({
    data: resource === 'commodities' ? [{ id: 1, name: 'Oak sofa' }] : resource === 'albums' ? [{ id: 4, name: 'Spring lookbook' }] : [],
    total: 1,
  }));
  const getMany = vi.fn(async ({ resource }: { resource: string; ids: number[] }) => ({
    data: resource === 'commodities' ? [{ id: 1, name: 'Oak sofa' }] : resource === 'albums' ? [{ id: 4, name: 'Spring lookbook' }] : [],
  }));
  return { getList, getMany, getApiUrl: () => '/api' } as unknown as DataProvider & { getMany: typeof getMany };
}

function renderPreview(api: DataProvider, pages: string[]) {
  const routes = [{ path: '/content', children: pages.map((path) => ({ path })) }] as RouteEntry[];
  const checker = { can: (page: string) => pages.includes(page) };
  const state = {
    profile: { id: 1, role_tag: 'seller_default', permission: pages },
    checker,
    routes,
    landing: '/content/planManagement',
  } as unknown as SessionState;
  return renderSignedIn(<PreviewStage graph={graph} mobile={false} resourceName="plans" />, api, state, '/content/publish/1');
}

describe('the publish preview names the content its hotspots open', () => {
  it('names it, links it to its page, and asks once per kind for the whole plan', async () => {
    const api = fakeApi();
    renderPreview(api, ['/content/planManagement', '/content/commodityManagement']);
    fireEvent.click(await screen.findByRole('button', { name: 'Goods · Oak sofa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Viewers open Goods here:')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Oak sofa' }).getAttribute('href')).toBe('/content/commodityManagement?show=1');
    expect(dialog.textContent).not.toContain('#1');
    // One request for both goods, one for the album: never one per hotspot.
    expect(api.getMany.mock.calls.map(([call]) => [call.resource, call.ids])).toEqual([
      ['commodities', [1, 2]],
      ['albums', [4]],
    ]);
  });

  it('says when the content is gone, and names without a link what the session may not open', async () => {
    renderPreview(fakeApi(), ['/content/planManagement']);
    fireEvent.click(await screen.findByRole('button', { name: 'Album · Spring lookbook' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('preview-target').textContent).toBe('Spring lookbook');
    expect(within(dialog).queryByRole('link')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Goods' })[0]!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('preview-target-gone').textContent).toContain('It has been deleted');
  });
});
