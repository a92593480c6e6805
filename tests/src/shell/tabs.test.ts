import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteEntry } from '../../../resources/routes/route-table.ts';
import { addTab, affixTabs, closeAllTabs, closeOtherTabs, closeTab, neighbourAfterClose, type Tab } from '../../../src/shell/tabs.ts';

const tab = (fullPath: string, affix = false): Tab => ({ path: fullPath.split('?')[0], fullPath, routePath: fullPath.split('?')[0], affix });
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);
const start = [tab('/homeData/stats', true), tab('/content/commodityManagement'), tab('/content/albumManagement'), tab('/myAccount/accountManagement')];

describe('tags view rules (spec §2)', () => {
  it('adds a view only if its path is not already present', () => {
    expect(paths(addTab(start, tab('/content/albumManagement')))).toEqual(paths(start));
  });

  it('keeps one tab per page whatever its query, remembering where the page was left', () => {
    const moved = addTab(start, tab('/content/albumManagement?page=2'));
    expect(paths(moved)).toEqual(paths(start));
    expect(moved[2].fullPath).toBe('/content/albumManagement?page=2');
    expect(neighbourAfterClose(moved, closeTab(moved, '/content/commodityManagement'), '/content/commodityManagement')).toBe('/content/albumManagement?page=2');
  });

  it('never closes the affix view', () => {
    expect(paths(closeTab(start, '/homeData/stats'))).toEqual(paths(start));
    expect(paths(closeTab(start, '/content/albumManagement'))).not.toContain('/content/albumManagement');
  });

  it('close others keeps the chosen view and the affix views', () => {
    expect(paths(closeOtherTabs(start, '/content/albumManagement'))).toEqual(['/homeData/stats', '/content/albumManagement']);
  });

  it('close all keeps only the affix views', () => {
    expect(paths(closeAllTabs(start))).toEqual(['/homeData/stats']);
  });

  it.each([
    ['/content/albumManagement', '/myAccount/accountManagement'],
    ['/myAccount/accountManagement', '/content/albumManagement'],
  ])('after closing %s the next view is %s', (closed, next) => {
    expect(neighbourAfterClose(start, closeTab(start, closed), closed)).toBe(next);
  });
});

describe('affix views declared by route meta (spec §2, §3 meta.affix)', () => {
  const routes: RouteEntry[] = [
    { path: '/homeData', children: [{ path: '/homeData/stats' }] },
    {
      path: '/content',
      children: [
        { path: '/content/commodityManagement' },
        { path: '/content/recycleBin', affix: true, noCache: true },
        { path: '/content/panoEditor/:id', affix: true },
      ],
    },
  ];

  it('are the landing page first, then every route declared affix, in the route table order', () => {
    expect(affixTabs(routes, '/homeData/stats')).toEqual([
      { path: '/homeData/stats', fullPath: '/homeData/stats', routePath: '/homeData/stats', affix: true, noCache: undefined },
      { path: '/content/recycleBin', fullPath: '/content/recycleBin', routePath: '/content/recycleBin', affix: true, noCache: true },
    ]);
  });

  it('count a landing page that is declared affix once', () => {
    expect(paths(affixTabs(routes, '/content/recycleBin'))).toEqual(['/content/recycleBin']);
  });

  it('survive close, close others and close all', () => {
    const tabs = addTab(affixTabs(routes, '/homeData/stats'), tab('/content/commodityManagement'));
    expect(paths(closeTab(tabs, '/content/recycleBin'))).toEqual(paths(tabs));
    expect(paths(closeOtherTabs(tabs, '/content/commodityManagement'))).toEqual(paths(tabs));
    expect(paths(closeAllTabs(tabs))).toEqual(['/homeData/stats', '/content/recycleBin']);
  });

  it('the home page is declared affix in the route table', () => {
    expect(paths(affixTabs(ROUTE_TABLE, '/content/commodityManagement'))).toEqual(['/content/commodityManagement', '/homeData/stats']);
  });
});
