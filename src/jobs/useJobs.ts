import { useCustom } from '@refinedev/core';
import { useEffect } from 'react';
import { JOB_ROUTES, type Job } from '../../resources/jobs/job.schema.ts';
import { JOBS_CHANGED_EVENT, jobCentre } from './job-events.ts';
import { activeJobCount, jobPollInterval } from './job-status.ts';

/**
 * The session's latest jobs (`GET /api/jobs`), polled by `jobPollInterval`, fetched again when a
 * list screen announces a new job and when the centre opens (or is asked to open while open).
 */
export function useJobs(open: boolean): { jobs: Job[]; active: number; loading: boolean } {
  const { query, result } = useCustom<{ list: Job[] }>({
    url: JOB_ROUTES.list,
    method: 'get',
    queryOptions: {
      // A poll is its own retry; react-query's retries would only add toasts.
      retry: false,
      refetchInterval: (current) => jobPollInterval(current.state.data?.data.list, open, current.state.status === 'error'),
    },
    successNotification: false,
    errorNotification: false,
  });
  const { refetch } = query;

  useEffect(() => {
    const refresh = () => void refetch();
    window.addEventListener(JOBS_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(JOBS_CHANGED_EVENT, refresh);
  }, [refetch]);

  // A job started while the centre is open: the effect below will not run again, so look now.
  useEffect(() => (open ? jobCentre.onOpen(() => void refetch()) : undefined), [open, refetch]);

  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);

  const jobs = result.data?.list ?? [];
  return { jobs, active: activeJobCount(jobs), loading: query.isLoading };
}
