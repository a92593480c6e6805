import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { type AdapterConstructor, EquirectangularAdapter, Viewer } from '@photo-sphere-viewer/core';
import { CubemapAdapter } from '@photo-sphere-viewer/cubemap-adapter';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { type Hotspot, hotspotMarkers } from './markers.ts';
import {
  type AdapterKind,
  type Device,
  deviceOf,
  FOV_RANGE,
  fovOfZoom,
  toDegrees,
  toRadians,
  VIEWER_HEIGHT,
  viewerSource,
  zoomOfFov,
} from './panorama-source.ts';
import type { ViewerTexts } from './viewer-lang.ts';

// This module is the only one that imports photo-sphere-viewer (and three.js, and their CSS): it is
// loaded through LazyPanoramaViewer (and the public showroom's lazy plan overlay), so none of it is
// in a first download. It imports neither antd nor i18next: the showroom's page carries neither, so
// its callers hand it its words and, if they like, how to say it cannot draw.

type Scene = SceneGraph['scenes'][number];
export type PanoramaView = { yaw: number; pitch: number; fov: number };

export type PanoramaViewerProps = {
  graph: SceneGraph;
  /** The scene shown; without it the viewer starts at `graph.start` and follows scene hotspots itself. */
  sceneId?: string;
  onSceneChange?(id: string): void;
  /** A hotspot that does not lead to another scene was clicked. */
  onHotspotClick?(hotspot: Hotspot, scene: Scene): void;
  /** Where the viewer looks, in degrees, whenever it turns or zooms. */
  onViewChange?(view: PanoramaView): void;
  /** A click on the sphere (not on a hotspot), in degrees: where the editor places a hotspot. */
  onPick?(position: { yaw: number; pitch: number }): void;
  selectedHotspotId?: string;
  /** Which files to load; by default the window's width decides. */
  device?: Device;
  height?: number | string;
  ariaLabel?: string;
  /** Said instead of the viewer where WebGL is missing (the caller translates it). */
  unavailableText?: string;
  /** How that is shown; a plain notice by default. */
  renderUnavailable?(text: string): ReactNode;
  /** photo-sphere-viewer's own texts (its toolbar's titles, its notices), translated; its English otherwise. */
  texts?: ViewerTexts;
};

const ADAPTERS: Record<AdapterKind, AdapterConstructor> = {
  equirectangular: EquirectangularAdapter,
  'equirectangular-tiles': EquirectangularTilesAdapter as unknown as AdapterConstructor,
  cubemap: CubemapAdapter as unknown as AdapterConstructor,
};

/** The scene a graph shows for an id: that scene, else the start, else the first. */
function sceneOf(graph: SceneGraph, id: string): Scene {
  return graph.scenes.find((scene) => scene.id === id) ?? graph.scenes.find((scene) => scene.id === graph.start) ?? graph.scenes[0]!;
}

/** Where a scene opens, as the viewer takes it. */
function openingOf(scene: Scene) {
  return { position: toRadians(scene.initialView), zoom: zoomOfFov(scene.initialView.fov) };
}

