/** The window event that has the job centre fetch its list again, without opening it (see `jobCentre`). */
export const JOBS_CHANGED_EVENT = 'atrium:jobs-changed';

/** The window event that asks the top bar's job centre to open. */
export const JOB_CENTRE_OPEN_EVENT = 'atrium:job-centre-open';

/** Tells the job centre to look for news now. */
export function notifyJobsChanged(): void {
  window.dispatchEvent(new Event(JOBS_CHANGED_EVENT));
}

/**
 * The top bar's job centre as the screens that start a job see it: whatever starts an export or
 * import calls `jobCentre.open()` once the job is queued, and the centre (the popover on a wide
 * screen, the drawer on a phone) opens on its list fetched afresh, the new job first.
 */
export const jobCentre = {
  open(): void {
    window.dispatchEvent(new Event(JOB_CENTRE_OPEN_EVENT));
  },
  /** Calls `listener` whenever a screen asks the centre to open; answers the way to stop. */
  onOpen(listener: () => void): () => void {
    window.addEventListener(JOB_CENTRE_OPEN_EVENT, listener);
    return () => window.removeEventListener(JOB_CENTRE_OPEN_EVENT, listener);
  },
};
