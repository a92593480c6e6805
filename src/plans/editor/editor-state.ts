import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';

export type Scene = SceneGraph['scenes'][number];
export type Hotspot = Scene['hotspots'][number];
export type HotspotTarget = Hotspot['target'];

/** The editor's document with its history: undo and redo walk whole graphs (small, and never half-applied). */
export interface EditorState {
  past: SceneGraph[];
  present: SceneGraph;
  future: SceneGraph[];
  /** The graph as last loaded or saved: unsaved changes are any difference from it. */
  saved: SceneGraph;
  sceneId: string;
  hotspotId: string | null;
}

/** How many steps undo goes back. */
export const HISTORY_MAX = 100;

export type EditorAction =
  | { type: 'load'; graph: SceneGraph }
  | { type: 'saved'; graph: SceneGraph }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectScene'; sceneId: string }
  | { type: 'selectHotspot'; hotspotId: string | null }
  | { type: 'addHotspot'; yaw: number; pitch: number; target: HotspotTarget }
  | { type: 'updateHotspot'; hotspotId: string; change: Partial<Omit<Hotspot, 'id'>> }
  | { type: 'removeHotspot'; hotspotId: string }
  | { type: 'setInitialView'; view: Scene['initialView'] }
  | { type: 'setStart'; sceneId: string }
  | { type: 'renameScene'; name: string }
  | { type: 'moveScene'; offset: -1 | 1 };

export function initialEditorState(graph: SceneGraph): EditorState {
  return { past: [], present: graph, future: [], saved: graph, sceneId: graph.start, hotspotId: null };
}

export const isDirty = (state: EditorState) => state.present !== state.saved && JSON.stringify(state.present) !== JSON.stringify(state.saved);
export const currentScene = (state: EditorState): Scene => state.present.scenes.find((scene) => scene.id === state.sceneId) ?? state.present.scenes[0]!;

/** A hotspot id not yet used in the scene: `h1`, `h2`… */
function freshHotspotId(scene: Scene): string {
  const used = new Set(scene.hotspots.map((hotspot) => hotspot.id));
  let n = scene.hotspots.length + 1;
  while (used.has(`h${n}`)) n += 1;
  return `h${n}`;
}

/** The graph with the current scene changed: one step of history. */
function changeScene(state: EditorState, change: (scene: Scene) => Scene, select?: Partial<Pick<EditorState, 'hotspotId'>>): EditorState {
  const scenes = state.present.scenes.map((scene) => (scene.id === currentScene(state).id ? change(scene) : scene));
  return commit(state, { ...state.present, scenes }, select);
}

function commit(state: EditorState, present: SceneGraph, select: Partial<Pick<EditorState, 'hotspotId' | 'sceneId'>> = {}): EditorState {
  return { ...state, ...select, past: [...state.past, state.present].slice(-HISTORY_MAX), present, future: [] };
}

/** Keeps the selection on things that exist after an undo or redo. */
function reselect(state: EditorState): EditorState {
  const scene = state.present.scenes.find((candidate) => candidate.id === state.sceneId) ?? state.present.scenes[0]!;
  const hotspotId = scene.hotspots.some((hotspot) => hotspot.id === state.hotspotId) ? state.hotspotId : null;
  return { ...state, sceneId: scene.id, hotspotId };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.graph);
    case 'saved':
      return { ...state, saved: action.graph, present: action.graph };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return reselect({ ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] });
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return reselect({ ...state, past: [...state.past, state.present], present: next, future: rest });
    }
    case 'selectScene':
      return { ...state, sceneId: action.sceneId, hotspotId: null };
    case 'selectHotspot':
      return { ...state, hotspotId: action.hotspotId };
    case 'addHotspot': {
      const id = freshHotspotId(currentScene(state));
      const hotspot: Hotspot = {
        id,
        yaw: action.yaw,
        pitch: action.pitch,
        icon: action.target.kind === 'scene' ? 'arrow' : 'info',
        title: '',
        target: action.target,
      };
      return changeScene(state, (scene) => ({ ...scene, hotspots: [...scene.hotspots, hotspot] }), { hotspotId: id });
    }
    case 'updateHotspot':
      return changeScene(state, (scene) => ({
        ...scene,
        hotspots: scene.hotspots.map((hotspot) => (hotspot.id === action.hotspotId ? { ...hotspot, ...action.change } : hotspot)),
      }));
    case 'removeHotspot':
      return changeScene(state, (scene) => ({ ...scene, hotspots: scene.hotspots.filter((hotspot) => hotspot.id !== action.hotspotId) }), { hotspotId: null });
    case 'setInitialView':
      return changeScene(state, (scene) => ({ ...scene, initialView: action.view }));
    case 'renameScene':
      return changeScene(state, (scene) => ({ ...scene, name: action.name }));
    case 'setStart':
      return state.present.start === action.sceneId ? state : commit(state, { ...state.present, start: action.sceneId });
    case 'moveScene': {
      const scenes = [...state.present.scenes];
      const from = scenes.findIndex((scene) => scene.id === currentScene(state).id);
      const to = from + action.offset;
      if (to < 0 || to >= scenes.length) return state;
      [scenes[from], scenes[to]] = [scenes[to]!, scenes[from]!];
      return commit(state, { ...state.present, scenes });
    }
  }
}
