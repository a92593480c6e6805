import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SceneGraph } from '../../../../resources/plans/scene-graph.ts';
import { installValidationMessages } from '../../../../resources/validation/error-map.ts';
import { PanoEditorPage } from '../../../../src/plans/editor/PanoEditorPage.tsx';
import { fakeDataProvider } from '../../fake-data-provider.ts';
import { renderSignedIn } from '../../render-signed-in.tsx';
import { sessionStateFor } from '../../session-state.ts';
import { hotspotOf, riversideScenes, sceneOf } from '../scene-fixtures.ts';

// The shared schemas report message keys, as in the browser (src/main.tsx).
installValidationMessages();

// jsdom has no WebGL: the viewer is a stand-in that says whether a click on it would move a hotspot.
vi.mock('../../../../src/plans/viewer/LazyPanoramaViewer.tsx', () => ({
  LazyPanoramaViewer: ({ onPick }: { onPick?: unknown }) => <div data-testid="viewer" data-pickable={String(Boolean(onPick))} />,
}));

const graph: SceneGraph = {
  start: 'hall',
  scenes: [
    sceneOf('hall', 'Hall'),
    sceneOf('sofa', 'Sofa corner', [hotspotOf('h1', { kind: 'scene', scene: 'hall' }, 'Back'), hotspotOf('h2', { kind: 'commodity', id: 5 }, 'Armchair')]),
  ],
};
const scenes = riversideScenes(graph, 3, 3);

/** The scenes API of plan 7, goods to pick from, and a save answered by `onSave`. */
function fakeApi(onSave: () => unknown) {
  const custom = vi.fn(async ({ url, method }: { url: string; method: string }) => {
    if (url === '/api/plans/7/scenes' && method === 'get') return { data: scenes };
    if (url === '/api/plans/7/scenes' && method === 'put') return { data: onSave() };
    if (url === '/api/commodities') return { data: { list: [{ id: 5, name: 'Armchair' }] } };
    throw new Error(`unexpected call ${method} ${url}`);
  });
  const getMany = vi.fn(async () => ({ data: [{ id: 5, name: 'Armchair' }] }));
  return { provider: fakeDataProvider(custom, getMany), custom };
}

const MERCHANT = ['/content/*'];
const GUIDE = ['/content/planManagement'];

async function openEditor(permissions: string[], onSave: () => unknown = () => scenes) {
  const api = fakeApi(onSave);
  const state = await sessionStateFor(permissions);
  await renderSignedIn(
    <Routes>
      <Route path="/content/panoEditor/:id" element={<PanoEditorPage />} />
    </Routes>,
    api.provider,
    state,
    '/content/panoEditor/7',
  );
  await screen.findByRole('heading', { name: 'Riverside flat' });
  return api;
}

const saves = (api: ReturnType<typeof fakeApi>) => api.custom.mock.calls.filter(([call]) => call.method === 'put');
const formItemOf = (label: string) =>
  within(screen.getByTestId('hotspot-form')).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('the panorama editor shows what a save refuses on its field', () => {
  it('checks a new goods hotspot before sending: the required goods select says what is missing and takes the focus', async () => {
    const api = await openEditor(MERCHANT);
    fireEvent.click(screen.getByTestId('add-hotspot'));
    // A new hotspot reads in words, never as its internal id ("Hotspot h1").
    expect(screen.getByTestId('hotspot-item').textContent).toContain('Untitled hotspot 1');
    fireEvent.mouseDown(screen.getByTestId('hotspot-target-kind').querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Goods'));
    const goods = formItemOf('Goods');
    expect(goods.querySelector('.ant-form-item-required')).not.toBeNull();

    fireEvent.click(screen.getByTestId('save-scenes'));
    expect(await within(goods).findByText('Choose what this hotspot opens.')).toBeTruthy();
    expect(goods.classList.contains('ant-form-item-has-error')).toBe(true);
    expect(document.activeElement?.closest('.ant-form-item')).toBe(goods);
    expect(screen.getByTestId('hotspot-item').querySelector('[aria-label="Needs correcting"]')).not.toBeNull();
    expect(saves(api)).toHaveLength(0);
  });

  it("places the server's 422 on the scene and hotspot that hold it, selecting them", async () => {
    const api = await openEditor(MERCHANT, () => {
      throw {
        statusCode: 422,
        message: 'Some fields are not valid',
        errors: { 'graph.scenes.1.hotspots.1.target.id': ['This content does not exist or is not yours.'] },
      };
    });
    // Any change makes the plan savable; the refused hotspot is in another scene than the one shown.
    fireEvent.change(screen.getByLabelText('Scene name'), { target: { value: 'Lobby' } });
    expect(screen.getAllByTestId('scene-item')[0]!.className).toContain('selected');
    fireEvent.click(screen.getByTestId('save-scenes'));
    await waitFor(() => expect(saves(api)).toHaveLength(1));

    const goods = await waitFor(() => formItemOf('Goods'));
    expect(await within(goods).findByText('This content does not exist or is not yours.')).toBeTruthy();
    expect(screen.getAllByTestId('scene-item')[1]!.className).toContain('selected');
    expect(within(screen.getByTestId('hotspot-form')).getByLabelText('Title')).toHaveProperty('value', 'Armchair');
  });
});

describe('the panorama editor for who may not change the plan (a guide)', () => {
  it('says so from the start and offers nothing that changes it', async () => {
    await openEditor(GUIDE);
    expect(screen.getByTestId('read-only-banner').textContent).toBe('You can view this plan but not change it: your role does not allow editing plans.');
    for (const name of ['Save', 'Undo', 'Redo', 'Import panoramas', 'Add hotspot', 'Open with this scene'])
      expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByLabelText('Scene name')).toBeNull();
    expect(screen.getByTestId('viewer').dataset.pickable).toBe('false');

    // A hotspot can still be looked at: its form shows, disabled, without Remove.
    fireEvent.click(screen.getAllByTestId('scene-item')[1]!);
    fireEvent.click(screen.getAllByTestId('hotspot-item')[1]!);
    expect(within(screen.getByTestId('hotspot-form')).getByLabelText('Title')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Remove hotspot/ })).toBeNull();
  });
});
