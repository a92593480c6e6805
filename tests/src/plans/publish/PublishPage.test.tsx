import type { DataProvider } from '@refinedev/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SceneGraph } from '../../../../resources/plans/scene-graph.ts';
import { PublishPage } from '../../../../src/plans/publish/PublishPage.tsx';
import { fakeDataProvider } from '../../fake-data-provider.ts';
import { renderSignedIn } from '../../render-signed-in.tsx';
import { sessionStateFor } from '../../session-state.ts';
import { riversideScenes, sceneOf } from '../scene-fixtures.ts';

// jsdom has no WebGL: the preview's viewer is a stand-in.
vi.mock('../../../../src/plans/viewer/LazyPanoramaViewer.tsx', () => ({ LazyPanoramaViewer: () => <div data-testid="viewer" /> }));

const graph: SceneGraph = { start: 'hall', scenes: [sceneOf('hall', 'Hall')] };
// A draft newer than what is published: who may publish is offered to.
const scenes = riversideScenes(graph, 2, 1);

async function openPreview(permissions: string[], record: Record<string, unknown> = { id: 7, viewuuid: null }, path = '/content/publish/7') {
  const custom = vi.fn(async () => ({ data: scenes }));
  const getOne = vi.fn(async () => ({ data: record }));
  const state = await sessionStateFor(permissions);
  await renderSignedIn(
    <Routes>
      <Route path="/content/publish/:id" element={<PublishPage />} />
    </Routes>,
    { ...fakeDataProvider(custom), getOne } as DataProvider,
    state,
    path,
  );
  await screen.findByRole('heading', { name: 'Riverside flat' });
  return { getOne };
}

describe('the preview and publish page', () => {
  it('tells a guide from the start that it previews only, with no Publish and no way into the editor', async () => {
    await openPreview(['/content/planManagement']);
    expect(screen.getByTestId('read-only-banner').textContent).toBe('You can preview this plan but not publish it: your role does not allow publishing plans.');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit scenes' })).toBeNull();
  });

  it('offers who may publish the Publish button and the editor, without a banner', async () => {
    await openPreview(['/content/planManagement', '/content/planManagement/*']);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit scenes' })).toBeTruthy();
    expect(screen.queryByTestId('read-only-banner')).toBeNull();
  });

  it('offers Share once the published plan has its view id, and not before', async () => {
    const { getOne } = await openPreview(['/content/planManagement'], { id: 7, viewuuid: '0123456789abcdef0123456789abcdef' });
    expect(await screen.findByRole('button', { name: /Share/ })).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'plans', id: '7' }));
  });

  it('shows no Share for a plan without a view id', async () => {
    await openPreview(['/content/planManagement']);
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('asks nothing about a view id for a template', async () => {
    const { getOne } = await openPreview(['/systemManagement/hallTemplate'], { id: 7, viewuuid: 'f'.repeat(32) }, '/content/publish/7?of=hall-templates');
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(getOne).not.toHaveBeenCalled();
  });
});
