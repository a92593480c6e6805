import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../../../resources/access/expand.ts';
import { filterRoutes, menuRoutes } from '../../../resources/routes/filter-routes.ts';
import { flattenRoutes, ROUTE_TABLE, type RouteEntry } from '../../../resources/routes/route-table.ts';
import { DESIGNER_PERMISSIONS, GUIDE_PERMISSIONS, MASTER_PERMISSIONS, OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { SideMenu } from '../../../src/layout/SideMenu.tsx';
import { renderInApp } from '../render-in-app.tsx';

/** The routes a session with these permissions gets, built the way providers/session-store.ts builds them. */
async function routesFor(permissions: readonly string[]): Promise<RouteEntry[]> {
  const checker = await createAccessChecker({ id: 1, permissions: [...permissions] });
  const expanded = expandPermissionPaths(permissions);
  return filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read'));
}

const menu = () => screen.getByTestId('side-menu');
const groupLabels = () =>
  within(menu())
    .getAllByRole('menuitem')
    .filter((item) => item.closest('.ant-menu-submenu-title'))
    .map((item) => item.textContent);

/** Opens every group and lists the items a user can click, group by group. */
function visibleMenu(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const title of menu().querySelectorAll<HTMLElement>(':scope > .ant-menu-submenu > .ant-menu-submenu-title')) {
    const group = title.parentElement as HTMLElement;
    if (!group.classList.contains('ant-menu-submenu-open')) fireEvent.click(title);
    result[title.textContent ?? ''] = within(group.querySelector('ul') as HTMLElement)
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '');
  }
  return result;
}

async function showMenuFor(permissions: readonly string[], path = '/') {
  await renderInApp(<SideMenu routes={await routesFor(permissions)} />, { path });
}

describe('SideMenu filtered by permission (spec §6)', () => {
  it('shows a shopping guide only its content, customers, analytics and account pages', async () => {
    await showMenuFor(GUIDE_PERMISSIONS);
    expect(visibleMenu()).toEqual({
      Content: ['Goods', 'Plans', 'Halls', 'Apps', 'Albums', 'Videos', 'Documents'],
      'Data cockpit': ['Customer analytics'],
      'My account': ['Account'],
      Customers: ['Customer list', 'Intention orders'],
    });
  });

  it('shows a designer the design areas and its own account, nothing else', async () => {
    await showMenuFor(DESIGNER_PERMISSIONS);
    expect(visibleMenu()).toEqual({
      Content: ['Plans', 'Halls', 'Apps', 'Sticker apps', 'Cloud drive', 'Material centre'],
      'My account': ['Account'],
    });
  });

  it('shows a merchant every merchant area, but no platform area', async () => {
    await showMenuFor(MASTER_PERMISSIONS);
    expect(groupLabels()).toEqual(['Home', 'Content', 'Data cockpit', 'Marketing', 'My account', 'Customers', 'Settings']);
    const items = visibleMenu();
    expect(items.Content).toContain('Recycle bin');
    expect(items.Content).toContain('Stores');
    expect(items['My account']).toEqual(['Account', 'Store sub-accounts', 'Sub-accounts']);
    expect(items.Settings).toContain('Event subscription');
    for (const platform of ['System', 'Staff', 'Orders', 'Merchants']) expect(groupLabels()).not.toContain(platform);
  });

  it.each([
    ['guide', GUIDE_PERMISSIONS],
    ['merchant', MASTER_PERMISSIONS],
    ['designer', DESIGNER_PERMISSIONS],
  ])('never lists a hidden route for the %s, even where the session may open it', async (_, permissions) => {
    await showMenuFor(permissions);
    const shown = Object.values(visibleMenu()).flat();
    for (const hidden of [
      'Panorama editor',
      'Preview and publish',
      'Goods tags',
      'Album tags',
      'Customer detail',
      'Edit order',
      'App statistics',
      'App analytics',
    ]) {
      expect(shown).not.toContain(hidden);
    }
  });

  it('opens the group of the current page and selects its item', async () => {
    await showMenuFor(GUIDE_PERMISSIONS, '/customManagement/order');
    const open = menu().querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title');
    expect([...open].map((title) => title.textContent)).toEqual(['Customers']);
    expect(menu().querySelector('.ant-menu-item-selected')?.textContent).toBe('Intention orders');
  });
});

/** The paths of the pages the menu offers: the leaves of what the menu shows (no hidden page, no empty group). */
function shownPages(routes: RouteEntry[]): string[] {
  return flattenRoutes(menuRoutes(routes))
    .filter((route) => !route.children)
    .map((route) => route.path);
}

