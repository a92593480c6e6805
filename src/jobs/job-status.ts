import type { Job, JobStatus } from '../../resources/jobs/job.schema.ts';

/** How often the job centre asks for news while something is moving or it is open. */
export const JOB_POLL_MS = 2000;

/** A job still waiting or working. */
export const isActiveJob = (job: Job) => job.status === 'queued' || job.status === 'running';

/** The badge's number: jobs queued or running. */
export function activeJobCount(jobs: readonly Job[] | undefined): number {
  return jobs?.filter(isActiveJob).length ?? 0;
}

/**
 * Polls while a job is queued or running, or while the centre is open; otherwise not at all. After
 * a failed poll it stops too (each failure shows a toast): opening the centre or starting a job
 * asks again.
 */
export function jobPollInterval(jobs: readonly Job[] | undefined, open: boolean, failed = false): number | false {
  if (failed) return false;
  return open || (jobs ?? []).some(isActiveJob) ? JOB_POLL_MS : false;
}

/**
 * The file a job offers: what a finished job made (the engine's export, and a module's own kinds
 * such as `stats-export`), or the error report of a failed import.
 */
export function jobFileAction(job: Job): 'download' | 'errorReport' | null {
  if (!job.has_file) return null;
  if (job.kind !== 'import' && job.status === 'done') return 'download';
  if (job.kind === 'import' && job.status === 'failed') return 'errorReport';
  return null;
}

/** Percent done, or null while the total is unknown. */
export function jobPercent(job: Job): number | null {
  if (job.status === 'done') return 100;
  if (!job.total) return null;
  return Math.min(100, Math.floor((job.progress / job.total) * 100));
}

/** antd Tag colours of the statuses. */
export const JOB_STATUS_COLORS: Record<JobStatus, string> = { queued: 'default', running: 'processing', done: 'success', failed: 'error' };
