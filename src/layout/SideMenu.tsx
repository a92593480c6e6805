import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { matchRoute, menuRoutes } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { useRouteTitle } from '../shell/route-title.ts';
import { MENU_ICONS } from './menu-icons.tsx';

type Item = Required<MenuProps>['items'][number];

/** The permission-filtered menu (spec §6): hidden routes never show; groups open on the parent path. */
export function SideMenu({ routes, mode = 'inline', collapsed }: { routes: RouteEntry[]; mode?: 'inline' | 'horizontal'; collapsed?: boolean }) {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menuRoutes(routes), title), [routes, title]);
  const selected = matchRoute(routes, pathname)?.path ?? pathname;
  // Spec §2: the first path segment is the parent path whose group stays open.
  const parent = `/${pathname.split('/')[1] ?? ''}`;
  const inline = mode === 'inline' && !collapsed;
  const [openKeys, setOpenKeys] = useState<string[]>(() => [parent]);
  // Reaching a page another way (tab, breadcrumb, link) unfolds its group, so the selected item shows.
  useEffect(() => {
    if (inline) setOpenKeys((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
  }, [parent, inline]);
  return (
    <Menu
      mode={mode}
      // In the top bar the menu sits on the white header.
      theme={mode === 'horizontal' ? 'light' : 'dark'}
      items={items}
      selectedKeys={[selected]}
      // Only the inline menu keeps groups open; in the top bar or collapsed, groups are popups that
      // open on hover and must not hang open by themselves.
      {...(inline ? { openKeys, onOpenChange: setOpenKeys } : {})}
      // A click lands on the entry's link, which navigates in-app itself (and leaves Ctrl / middle
      // clicks to the browser); only Enter on an entry reached with the arrow keys is left to here.
      onClick={({ key, domEvent }) => {
        if (domEvent.type === 'keydown') navigate(key);
      }}
      data-testid="side-menu"
    />
  );
}

/** A group's name, cut short by the sidebar width, keeps its full text for the pointer. */
function GroupLabel({ text }: { text: string }) {
  return <span title={text}>{text}</span>;
}

/**
 * The menu's routes (menuRoutes: no hidden page, no empty group) as menu items. Pages are real
 * links (open in a new tab, copy link; antd stretches an item's link over the whole item) and groups
 * plain names. `title` gives both their full text on hover once the sidebar cuts
 * them short, and is what the collapsed sidebar's tooltip shows.
 */
function toItems(routes: RouteEntry[], title: (path: string) => string): Item[] {
  return routes.map((route) => {
    const icon = route.icon ? MENU_ICONS[route.icon] : undefined;
    const text = title(route.path);
    return route.children
      ? { key: route.path, icon, label: <GroupLabel text={text} />, children: toItems(route.children, title) }
      : { key: route.path, icon, title: text, label: <Link to={route.path}>{text}</Link> };
  });
}
