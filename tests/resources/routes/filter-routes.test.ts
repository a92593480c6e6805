import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { expandPermissionPaths } from '../../../resources/access/expand.ts';
import { filterRoutes, landingPath, matchRoute, menuRoutes } from '../../../resources/routes/filter-routes.ts';
import { flattenRoutes, ROUTE_TABLE, routeTitleKey } from '../../../resources/routes/route-table.ts';
import { DEMO_PROFILES, type DemoUser } from '../access/demo-profiles.ts';

async function routesFor(user: DemoUser) {
  const profile = DEMO_PROFILES[user];
  const checker = await createAccessChecker(profile);
  const expanded = expandPermissionPaths(profile.permissions);
  return filterRoutes(ROUTE_TABLE, (path) => expanded.has(path) || checker.can(path, 'read'));
}

const paths = (routes: ReturnType<typeof flattenRoutes>) => flattenRoutes(routes).map((route) => route.path);

describe('filterRoutes and landingPath (ACCESS.md "lands on")', () => {
  it.each<[DemoUser, string]>([
    ['operator', '/homeData/stats'],
    ['merchant', '/homeData/stats'],
    ['manager', '/homeData/stats'],
    ['guide', '/content/commodityManagement'],
    ['designer', '/content/planManagement'],
    ['school', '/homeData/stats'],
    ['nobody', '/405'],
  ])('%s lands on %s', async (user, expected) => {
    expect(landingPath(await routesFor(user))).toBe(expected);
  });

  it('keeps a guide to exactly its pages and their parents', async () => {
    const kept = paths(await routesFor('guide'));
    expect(kept).toContain('/content/commodityManagement');
    expect(kept).toContain('/customManagement/order');
    expect(kept).toContain('/dataCockpit/customerAnalytics');
    expect(kept).not.toContain('/content/recycleBin');
    expect(kept).not.toContain('/content/commodityManagement/labelManagement');
    expect(kept).not.toContain('/systemManagement');
    expect(kept).not.toContain('/settingCenter');
  });

  it('grants parameterised hidden routes through their parent page', async () => {
    const guide = paths(await routesFor('guide'));
    expect(guide).toContain('/customManagement/detail/:id/:userId');
    expect(guide).toContain('/content/panoEditor/:id');
    const designer = paths(await routesFor('designer'));
    expect(designer).toContain('/content/panoEditor/:id');
    expect(designer).not.toContain('/customManagement/detail/:id/:userId');
  });

  it('gives a wildcard every page below it, sub-pages included', async () => {
    const kept = paths(await routesFor('merchant'));
    expect(kept).toContain('/content/recycleBin');
    expect(kept).toContain('/content/albumManagement/labelManagement');
    expect(kept).toContain('/settingCenter/autoReply/add');
    expect(kept).not.toContain('/businessManagement/shopType');
  });

  it('keeps the manager out of the sub-account page of the master', async () => {
    const kept = paths(await routesFor('manager'));
    expect(kept).toContain('/myAccount/accountManagement');
    expect(kept).toContain('/myAccount/subSellerAccount');
    expect(kept).not.toContain('/myAccount/subaccountManagement');
    expect(kept).not.toContain('/settingCenter');
  });

  it('drops a parent whose children all fall away, and keeps whitelisted routes', () => {
    const routes = [
      { path: '/a', children: [{ path: '/a/x' }] },
      { path: '/b', children: [{ path: '/b/open', whitelist: true, hidden: true }] },
    ];
    expect(paths(filterRoutes(routes, () => false))).toEqual(['/b', '/b/open']);
    expect(landingPath(filterRoutes(routes, () => false))).toBe('/405');
  });
});

describe('menuRoutes', () => {
  it("leaves out the operator's Content group, which holds only the hidden editor and publish pages", async () => {
    const operator = await routesFor('operator');
    expect(paths(operator)).toContain('/content');
    expect(paths(operator)).toContain('/content/panoEditor/:id');
    expect(paths(menuRoutes(operator))).not.toContain('/content');
    expect(paths(menuRoutes(operator))).toContain('/systemManagement/hallTemplate');
  });

  it('shows no hidden page, and a group only with a visible page under it', () => {
    const routes = [
      { path: '/a', children: [{ path: '/a/x' }, { path: '/a/y/:id', hidden: true }] },
      { path: '/b', children: [{ path: '/b/z/:id', hidden: true }] },
      { path: '/c', hidden: true },
    ];
    expect(paths(menuRoutes(routes))).toEqual(['/a', '/a/x']);
  });
});

describe('matchRoute and routeTitleKey', () => {
  it.each([
    ['/content/panoEditor/42', '/content/panoEditor/:id'],
    ['/customManagement/detail/3/9', '/customManagement/detail/:id/:userId'],
    ['/content/commodityManagement/', '/content/commodityManagement'],
  ])('%s matches %s', (path, pattern) => {
    expect(matchRoute(ROUTE_TABLE, path)?.path).toBe(pattern);
  });

  it('matches nothing for unknown paths', () => {
    expect(matchRoute(ROUTE_TABLE, '/content/nope')).toBeUndefined();
    expect(matchRoute(ROUTE_TABLE, '/content/panoEditor')).toBeUndefined();
  });

  it('derives title keys without parameters', () => {
    expect(routeTitleKey('/content/panoEditor/:id')).toBe('routes./content/panoEditor');
    expect(routeTitleKey('/homeData')).toBe('routes./homeData');
  });

  it('declares every path once', () => {
    const all = flattenRoutes().map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
