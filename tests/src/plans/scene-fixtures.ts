import type { PlanScenes } from '../../../resources/plans/plan-scenes.schema.ts';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';

type Scene = SceneGraph['scenes'][number];
type Hotspot = Scene['hotspots'][number];

/** A scene of a test graph: a sphere stored for merchant 1, opening straight ahead. */
export const sceneOf = (id: string, name: string, hotspots: Hotspot[] = []): Scene => ({
  id,
  name,
  image: { kind: 'sphere', base: `/files/panoramas/1/${id}`, width: 2048, tiled: false },
  initialView: { yaw: 0, pitch: 0, fov: 90 },
  hotspots,
});

/** A hotspot straight ahead, untitled unless said. */
export const hotspotOf = (id: string, target: Hotspot['target'], title = ''): Hotspot => ({ id, yaw: 0, pitch: 0, icon: 'info', title, target });

/** What `/api/plans/7/scenes` answers for "Riverside flat": the draft at `revision`, published at `published`. */
export const riversideScenes = (graph: SceneGraph, revision: number, published: number): PlanScenes => ({
  id: 7,
  name: 'Riverside flat',
  revision,
  import_status: 'ready',
  import_error: '',
  graph,
  published_revision: published,
  published_at: '2026-01-01T00:00:00Z',
  published_graph: graph,
});
