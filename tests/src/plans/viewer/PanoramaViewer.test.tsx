import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SceneGraph } from '../../../../resources/plans/scene-graph.ts';
import { LazyPanoramaViewer } from '../../../../src/plans/viewer/LazyPanoramaViewer.tsx';
import PanoramaViewer from '../../../../src/plans/viewer/PanoramaViewer.tsx';
import { englishI18n } from '../../render-in-app.tsx';

// jsdom has no WebGL: photo-sphere-viewer is replaced by a recorder of what the component asks of it.
// The real viewer draws in Chromium (tests/e2e).
const psv = vi.hoisted(() => {
  type Listener = (event: unknown) => void;
  class Events {
    listeners: Record<string, Listener[]> = {};
    addEventListener(type: string, listener: Listener) {
      (this.listeners[type] ??= []).push(listener);
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((each) => each !== listener);
    }
    emit(type: string, event: unknown) {
      for (const listener of this.listeners[type] ?? []) listener(event);
    }
  }
  class FakeMarkers extends Events {
    setMarkers = vi.fn();
  }
  const made = { viewers: [] as FakeViewer[], fail: '' as '' | 'throws' | 'half-built' };
  class FakeViewer extends Events {
    config: Record<string, unknown>;
    markers = new FakeMarkers();
    state = { ready: true };
    setPanorama = vi.fn(() => Promise.resolve(true));
    destroy = vi.fn();
    renderer?: object;
    constructor(config: Record<string, unknown>) {
      super();
      if (made.fail === 'throws') throw new Error('Error creating WebGL context.');
      this.config = config;
      made.viewers.push(this);
      // What the real viewer does without WebGL: an overlay of its own, and no renderer.
      if (made.fail !== 'half-built') this.renderer = {};
    }
    getPlugin() {
      return this.markers;
    }
    getPosition() {
      return { yaw: 0, pitch: 0 };
    }
    getZoomLevel() {
      return 50;
    }
  }
  return { made, FakeViewer };
});
vi.mock('@photo-sphere-viewer/core', () => ({ Viewer: psv.FakeViewer, EquirectangularAdapter: class Equirectangular {} }));
vi.mock('@photo-sphere-viewer/equirectangular-tiles-adapter', () => ({ EquirectangularTilesAdapter: class Tiles {} }));
vi.mock('@photo-sphere-viewer/cubemap-adapter', () => ({ CubemapAdapter: class Cubemap {} }));
vi.mock('@photo-sphere-viewer/markers-plugin', () => ({ MarkersPlugin: class Markers {} }));

const base = (name: string) => `/files/panoramas/12/${name}`;
const graph: SceneGraph = {
  start: 'lobby',
  scenes: [
    {
      id: 'lobby',
      name: 'Lobby',
      image: { kind: 'sphere', base: base('lobby'), width: 8192, tiled: true },
      initialView: { yaw: 90, pitch: -10, fov: 75 },
      hotspots: [
        { id: 'to-hall', yaw: 180, pitch: 0, icon: 'door', title: 'Hall', target: { kind: 'scene', scene: 'hall' } },
        { id: 'sofa', yaw: -45, pitch: -20, icon: 'goods', title: '<b>Sofa</b>', target: { kind: 'commodity', id: 7 } },
      ],
    },
    {
      id: 'hall',
      name: 'Hall',
      image: { kind: 'sphere', base: base('hall'), width: 4096, tiled: false },
      initialView: { yaw: -90, pitch: 0, fov: 120 },
      hotspots: [{ id: 'to-roof', yaw: 0, pitch: 60, icon: 'arrow', title: '', target: { kind: 'scene', scene: 'roof' } }],
    },
    { id: 'roof', name: 'Roof', image: { kind: 'cube', base: base('roof'), size: 1024 }, initialView: { yaw: 0, pitch: 0, fov: 90 }, hotspots: [] },
  ],
};

const viewer = (index = -1) => psv.made.viewers.at(index)!;
const lastMarkers = () => viewer().markers.setMarkers.mock.calls.at(-1)![0] as Array<Record<string, unknown>>;
const selectMarker = (id: string) => act(() => viewer().markers.emit('select-marker', { marker: { id } }));

afterEach(() => {
  psv.made.viewers = [];
  psv.made.fail = '';
});

