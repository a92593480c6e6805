import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { useRouteTitle } from '../shell/route-title.ts';
import { MENU_ICONS } from './menu-icons.tsx';

type Item = Required<MenuProps>['items'][number];

/** The permission-filtered menu (spec §6): hidden routes never show; groups open on the parent path. */
export function SideMenu({ routes, mode = 'inline', collapsed }: { routes: RouteEntry[]; mode?: 'inline' | 'horizontal'; collapsed?: boolean }) {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(routes, title), [routes, title]);
  const selected = matchRoute(routes, pathname)?.path ?? pathname;
  // Spec §2: the first path segment is the parent path whose group stays open.
  const parent = `/${pathname.split('/')[1] ?? ''}`;
  return (
    <Menu
      mode={mode}
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? [] : [parent]}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}

function toItems(routes: RouteEntry[], title: (path: string) => string): Item[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const children = route.children ? toItems(route.children, title) : undefined;
      const icon = route.icon ? MENU_ICONS[route.icon] : undefined;
      return children?.length ? { key: route.path, icon, label: title(route.path), children } : { key: route.path, icon, label: title(route.path) };
    });
}
