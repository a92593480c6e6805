import type { TFunction } from 'i18next';
import { isAction } from '../../resources/access/actions.ts';
import { routeTitleKey } from '../../resources/routes/route-table.ts';
import { pickerText } from './picker-text.ts';

/** "customList" or "retired_page" as words: "custom list", "retired page". */
const spaced = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/**
 * A page path in words: its title, else the nearest titled page above it followed by the rest of
 * the path spelt out ("Customers › retired page"), so a page since removed still reads as words.
 */
function pageWords(path: string, t: TFunction): string {
  const segments = path.split('/').filter(Boolean);
  for (let end = segments.length; end > 0; end--) {
    const key = routeTitleKey(`/${segments.slice(0, end).join('/')}`);
    const title = t(key, { defaultValue: '' });
    if (title && title !== key) return [title, ...segments.slice(end).map(spaced)].join(' › ');
  }
  return segments.map(spaced).join(' › ');
}

/**
 * A permission string (ACCESS.md's grammar) as a user reads it, never as the raw path: a page by
 * its title ("Customers"), an action as the page and the action's word ("Customers › Edit"), a
 * wildcard as the page and "all", a flag by its name. The roles' texts give the words.
 */
export function permissionWords(permission: string, t: TFunction, resourceName: string): string {
  if (!permission.startsWith('/')) return t(pickerText(resourceName, `flagNames.${permission}`), { defaultValue: spaced(permission) });
  const cut = permission.lastIndexOf('/');
  const last = permission.slice(cut + 1);
  const page = permission.slice(0, cut);
  if (last === '*') return `${pageWords(page, t)} · ${t(pickerText(resourceName, 'allShort'))}`;
  if (cut > 0 && isAction(last)) return `${pageWords(page, t)} › ${t(pickerText(resourceName, `actions.${last}`), { defaultValue: last })}`;
  return pageWords(permission, t);
}
