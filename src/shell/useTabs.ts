import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { addTab, affixTabs, closeAllTabs, closeOtherTabs, closeTab, neighbourAfterClose, type Tab } from './tabs.ts';

const STORAGE_KEY = 'atrium_tabs';

/** Forgets the open tabs (logout and role switch clear them, spec §4). */
export function clearSavedTabs(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

function savedTabs(): Tab[] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
}

/** The tags view's state: every visited page of the permitted routes, the affix ones (landing first) fixed. */
export function useTabs(routes: RouteEntry[], landing: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<Tab[]>(() =>
    // Affix tabs come from the routes, not from what was saved: a role switch changes them.
    savedTabs().reduce((all, tab) => (tab.fullPath && matchRoute(routes, tab.path) ? addTab(all, { ...tab, affix: false }) : all), affixTabs(routes, landing)),
  );
  const [refreshKeys, setRefreshKeys] = useState<Record<string, number>>({});

  const current = location.pathname;
  const currentFull = `${location.pathname}${location.search}`;
  useEffect(() => {
    const entry = matchRoute(routes, current);
    if (entry) setTabs((all) => addTab(all, { path: current, fullPath: currentFull, routePath: entry.path, noCache: entry.noCache }));
  }, [current, currentFull, routes]);

  useEffect(() => {
    // The landing tab is fixed, but where it was left (its query) is worth keeping too.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const close = useCallback(
    (path: string) => {
      const next = closeTab(tabs, path);
      setTabs(next);
      if (path === current) navigate(neighbourAfterClose(tabs, next, path) ?? landing);
    },
    [tabs, current, landing, navigate],
  );
  const closeOthers = useCallback(
    (path: string) => {
      setTabs((all) => closeOtherTabs(all, path));
      if (path !== current) navigate(tabs.find((tab) => tab.path === path)?.fullPath ?? path);
    },
    [tabs, current, navigate],
  );
  const closeAll = useCallback(() => {
    setTabs((all) => closeAllTabs(all));
    navigate(landing);
  }, [landing, navigate]);
  const refresh = useCallback((path: string) => setRefreshKeys((keys) => ({ ...keys, [path]: (keys[path] ?? 0) + 1 })), []);

  return { tabs, current, currentFull, refreshKeys, close, closeOthers, closeAll, refresh };
}

export type TabsState = ReturnType<typeof useTabs>;