describe('the panorama viewer', () => {
  it('loads lazily and opens the start scene at its initial view, with the files for the device', async () => {
    render(<LazyPanoramaViewer graph={graph} device="phone" ariaLabel="Lobby in 360°" />);
    const region = await screen.findByRole('region', { name: 'Lobby in 360°' });
    await waitFor(() => expect(psv.made.viewers).toHaveLength(1));
    const { config } = viewer();
    expect(config.container).toBe(region);
    expect(config.panorama).toBe(`${base('lobby')}/4k.jpg`);
    expect((config.adapter as { name: string }).name).toBe('Equirectangular');
    expect(config.defaultYaw).toBeCloseTo(Math.PI / 2);
    expect(config.defaultPitch).toBeCloseTo(-Math.PI / 18);
    expect(config.defaultZoomLvl).toBe(50);
  });

  it("speaks the caller's words in its toolbar: the back office's catalogue through LazyPanoramaViewer, or the texts it is given", async () => {
    render(
      <I18nextProvider i18n={await englishI18n()}>
        <LazyPanoramaViewer graph={graph} device="phone" />
      </I18nextProvider>,
    );
    await waitFor(() => expect(psv.made.viewers).toHaveLength(1));
    expect(viewer().config.lang).toMatchObject({ zoomIn: 'Zoom in', fullscreen: 'Fullscreen' });

    render(<PanoramaViewer graph={graph} device="phone" texts={{ zoomIn: '放大', fullscreen: '全屏' }} />);
    expect(viewer().config.lang).toEqual({ zoomIn: '放大', fullscreen: '全屏' });
  });

  it('gives a desktop the 8K tiles of a tiled scene', () => {
    render(<PanoramaViewer graph={graph} device="desktop" />);
    expect((viewer().config.adapter as { name: string }).name).toBe('Tiles');
    const panorama = viewer().config.panorama as { baseUrl: string; tileUrl: (col: number, row: number) => string };
    expect(panorama.baseUrl).toBe(`${base('lobby')}/2k.jpg`);
    expect(panorama.tileUrl(3, 2)).toBe(`${base('lobby')}/tiles/2_3.jpg`);
  });

  it('shows a marker per hotspot, where it stands, its title made safe', () => {
    render(<PanoramaViewer graph={graph} device="phone" selectedHotspotId="sofa" />);
    const markers = lastMarkers();
    expect(markers.map((marker) => marker.id)).toEqual(['to-hall', 'sofa']);
    expect((markers[0]!.position as { yaw: number }).yaw).toBeCloseTo(Math.PI);
    expect(markers[0]!.html).toContain('data-icon="door"');
    expect(markers[1]!.tooltip).toMatchObject({ content: '&#60;b&#62;Sofa&#60;/b&#62;' });
    expect(markers[1]!.className).toContain('atrium-hotspot-selected');
    expect(markers[0]!.className).not.toContain('atrium-hotspot-selected');
  });

  it('follows a scene hotspot to its scene, and hands other hotspots to the caller', () => {
    const onSceneChange = vi.fn();
    const onHotspotClick = vi.fn();
    render(<PanoramaViewer graph={graph} device="phone" onSceneChange={onSceneChange} onHotspotClick={onHotspotClick} />);

    selectMarker('sofa');
    expect(onHotspotClick).toHaveBeenCalledWith(graph.scenes[0]!.hotspots[1], graph.scenes[0]);
    expect(onSceneChange).not.toHaveBeenCalled();

    selectMarker('to-hall');
    expect(onSceneChange).toHaveBeenCalledWith('hall');
    expect(psv.made.viewers).toHaveLength(1);
    const [panorama, options] = viewer().setPanorama.mock.calls.at(-1) as unknown as [string, { position: { yaw: number }; zoom: number }];
    expect(panorama).toBe(`${base('hall')}/4k.jpg`);
    expect(options.position.yaw).toBeCloseTo(-Math.PI / 2);
    expect(options.zoom).toBe(0);
    expect(lastMarkers().map((marker) => marker.id)).toEqual(['to-roof']);
  });

  it('makes a new viewer for a scene of another kind, and destroys the old one', () => {
    const { rerender, unmount } = render(<PanoramaViewer graph={graph} sceneId="hall" device="desktop" />);
    expect(viewer().config.panorama).toBe(`${base('hall')}/8k.jpg`);
    selectMarker('to-roof'); // controlled: the caller decides, nothing moves yet
    expect(psv.made.viewers).toHaveLength(1);

    rerender(<PanoramaViewer graph={graph} sceneId="roof" device="desktop" />);
    expect(psv.made.viewers).toHaveLength(2);
    expect(viewer(0).destroy).toHaveBeenCalled();
    expect((viewer().config.adapter as { name: string }).name).toBe('Cubemap');
    expect(viewer().config.panorama).toMatchObject({ top: `${base('roof')}/up.jpg`, bottom: `${base('roof')}/down.jpg` });
    expect(viewer().setPanorama).not.toHaveBeenCalled();

    unmount();
    expect(viewer().destroy).toHaveBeenCalled();
  });

  it('tells where a click on the sphere landed, in degrees', () => {
    const onPick = vi.fn();
    render(<PanoramaViewer graph={graph} device="phone" onPick={onPick} />);
    act(() => viewer().emit('click', { data: { yaw: Math.PI * 1.5, pitch: Math.PI / 6, rightclick: false } }));
    expect(onPick).toHaveBeenCalledWith({ yaw: -90, pitch: 30 });
  });

  it.each(['throws', 'half-built'] as const)('says so, in the words it is given, where the browser cannot draw (the viewer %s)', (fail) => {
    psv.made.fail = fail;
    render(<PanoramaViewer graph={graph} unavailableText="Ce navigateur ne peut pas afficher les images 360°." />);
    expect(screen.getByTestId('panorama-unavailable').textContent).toContain('Ce navigateur ne peut pas afficher les images 360°.');
    expect(screen.queryByTestId('panorama-viewer')).toBeNull();
  });

  it('says so in English when not told otherwise', () => {
    psv.made.fail = 'half-built';
    render(<PanoramaViewer graph={graph} />);
    expect(screen.getByTestId('panorama-unavailable').textContent).toContain('This browser cannot show 360° images.');
  });
});
