import { useEffect, useState } from 'react';
import { jobCentre } from './job-events.ts';
import { useJobs } from './useJobs.ts';

/**
 * The job centre's state: whether it is open (a screen that queued a job opens it through
 * `jobCentre.open()`) and the session's jobs, fetched afresh whenever it opens.
 */
export function useJobCentre() {
  const [open, setOpen] = useState(false);
  useEffect(() => jobCentre.onOpen(() => setOpen(true)), []);
  return { open, setOpen, ...useJobs(open) };
}