/** A 360° viewer of a scene graph: one photo-sphere-viewer, its hotspots as markers, scene hotspots followed. */
export function PanoramaViewer(props: PanoramaViewerProps) {
  const { graph, selectedHotspotId, height = VIEWER_HEIGHT, ariaLabel, unavailableText = 'This browser cannot show 360° images.', renderUnavailable } = props;
  const [ownSceneId, setOwnSceneId] = useState(graph.start);
  const [autoDevice] = useState(() => deviceOf(window.innerWidth));
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const container = useRef<HTMLElement>(null);
  const live = useRef<Viewer | null>(null);
  const loadedKey = useRef<string | undefined>(undefined);

  const scene = sceneOf(graph, props.sceneId ?? ownSceneId);
  const device = props.device ?? autoDevice;
  const source = viewerSource(scene.image, device);
  // What is on the sphere: a new key loads a new panorama (a new scene, image or device), nothing else does.
  const key = `${scene.id}|${device}|${JSON.stringify(scene.image)}`;
  // The viewer's listeners outlive renders: they read the props of the latest one.
  const latest = useRef({ props, scene, source, key });
  latest.current = { props, scene, source, key };
  // In the language of the page when the viewer is made (a new scene kind makes a new one).
  const lang = useRef<ViewerTexts>({});
  lang.current = props.texts ?? {};

  // One viewer per adapter: photo-sphere-viewer cannot swap its adapter, so a scene of another kind makes a new one.
  const adapterKind = source.adapter;
  useEffect(() => {
    if (!container.current) return;
    const { scene: first, source: firstSource, key: firstKey } = latest.current;
    const opening = openingOf(first);
    let created: Viewer | undefined;
    try {
      created = new Viewer({
        container: container.current,
        adapter: ADAPTERS[adapterKind],
        panorama: firstSource.panorama,
        defaultYaw: opening.position.yaw,
        defaultPitch: opening.position.pitch,
        defaultZoomLvl: opening.zoom,
        minFov: FOV_RANGE.min,
        maxFov: FOV_RANGE.max,
        navbar: ['zoom', 'move', 'fullscreen'],
        lang: lang.current,
        plugins: [MarkersPlugin],
      });
    } catch {
      created = undefined;
    }
    // Without WebGL photo-sphere-viewer stops half-built behind an overlay of its own (in English), or throws
    // on a lost context: either way the page says so in its own words and carries on.
    if (!created?.renderer) {
      setUnavailable(true);
      return;
    }
    loadedKey.current = firstKey;
    live.current = created;

    const go = (id: string) => {
      latest.current.props.onSceneChange?.(id);
      if (latest.current.props.sceneId === undefined) setOwnSceneId(id);
    };
    created.getPlugin<MarkersPlugin>(MarkersPlugin).addEventListener('select-marker', ({ marker }) => {
      const current = latest.current.scene;
      const hotspot = current.hotspots.find((spot) => spot.id === marker.id);
      if (!hotspot) return;
      if (hotspot.target.kind === 'scene') go((hotspot.target as { scene: string }).scene);
      else latest.current.props.onHotspotClick?.(hotspot, current);
    });
    // The markers plugin stops the click when it lands on a marker: what arrives here is the sphere.
    created.addEventListener('click', ({ data }) => {
      if (!data.rightclick) latest.current.props.onPick?.(toDegrees(data));
    });
    const report = () => latest.current.props.onViewChange?.({ ...toDegrees(created.getPosition()), fov: fovOfZoom(created.getZoomLevel()) });
    created.addEventListener('position-updated', report);
    created.addEventListener('zoom-updated', report);
    setViewer(created);
    return () => {
      live.current = null;
      loadedKey.current = undefined;
      setViewer(null);
      created.destroy();
    };
  }, [adapterKind]);

  // Another scene (or image) with the same adapter: load it in place, at its initial view.
  useEffect(() => {
    if (!viewer || viewer !== live.current || loadedKey.current === key) return;
    loadedKey.current = key;
    const { scene: next, source: nextSource } = latest.current;
    // A file that fails to load is shown by the viewer's own error overlay.
    viewer.setPanorama(nextSource.panorama, openingOf(next)).catch(() => {});
  }, [viewer, key]);

  useEffect(() => {
    if (!viewer || viewer !== live.current) return;
    const plugin = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
    const apply = () => plugin.setMarkers(hotspotMarkers(scene.hotspots, selectedHotspotId));
    // Markers placed before the first panorama is ready would have nothing to sit on.
    if (viewer.state.ready) {
      apply();
      return;
    }
    viewer.addEventListener('ready', apply, { once: true });
    return () => viewer.removeEventListener('ready', apply);
  }, [viewer, scene.hotspots, selectedHotspotId]);

  if (unavailable) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }} data-testid="panorama-unavailable">
        {renderUnavailable ? renderUnavailable(unavailableText) : <p role="status">{unavailableText}</p>}
      </div>
    );
  }
  // A section with a name is a region landmark; without one it is a plain box.
  return <section ref={container} aria-label={ariaLabel} style={{ width: '100%', height }} data-testid="panorama-viewer" />;
}

export default PanoramaViewer;
