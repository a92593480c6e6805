import { Spin } from 'antd';
import { Activity, type ReactNode, Suspense } from 'react';
import { Routes } from 'react-router';
import type { TabsState } from '../shell/useTabs.ts';

/**
 * Renders the current page, and with the tags view on keeps every other open tab alive but hidden
 * (spec §2: pages are cached unless their route says noCache). Tabs keep a stable order and key,
 * so switching tabs never remounts a page; a tab's refresh does, by changing its key.
 */
export function PageHost({ tabs, keepAlive, pages }: { tabs: TabsState; keepAlive: boolean; pages: ReactNode }) {
  const alive = tabs.tabs.filter((tab) => tab.path === tabs.current || (keepAlive && !tab.noCache));
  const currentIsTab = alive.some((tab) => tab.path === tabs.current);
  const render = (path: string) => (
    <Suspense fallback={<Spin className="page-loading" />}>
      <Routes location={path}>{pages}</Routes>
    </Suspense>
  );
  return (
    <>
      {alive.map((tab) => (
        <Activity key={`${tab.path}#${tabs.refreshKeys[tab.path] ?? 0}`} mode={tab.path === tabs.current ? 'visible' : 'hidden'}>
          {render(tab.path)}
        </Activity>
      ))}
      {!currentIsTab && render(tabs.current)}
    </>
  );
}
