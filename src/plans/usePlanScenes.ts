import { useCustom } from '@refinedev/core';
import type { PlanScenes } from '../../resources/plans/plan-scenes.schema.ts';
import { scenesPath } from '../../resources/plans/plan-scenes.schema.ts';

/** While an import adds scenes, they are read again this often. */
export const IMPORT_POLL_MS = 2_000;

/**
 * The scenes of one plan, hall or template (`<path>/{id}/scenes`): draft, revision and what is
 * published; read again every 2 s while an import runs, so its scenes show when it is done.
 */
export function usePlanScenes(resourcePath: string, id: number | string | undefined, enabled = true) {
  const { result, query } = useCustom<PlanScenes>({
    url: scenesPath(resourcePath, id ?? 0),
    method: 'get',
    queryOptions: {
      enabled: enabled && id !== undefined,
      retry: false,
      refetchInterval: (current) => ((current.state.data?.data as PlanScenes | undefined)?.import_status === 'importing' ? IMPORT_POLL_MS : false),
    },
    errorNotification: false,
    successNotification: false,
  });
  return { scenes: result?.data, loading: query.isLoading, failed: query.isError, refetch: query.refetch };
}
