import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLE_BIN_PATH } from '../../resources/recycle-bin/recycle-bin.schema.ts';
import { type BatchResult, batchPath } from '../../resources/wire/protocol.ts';
import type { ItemRef } from './recycle-bin-items.ts';

export type BinOperation = 'restore' | 'purge';

const ONE = { restore: 'recycleBinPage.restoredOne', purge: 'recycleBinPage.purgedOne' } as const;
const MANY = { restore: 'recycleBinPage.restored', purge: 'recycleBinPage.purged' } as const;

/**
 * Restores or purges items through the bin's batch routes and says how it went: a row's own
 * action just "Restored", a selection its counts ("3 restored, 1 failed") with the first reason.
 */
export function useRecycleBinRun(onDone: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();

  const run = async (operation: BinOperation, items: ItemRef[], { row = false } = {}) => {
    if (!items.length) return void message.warning(t('engine.selectFirst'));
    try {
      const { data } = await mutateAsync({
        url: batchPath(RECYCLE_BIN_PATH, operation),
        method: 'post',
        values: { items },
        successNotification: false,
        errorNotification: false,
      });
      const outcome = data as unknown as BatchResult<ItemRef>;
      const failure = outcome.failed[0]?.message;
      if (row) void (failure ? message.warning(failure, 5) : message.success(t(ONE[operation])));
      else {
        const counts = t(MANY[operation], { ok: outcome.ok.length, failed: outcome.failed.length });
        void (failure ? message.warning(`${counts} ${failure}`, 5) : message.success(counts));
      }
      await onDone();
    } catch {
      // The HTTP client has shown the failure (spec §8).
    }
  };
  return { run, busy: mutation.isPending };
}
