import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../../resources/format/numbers.ts';
import { STATS_DETAIL_WINDOW } from '../../../resources/stats/stats-query.schema.ts';
import { counted } from '../../home/stats-format.ts';
import type { PeriodChoice } from '../../home/stats-period.ts';
import { useMainApi } from '../../engine/useMainApi.ts';
import { jobCentre } from '../../jobs/job-events.ts';
import { type DetailFilters, detailBody } from './detail-filters.ts';
import { DETAIL_EXPORT_PATH, EXPORT_PREPARE_PATH } from './useDetailData.ts';

type Prepared = { rows: number; max_rows: number; truncated: boolean };
const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * Exporting the events of a period and filters: first ask how many rows the export would hold
 * (`export/prepare`), say so, and warn when the 10,000 window cuts it; only then start the job
 * (`detailExport`), which the job centre shows and lets the user download. A failed call has
 * already been shown by the HTTP client (spec §8): the action just ends.
 */
export function useDetailExport(choice: PeriodChoice, filters: DetailFilters) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const api = useMainApi();
  const { mutateAsync } = useCustomMutation();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    await mutateAsync({ url: DETAIL_EXPORT_PATH, method: 'post', values: detailBody(choice, filters), ...quiet });
    void message.success(t('cockpitDetail.export.queued'));
    jobCentre.exportQueued();
  };

  const ask = async () => {
    setBusy(true);
    try {
      const { data } = await api.custom!<Prepared>({ url: EXPORT_PREPARE_PATH, method: 'get', query: detailBody(choice, filters) });
      const limit = formatThousands(STATS_DETAIL_WINDOW);
      if (data.rows === 0) {
        modal.info({ title: t('cockpitDetail.export.title'), content: t('cockpitDetail.export.nothing') });
        return;
      }
      modal.confirm({
        title: t('cockpitDetail.export.title'),
        content: data.truncated ? t('cockpitDetail.export.truncated', { limit }) : t('cockpitDetail.export.rows', counted(data.rows)),
        okText: t('cockpitDetail.export.start'),
        okButtonProps: { 'data-testid': 'export-start' } as Record<`data-${string}`, string>,
        onOk: () => start().catch(() => undefined),
      });
    } catch {
      // Shown by the HTTP client already.
    } finally {
      setBusy(false);
    }
  };
  return { ask, busy };
}
