import { matchRoute } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';

/** One tab of the tags view (spec §2): a visited page. */
export interface Tab {
  /** The page's path without its query: the tab's identity (a page is one tab whatever its filters). */
  path: string;
  /** Where the tab was left, query included (list filters, an open drawer): where clicking it goes. */
  fullPath: string;
  /** The route table entry it renders (pattern form). */
  routePath: string;
  affix?: boolean;
  noCache?: boolean;
}

/**
 * The tabs that are always there (spec §2 "affix views"): the landing page, then every permitted
 * route whose meta says `affix`, in the route table's order. A route with parameters names no one
 * page, so it cannot be affixed.
 */
export function affixTabs(routes: RouteEntry[], landing: string): Tab[] {
  const declared = (entries: RouteEntry[]): RouteEntry[] =>
    entries.flatMap((entry) => [...(entry.affix && !entry.path.includes('/:') ? [entry] : []), ...declared(entry.children ?? [])]);
  const landingEntry = matchRoute(routes, landing);
  const start = landingEntry ? [{ path: landing, entry: landingEntry }] : [];
  return [...start, ...declared(routes).map((entry) => ({ path: entry.path, entry }))].reduce<Tab[]>(
    (tabs, { path, entry }) => addTab(tabs, { path, fullPath: path, routePath: entry.path, affix: true, noCache: entry.noCache }),
    [],
  );
}

/** A view is added only if its path is not already present; a present one remembers its new query. */
export function addTab(tabs: Tab[], tab: Tab): Tab[] {
  const existing = tabs.find((t) => t.path === tab.path);
  if (!existing) return [...tabs, tab];
  return existing.fullPath === tab.fullPath ? tabs : tabs.map((t) => (t === existing ? { ...t, fullPath: tab.fullPath } : t));
}

/** Affix tabs (the landing page, routes declared `affix`) never close. */
export function closeTab(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((tab) => tab.path !== path || tab.affix);
}

export function closeOtherTabs(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((tab) => tab.path === path || tab.affix);
}

export function closeAllTabs(tabs: Tab[]): Tab[] {
  return tabs.filter((tab) => tab.affix);
}

/** Where to go after closing `closed`: its right neighbour, else its left, else the last tab (as it was left). */
export function neighbourAfterClose(before: Tab[], after: Tab[], closed: string): string | undefined {
  const index = before.findIndex((tab) => tab.path === closed);
  const candidates = [...before.slice(index + 1), ...before.slice(0, index).reverse()];
  const next = candidates.find((tab) => after.some((kept) => kept.path === tab.path)) ?? after.at(-1);
  return next && (after.find((kept) => kept.path === next.path)?.fullPath ?? next.fullPath);
}
