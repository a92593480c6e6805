import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Routes, useLocation } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import { PaletteProvider } from '../palette/PaletteProvider.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { useLayoutSettings, readSidebarCollapsed, saveSidebarCollapsed } from '../shell/layout-settings.ts';
import { isMobileWidth, resolveSidebarPosition } from '../shell/layout-mode.ts';
import { useTabs } from '../shell/useTabs.ts';
import { AppDownloadDialog } from './AppDownloadDialog.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ExpiryDialog } from './ExpiryDialog.tsx';
import { PageHost } from './PageHost.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TagsView } from './TagsView.tsx';
import { TopBarActions } from './TopBarActions.tsx';
import { usePageChrome } from './usePageChrome.ts';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    const update = () => setMobile(isMobileWidth(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}

/** The layout of spec §2 around every page of a session. */
export function AppLayout({ pages }: { pages: ReactNode }) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const location = useLocation();
  const [settings, updateSettings] = useLayoutSettings(session.profile.id);
  const iframePosition = useMemo(() => resolveSidebarPosition(location.search), [location.search]);
  // Nothing to show in a menu (an account without pages): no empty sidebar either.
  const position = session.routes.some((route) => !route.hidden) ? iframePosition : 'none';
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => readSidebarCollapsed() || isMobile);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const tabs = useTabs(session.routes, session.landing);
  usePageChrome(session.routes);

  // On a phone the menu lies over the page: choosing a page (or turning narrow) puts it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger (a page was chosen), not an input
  useEffect(() => {
    if (isMobile) setCollapsed(true);
  }, [isMobile, location.pathname]);
  // Back to a desktop width: the remembered desktop state again.
  useEffect(() => {
    if (!isMobile) setCollapsed(readSidebarCollapsed());
  }, [isMobile]);

  const toggle = () => {
    setCollapsed(!collapsed);
    if (!isMobile) saveSidebarCollapsed(!collapsed);
  };

  // Full-page routes (the panorama editor, the preview) have the whole window: no menu, no header.
  if (matchRoute(session.routes, location.pathname)?.fullPage)
    return (
      <PaletteProvider>
        <main className="full-page">
          <Routes>{pages}</Routes>
        </main>
      </PaletteProvider>
    );

  return (
    <PaletteProvider>
      <Layout className={`app-layout position-${position}${isMobile ? ' mobile' : ''}`} style={{ minHeight: '100vh' }}>
        {position === 'left' && (
          <Layout.Sider
            className="app-sider"
            collapsible
            trigger={null}
            collapsed={collapsed}
            collapsedWidth={isMobile ? 0 : 64}
            width="max(208px, 6rem)"
            data-testid="sidebar"
            data-collapsed={collapsed}
          >
            {settings.sidebarLogo && <div className="sidebar-logo">{collapsed ? 'A' : t('app.title')}</div>}
            <SideMenu routes={session.routes} collapsed={collapsed} />
          </Layout.Sider>
        )}
        {position === 'left' && isMobile && !collapsed && <div className="sider-mask" onClick={toggle} aria-hidden />}
        <Layout>
          <Layout.Header className={`app-header${settings.fixedHeader ? ' fixed' : ''}`}>
            {position === 'left' && (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggle}
                aria-label={t('layout.toggleSidebar')}
                data-testid="toggle-sidebar"
              />
            )}
            {position === 'top' ? (
              <div className="top-menu">
                <SideMenu routes={session.routes} mode="horizontal" />
              </div>
            ) : (
              <Breadcrumbs routes={session.routes} />
            )}
            <TopBarActions
              session={session}
              showSettings={settings.showSettings}
              onOpenSettings={() => setSettingsOpen(true)}
              onOpenDownload={() => setDownloadOpen(true)}
            />
          </Layout.Header>
          {settings.tagsView && <TagsView state={tabs} />}
          <Layout.Content className="app-content">
            <PageHost tabs={tabs} keepAlive={settings.tagsView} pages={pages} />
          </Layout.Content>
        </Layout>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} settings={settings} onChange={updateSettings} />
        <AppDownloadDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
        <ExpiryDialog accountId={session.profile.id} merchant={session.merchant} />
      </Layout>
    </PaletteProvider>
  );
}
