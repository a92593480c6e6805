import { useMany } from '@refinedev/core';
import { useMemo } from 'react';
import { CONTENT_TARGETS, type ContentTarget, type SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { contentResourceOf } from '../../engine/useRecordLinks.ts';

/** What a hotspot's content is: its name, or gone (deleted, or not the merchant's); unknown while it loads. */
export type ContentTargetName = { name: string } | { gone: true } | undefined;

/** The content ids a graph's hotspots name, by kind, each once. */
function targetIds(graph: SceneGraph): Record<ContentTarget, number[]> {
  const ids = Object.fromEntries(CONTENT_TARGETS.map((kind) => [kind, new Set<number>()])) as Record<ContentTarget, Set<number>>;
  for (const scene of graph.scenes)
    for (const hotspot of scene.hotspots) {
      const target = hotspot.target as { kind: string; id?: number };
      if ((CONTENT_TARGETS as readonly string[]).includes(target.kind) && target.id) ids[target.kind as ContentTarget].add(target.id);
    }
  return Object.fromEntries(CONTENT_TARGETS.map((kind) => [kind, [...ids[kind]].sort((a, b) => a - b)])) as Record<ContentTarget, number[]>;
}

/** One kind's names: one request for every id of that kind the graph names (the list's `id_in`, scoped to the merchant). */
function useKindNames(kind: ContentTarget, ids: number[]) {
  const { result, query } = useMany<{ id: number; name: string }>({
    resource: contentResourceOf(kind) ?? kind,
    ids,
    queryOptions: { enabled: ids.length > 0, retry: false },
    errorNotification: false,
  });
  return { rows: result?.data, done: query.isSuccess, ids };
}

/**
 * The names of the goods, albums, videos and documents a plan's hotspots open: one request per kind
 * for the whole graph, never one per hotspot. A name the list does not answer once it has answered
 * is gone: deleted (or in the recycle bin), so viewers find nothing there.
 */
export function useContentTargetNames(graph: SceneGraph): (kind: string, id: number | undefined) => ContentTargetName {
  const ids = useMemo(() => targetIds(graph), [graph]);
  const kinds = [
    useKindNames('commodity', ids.commodity),
    useKindNames('album', ids.album),
    useKindNames('video', ids.video),
    useKindNames('document', ids.document),
  ];
  const names = new Map<string, ContentTargetName>();
  CONTENT_TARGETS.forEach((kind, index) => {
    const { rows, done } = kinds[index]!;
    const found = new Map((rows ?? []).map((row) => [row.id, row.name]));
    for (const id of ids[kind]) {
      const name = found.get(id);
      names.set(`${kind}:${id}`, name !== undefined ? { name } : done ? { gone: true } : undefined);
    }
  });
  return (kind, id) => (id === undefined ? undefined : names.get(`${kind}:${id}`));
}
