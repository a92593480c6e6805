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

async function openPreview(permissions: string[]) {
  const custom = vi.fn(async () => ({ data: scenes }));
  const state = await sessionStateFor(permissions);
  await renderSignedIn(
    <Routes>
      <Route path="/content/publish/:id" element={<PublishPage />} />
    </Routes>,
    fakeDataProvider(custom),
    state,
    '/content/publish/7',
  );
  await screen.findByRole('heading', { name: 'Riverside flat' });
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
});
