import { type CrudFilter, useCustomMutation, useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterQuery } from '../../providers/data-provider.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { jobPaths } from '../../resources/jobs/job.schema.ts';
import { jobCentre } from '../jobs/job-events.ts';
import type { BatchResult } from '../../resources/wire/protocol.ts';
import { apiResourceName } from './refine-resources.ts';
import { useMainApi } from './useMainApi.ts';

// A failed call has already been shown by the HTTP client (spec §8); the action just ends.
const quietly =
  <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
  (...args: A): Promise<void> =>
    action(...args).catch(() => undefined);

type Id = number | string;

/** The resource's record nouns (`resources.<name>.record` / `records`) for the engine's counted sentences. */
export const recordNouns = (resource: ResourceDefinition, t: TFunction) => ({
  record: t(`resources.${resource.name}.record`),
  records: t(`resources.${resource.name}.records`),
});

/**
 * The list's batch actions: delete, export selected, export all matching. Each needs a
 * selection except the last; without one it says so (spec §8) and sends nothing.
 */
export function useBatchActions(resource: ResourceDefinition, onDeleted: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();
  const api = useMainApi();
  const [deleting, setDeleting] = useState(false);
  const invalidate = useInvalidate();
  const paths = jobPaths(resource.path);
  const quiet = { successNotification: false, errorNotification: false } as const;

  /** False (after the spec §8 warning) when nothing is selected. */
  const hasSelection = (ids: Id[]) => {
    if (ids.length) return true;
    void message.warning(t('engine.selectFirst'));
    return false;
  };

  const deleteSelected = quietly(async (ids: Id[]) => {
    if (!hasSelection(ids)) return;
    setDeleting(true);
    const { data } = await api.deleteMany({ resource: apiResourceName(resource), ids: ids.map(Number) }).finally(() => setDeleting(false));
    const { ok, failed } = data as unknown as BatchResult;
    // "3 goods deleted." / "2 deleted, 1 failed: <the first reason>".
    if (failed.length) void message.warning(t('engine.batchDeletedSome', { ok: ok.length, failed: failed.length, reason: failed[0].message }));
    else void message.success(t('engine.batchDeleted', { count: ok.length, ...recordNouns(resource, t) }));
    if (resource.deletion === 'soft' && ok.length) void message.info(t('engine.softDeleteHint'));
    onDeleted();
    await invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
  });

  const startExport = async (url: string, values: object) => {
    await mutateAsync({ url, method: 'post', values, ...quiet });
    void message.success(t('jobs.exportQueued'));
    jobCentre.exportQueued();
  };

  const exportSelected = quietly(async (ids: Id[], columns: string[]) => {
    if (!hasSelection(ids)) return;
    await startExport(paths.exportSelected, { ids: ids.map(Number), columns });
  });

  /** Exports every record the list's filters match (not just this page). */
  const exportMatching = quietly(async (filters: CrudFilter[], columns: string[]) => {
    const query = new URLSearchParams(filterQuery(filters)).toString();
    await startExport(query ? `${paths.exportMatching}?${query}` : paths.exportMatching, { columns });
  });

  /** "Delete 3 goods?", "Delete 1 album?": the confirmation of deleting `count` records. */
  const deleteQuestion = (count: number) => t('engine.batchDeleteConfirm', { count, ...recordNouns(resource, t) });

  return { hasSelection, deleteSelected, deleteQuestion, exportSelected, exportMatching, busy: mutation.isPending || deleting };
}
