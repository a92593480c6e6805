/**
 * Permission strings that are not route paths (product spec §6): they switch features on
 * rather than grant a page. Note `settingCenter/language` has no leading slash on purpose.
 */
export const PERMISSION_FLAGS = ['appDownload', 'settingCenter/language', 'zhEdu', 'enEdu'] as const;

/** One of the non-path permission flags. */
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

const FLAG_SET: ReadonlySet<string> = new Set(PERMISSION_FLAGS);

/** True when `permission` is one of the non-path flags. */
export function isFlag(permission: string): permission is PermissionFlag {
  return FLAG_SET.has(permission);
}
