/** The window event the list screens dispatch after starting an export or import. */
export const JOBS_CHANGED_EVENT = 'atrium:jobs-changed';

/** Tells the job centre to look for news now (call after a job was started). */
export function notifyJobsChanged(): void {
  window.dispatchEvent(new Event(JOBS_CHANGED_EVENT));
}
