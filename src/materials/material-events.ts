import type { MaterialArea } from '../../resources/materials/material-constants.ts';

/** Fired when a library's materials changed out of a screen's sight (an upload landed): screens showing it reload. */
export const MATERIALS_CHANGED_EVENT = 'atrium:materials-changed';

export function notifyMaterialsChanged(area: MaterialArea): void {
  window.dispatchEvent(new CustomEvent(MATERIALS_CHANGED_EVENT, { detail: area }));
}
