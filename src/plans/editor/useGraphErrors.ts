import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SceneGraph, sceneGraphSchema } from '../../../resources/plans/scene-graph.ts';
import { zodFieldErrors } from '../../shell/zod-rule.ts';
import { type GraphFieldError, graphFieldErrors } from './graph-errors.ts';

/** What the server's schema would refuse in a graph, checked in the browser with the same schema. */
function checkGraph(graph: SceneGraph, t: TFunction): GraphFieldError[] {
  const result = sceneGraphSchema.safeParse(graph);
  return result.success ? [] : graphFieldErrors(zodFieldErrors(result.error.issues, t), graph);
}

/** The hotspot (or scene) an error is on, as JSON: a refusal stands while it is unchanged. */
function subjectOf(graph: SceneGraph, error: GraphFieldError): string | undefined {
  const scene = graph.scenes.find((candidate) => candidate.id === error.sceneId);
  const subject = error.hotspotId === undefined ? scene : scene?.hotspots.find((hotspot) => hotspot.id === error.hotspotId);
  return subject && JSON.stringify(subject);
}

/**
 * The editor's field errors: the browser's own check once a save was tried (so a field the user
 * corrects loses its message at once), and what the server refused beyond it (content that is
 * gone, another merchant's image), kept while the hotspot or scene it is on is unchanged.
 */
export function useGraphErrors(present: SceneGraph) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<{ graph: SceneGraph; errors: GraphFieldError[] } | null>(null);
  const own = useMemo(() => (checking ? checkGraph(present, t) : []), [checking, present, t]);
  const errors = useMemo(() => {
    const standing = (refused?.errors ?? []).filter((error) => error.sceneId === undefined || subjectOf(refused!.graph, error) === subjectOf(present, error));
    const shown = new Set(own.map((error) => `${error.sceneId}|${error.hotspotId}|${error.field}`));
    return [...own, ...standing.filter((error) => !shown.has(`${error.sceneId}|${error.hotspotId}|${error.field}`))];
  }, [own, refused, present]);

  /** Checks the graph before a save: the errors found (none: send it). */
  const check = useCallback(() => {
    setChecking(true);
    setRefused(null);
    return checkGraph(present, t);
  }, [present, t]);
  /** Keeps a save's 422 errors on the graph that was sent; the first of them, to reveal. */
  const refuse = useCallback((answer: Record<string, string[]> | undefined, sent: SceneGraph) => {
    const placed = graphFieldErrors(answer, sent);
    setRefused({ graph: sent, errors: placed });
    return placed[0];
  }, []);
  const clear = useCallback(() => {
    setChecking(false);
    setRefused(null);
  }, []);
  return { errors, check, refuse, clear };
}
