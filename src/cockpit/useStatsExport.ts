import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobCentre } from '../jobs/job-events.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

/**
 * Starts a statistics export (spec §7's POST …/export answers a job of the job centre) and opens the
 * centre on it. Exporting is the page's `export` action: a guide's customerAnalytics lacks it
 * (ACCESS.md), so `allowed` is false there and no button is drawn.
 */
export function useStatsExport(pagePath: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { checker } = useRequiredSession();
  const { mutateAsync, mutation } = useCustomMutation();
  const start = async (url: string, body: object) => {
    // A failure has already been shown by the HTTP client (spec §8).
    await mutateAsync({ url, method: 'post', values: body, successNotification: false, errorNotification: false })
      .then(() => {
        void message.success(t('jobs.exportQueued'));
        jobCentre.exportQueued();
      })
      .catch(() => undefined);
  };
  return { allowed: checker.can(pagePath, 'export'), start, busy: mutation.isPending };
}
