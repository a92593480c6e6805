/** The window event that has the job centre fetch its list again, without opening it (see `jobCentre`). */
export const JOBS_CHANGED_EVENT = 'atrium:jobs-changed';

/** The window event that asks the top bar's job centre to open. */
export const JOB_CENTRE_OPEN_EVENT = 'atrium:job-centre-open';

/** Tells the job centre to look for news now. */
export function notifyJobsChanged(): void {
  window.dispatchEvent(new Event(JOBS_CHANGED_EVENT));
}

/** How many job centres on screen may open by themselves, anchored at their top-bar button. */
let anchoredCentres = 0;

/**
 * The top bar's job centre as the screens see it. `open()` opens it (the popover on a wide screen,
 * the drawer on a phone) on its list fetched afresh, the new job first.
 */
export const jobCentre = {
  open(): void {
    window.dispatchEvent(new Event(JOB_CENTRE_OPEN_EVENT));
  },
  /**
   * The user queued an export (issue 35 "open it when an export is queued"): the centre opens on
   * the new job where it opens as a popover anchored at its top-bar button: not modal, and gone at
   * the next click elsewhere or Escape. On a phone it would be a drawer over the whole screen:
   * there the badge and the toast say it, and the centre just looks.
   * Only an export the user asked for opens it: imports and jobs started by other screens do not.
   */
  exportQueued(): void {
    if (anchoredCentres > 0) jobCentre.open();
    else notifyJobsChanged();
  },
  /** A centre anchored at its button is on screen until the returned function is called. */
  anchored(): () => void {
    anchoredCentres += 1;
    return () => {
      anchoredCentres -= 1;
    };
  },
  /** Calls `listener` whenever a screen asks the centre to open; answers the way to stop. */
  onOpen(listener: () => void): () => void {
    window.addEventListener(JOB_CENTRE_OPEN_EVENT, listener);
    return () => window.removeEventListener(JOB_CENTRE_OPEN_EVENT, listener);
  },
};
