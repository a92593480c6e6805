/**
 * The public showroom's addresses and names, without zod: the showroom's page imports these, and
 * its first download must not carry a validation library (issue 38: at most 150 kB gzip).
 * resources/apps/showroom.schema.ts re-exports them beside the schemas.
 */

/** The id of the JSON element the served page carries its configuration in (a data block: no inline script runs). */
export const SHOWROOM_CONFIG_ELEMENT_ID = 'atrium-showroom';
/** The header a locked showroom's calls carry the pass in (what the unlock call answered). */
export const SHOWROOM_PASS_HEADER = 'x-showroom-pass';
/** The query parameter a guide's share carries (customer-api/share-links.ts signs it). */
export const SHARE_PARAMETER = 'share';

/** The showroom's page and its calls. */
export const showroomPaths = {
  page: (viewuuid: string) => `/smartStore/${viewuuid}`,
  preview: (appId: number | string, mode: 'pc' | 'mobile') => `/smartStore/preview/${appId}?mode=${mode}`,
  showroom: (viewuuid: string) => `/app-api/showroom/${viewuuid}`,
  unlock: (viewuuid: string) => `/app-api/showroom/${viewuuid}/unlock`,
  /** A plan's or hall's published scenes, as the showroom shows them (the view's own, or one of the app's). */
  scenes: (viewuuid: string, planId: number | string) => `/app-api/showroom/${viewuuid}/scenes/${planId}`,
  previewShowroom: (appId: number | string) => `/api/apps/${appId}/showroom`,
  previewScenes: (appId: number | string, planId: number | string) => `/api/apps/${appId}/showroom/scenes/${planId}`,
} as const;
