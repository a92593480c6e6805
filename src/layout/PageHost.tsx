import { Spin } from 'antd';
import { Activity, type ReactNode, Suspense } from 'react';
import { Routes } from 'react-router';
import type { TabsState } from '../shell/useTabs.ts';

/**
 * Renders the current page, and with the tags view on keeps every other open tab alive but hidden
 * (spec §2: pages are cached unless their route says noCache). Tabs keep a stable order and key,
 * so switching tabs never remounts a page; a tab's refresh does, by changing its key. A page is
 * keyed by its path alone: changing its query (filters, an open drawer) keeps it mounted.
 */
export function PageHost({ tabs, keepAlive, pages }: { tabs: TabsState; keepAlive: boolean; pages: ReactNode }) {
  const alive = tabs.tabs.filter((tab) => tab.path === tabs.current || (keepAlive && !tab.noCache)).map((tab) => tab.path);
  const locationOf = (path: string) => (path === tabs.current ? tabs.currentFull : (tabs.tabs.find((tab) => tab.path === path)?.fullPath ?? path));
  // A page visited for the first time becomes a tab only after this render; it is rendered now under
  // the key its tab will have (new tabs go last), so becoming a tab does not mount it a second time.
  if (!alive.includes(tabs.current)) alive.push(tabs.current);
  return (
    <>
      {alive.map((path) => (
        <Activity key={`${path}#${tabs.refreshKeys[path] ?? 0}`} mode={path === tabs.current ? 'visible' : 'hidden'}>
          <Suspense fallback={<Spin className="page-loading" />}>
            <Routes location={locationOf(path)}>{pages}</Routes>
          </Suspense>
        </Activity>
      ))}
    </>
  );
}
