import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { matchRoute, menuRoutes } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { useRouteTitle } from '../shell/route-title.ts';
import { MENU_ICONS } from './menu-icons.tsx';

type Item = Required<MenuProps>['items'][number];

/** The groups holding a key (a route path): those whose path is a prefix of it, outermost first. */
const groupsAbove = (key: string, groups: readonly string[]) => groups.filter((group) => key === group || key.startsWith(`${group}/`));

/** How long antd's inline menu takes to unfold a group: the selected item is scrolled to once it has its place. */
const UNFOLD_MS = 300;

/**
 * The permission-filtered menu (spec §6): hidden routes never show. Groups open one at a time
 * (opening one folds the others), and the current page's group is the open one, its item scrolled
 * into the sidebar's view: a long menu never leaves the active item out of sight.
 */
export function SideMenu({ routes, mode = 'inline', collapsed }: { routes: RouteEntry[]; mode?: 'inline' | 'horizontal'; collapsed?: boolean }) {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shownRoutes = useMemo(() => menuRoutes(routes), [routes]);
  const items = useMemo(() => toItems(shownRoutes, title), [shownRoutes, title]);
  const groups = useMemo(() => groupKeys(shownRoutes), [shownRoutes]);
  const selected = matchRoute(routes, pathname)?.path ?? pathname;
  // Spec §2: the parent path's group is open; a page reached another way (tab, breadcrumb, link)
  // unfolds its group and folds the rest.
  const activeGroups = useMemo(() => groupsAbove(selected, groups), [selected, groups]);
  const inline = mode === 'inline' && !collapsed;
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroups);
  useEffect(() => {
    if (inline) setOpenKeys(activeGroups);
  }, [activeGroups, inline]);
  // Opening a group folds the others (an accordion); closing one leaves the rest as they are.
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened === undefined ? keys : groupsAbove(opened, keys));
  };
  const holder = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly selected page is the trigger
  useEffect(() => {
    if (!inline) return;
    const timer = window.setTimeout(() => {
      holder.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest' });
    }, UNFOLD_MS);
    return () => window.clearTimeout(timer);
  }, [selected, inline]);
  return (
    <div ref={holder} className="side-menu-holder">
      <Menu
        mode={mode}
        // In the top bar the menu sits on the white header.
        theme={mode === 'horizontal' ? 'light' : 'dark'}
        items={items}
        selectedKeys={[selected]}
        // Only the inline menu keeps groups open; in the top bar or collapsed, groups are popups that
        // open on hover and must not hang open by themselves.
        {...(inline ? { openKeys, onOpenChange } : {})}
        // A click lands on the entry's link, which navigates in-app itself (and leaves Ctrl / middle
        // clicks to the browser); only Enter on an entry reached with the arrow keys is left to here.
        onClick={({ key, domEvent }) => {
          if (domEvent.type === 'keydown') navigate(key);
        }}
        data-testid="side-menu"
      />
    </div>
  );
}

/** Every group's key (its path) in the menu, nested ones included. */
function groupKeys(routes: readonly RouteEntry[]): string[] {
  return routes.flatMap((route) => (route.children ? [route.path, ...groupKeys(route.children)] : []));
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
