import { SHOWROOM_PASS_HEADER, showroomPaths } from '../../resources/apps/showroom-paths.ts';
import type { Showroom, ShowroomPageConfig, ShowroomScenes } from '../../resources/apps/showroom.schema.ts';
import type { SceneGraph } from '../../resources/plans/scene-graph.ts';
import { apiCall, json } from './api-call.ts';

type Pass = { pass: string; expires_at: string };

/** Where a locked showroom's pass is kept: this tab only, per view, until it expires. */
const passKey = (viewuuid: string) => `atrium-showroom-pass:${viewuuid}`;

function storedPass(viewuuid: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(passKey(viewuuid)) ?? 'null') as Pass | null;
    if (kept && Date.parse(kept.expires_at) > Date.now()) return kept.pass;
  } catch {
    // No storage (a private window may refuse it) or a damaged entry: no pass.
  }
  return null;
}

function keepPass(viewuuid: string, pass: Pass | null) {
  try {
    if (pass) sessionStorage.setItem(passKey(viewuuid), JSON.stringify(pass));
    else sessionStorage.removeItem(passKey(viewuuid));
  } catch {
    // Without storage the pass lives as long as the page.
  }
}

/** A plan's or hall's published scenes as the viewer takes them, and the live content its hotspots open. */
export type PlanScenes = { graph: SceneGraph; targets: ShowroomScenes['targets'] };

/**
 * The scenes answer made ready for the viewer: a hotspot to content that is no longer live (not in
 * `targets`) opens nothing, so it is not shown (the contract's rule).
 */
export function viewableScenes(answer: ShowroomScenes): PlanScenes {
  const graph = answer.graph as SceneGraph;
  const live = (target: { kind: string; id?: number }) =>
    !(target.kind in answer.targets) || String(target.id) in answer.targets[target.kind as keyof ShowroomScenes['targets']];
  return {
    targets: answer.targets,
    graph: {
      ...graph,
      scenes: graph.scenes.map((scene) => ({ ...scene, hotspots: scene.hotspots.filter((hotspot) => live(hotspot.target as { kind: string; id?: number })) })),
    },
  };
}

/**
 * The showroom's calls: the public ones of a view (its pass sent along once unlocked), or the
 * preview's, which read the app through the back office's session and are never locked.
 */
export interface ShowroomSource {
  readonly preview: boolean;
  load(): Promise<Showroom>;
  unlock(password: string): Promise<void>;
  scenes(planId: number): Promise<PlanScenes>;
}

export function showroomSource(config: ShowroomPageConfig, language: () => string): ShowroomSource {
  const { preview, viewuuid } = config;
  if (preview) {
    const init = () => ({ language: language(), credentials: 'same-origin' as const });
    return {
      preview: true,
      load: () => apiCall<Showroom>(showroomPaths.previewShowroom(preview.appId), init()),
      unlock: async () => {},
      scenes: async (planId) => viewableScenes(await apiCall<ShowroomScenes>(showroomPaths.previewScenes(preview.appId, planId), init())),
    };
  }
  const view = viewuuid ?? '';
  let pass = storedPass(view);
  const init = (extra: RequestInit = {}) => ({
    ...extra,
    language: language(),
    credentials: 'omit' as const,
    headers: { ...(extra.headers as Record<string, string> | undefined), ...(pass ? { [SHOWROOM_PASS_HEADER]: pass } : {}) },
  });
  return {
    preview: false,
    load: async () => {
      const showroom = await apiCall<Showroom>(showroomPaths.showroom(view), init());
      // A pass the server no longer takes (expired, or the password changed) is dropped.
      if (showroom.locked && pass) {
        pass = null;
        keepPass(view, null);
      }
      return showroom;
    },
    unlock: async (password) => {
      const answer = await apiCall<Pass>(showroomPaths.unlock(view), init(json('POST', { password })));
      pass = answer.pass;
      keepPass(view, answer);
    },
    scenes: async (planId) => viewableScenes(await apiCall<ShowroomScenes>(showroomPaths.scenes(view, planId), init())),
  };
}