describe('SideMenu entries are links (middle-click, open in a new tab, copy link)', () => {
  it.each([
    ['merchant', MASTER_PERMISSIONS],
    ['operator', OPERATOR_PERMISSIONS],
  ])('shows every page of the %s as a link to its address, named as the entry', async (_, permissions) => {
    const routes = await routesFor(permissions);
    await renderInApp(<SideMenu routes={routes} />);
    visibleMenu();
    const entries = within(menu())
      .getAllByRole('menuitem')
      .filter((item) => !item.closest('.ant-menu-submenu-title'));
    const links = entries.map((entry) => within(entry).getByRole('link', { name: entry.textContent ?? '' }));
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(shownPages(routes).sort());
  });

  it('shows the operator no Content entry: its Content routes are the hidden editor and publish pages only', async () => {
    await renderInApp(<SideMenu routes={await routesFor(OPERATOR_PERMISSIONS)} />);
    visibleMenu();
    expect(within(menu()).queryByText('Content', { exact: true })).toBeNull();
    expect(within(menu()).queryByRole('link', { name: 'Content' })).toBeNull();
  });

  it('a plain click opens the page inside the app, without loading a new document', async () => {
    await showMenuFor(DESIGNER_PERMISSIONS, '/content/planManagement');
    const link = screen.getByRole('link', { name: 'Material centre' });
    expect(link.getAttribute('href')).toBe('/content/materialCenter');
    // fireEvent.click answers false when the default (the browser loading the href) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/content/materialCenter');
  });

  it('a Ctrl+click is left to the browser (a new tab) and the app stays on its page', async () => {
    await showMenuFor(DESIGNER_PERMISSIONS, '/content/planManagement');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Material centre' }), { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/content/planManagement');
  });

  it('Enter on an entry chosen with the arrow keys still opens its page', async () => {
    await showMenuFor(DESIGNER_PERMISSIONS, '/content/planManagement');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Material centre' }), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(screen.getByTestId('location').textContent).toBe('/content/materialCenter');
  });
});

describe('SideMenu labels cut short by the sidebar width', () => {
  /** What the pointer shows on hover: the nearest title attribute around the text. */
  const hoverText = (element: HTMLElement) => element.closest('[title]')?.getAttribute('title');

  it('give their full text on hover', async () => {
    await renderInApp(<SideMenu routes={await routesFor(OPERATOR_PERMISSIONS)} />, { path: '/systemManagement/realTimeRenderingPlanTemplate' });
    const link = screen.getByRole('link', { name: 'Real-time rendering plan templates' });
    expect(hoverText(link)).toBe('Real-time rendering plan templates');
  });

  it('give their full text on hover in Japanese too, groups included', async () => {
    const japanese = await createI18n('ja');
    await renderInApp(<SideMenu routes={await routesFor(MASTER_PERMISSIONS)} />, { path: '/dataCockpit/customerAnalysis', i18n: japanese });
    const group = within(menu()).getByText('データコックピット');
    expect(hoverText(group)).toBe('データコックピット');
    for (const link of within(menu()).getAllByRole('link')) expect(hoverText(link)).toBe(link.textContent);
  });
});

describe('SideMenu groups fold like an accordion, the active one open (issue 35)', () => {
  const openGroups = () => [...menu().querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((title) => title.textContent);
  const groupTitle = (name: string) => within(menu()).getByText(name, { exact: true }).closest('.ant-menu-submenu-title') as HTMLElement;

  it('opening a group folds the one that was open', async () => {
    await showMenuFor(MASTER_PERMISSIONS, '/content/commodityManagement');
    expect(openGroups()).toEqual(['Content']);
    fireEvent.click(groupTitle('Marketing'));
    expect(openGroups()).toEqual(['Marketing']);
    fireEvent.click(groupTitle('Settings'));
    expect(openGroups()).toEqual(['Settings']);
  });

  it('going to a page of another group opens that group alone, and scrolls its item into view', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      await showMenuFor(MASTER_PERMISSIONS, '/content/commodityManagement');
      fireEvent.click(groupTitle('My account'));
      fireEvent.click(screen.getByRole('link', { name: 'Sub-accounts' }));
      await waitFor(() => expect(openGroups()).toEqual(['My account']));
      await waitFor(() => expect(scrolled.at(-1)).toBe('Sub-accounts'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
