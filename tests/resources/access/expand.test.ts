import { describe, expect, it } from 'vitest';
import { ancestorPaths, expandPermissionPaths, permissionTree } from '../../../resources/access/expand.ts';
import { DEMO_PROFILES } from './demo-profiles.ts';

const sorted = (set: Set<string>): string[] => [...set].sort();

describe('ancestorPaths', () => {
  it.each([
    ['/content', ['/content']],
    ['/content/commodityManagement', ['/content', '/content/commodityManagement']],
    [
      '/customManagement/detail/:id/:userId',
      ['/customManagement', '/customManagement/detail', '/customManagement/detail/:id', '/customManagement/detail/:id/:userId'],
    ],
  ])('%s → %j', (page, expected) => {
    expect(ancestorPaths(page)).toEqual(expected);
  });
});

describe('expandPermissionPaths', () => {
  it.each([
    [['/content/commodityManagement'], ['/content', '/content/commodityManagement']],
    [['/content/commodityManagement/labelManagement'], ['/content', '/content/commodityManagement', '/content/commodityManagement/labelManagement']],
    // Actions and wildcards contribute their page, never the action or `*` segment.
    [['/content/commodityManagement/delete'], ['/content', '/content/commodityManagement']],
    [['/myAccount/subSellerAccount/*'], ['/myAccount', '/myAccount/subSellerAccount']],
    [['/content/*'], ['/content']],
    [['appDownload', 'zhEdu', 'settingCenter/language'], []],
    [['nonsense', '/bad//path', '/*'], []],
    [
      ['/content/planManagement', '/content/planManagement', '/content/hallManagement'],
      ['/content', '/content/hallManagement', '/content/planManagement'],
    ],
  ])('%j → %j', (permissions, expected) => {
    expect(sorted(expandPermissionPaths(permissions))).toEqual(expected);
  });

  it.each([
    [
      'operator',
      [
        '/businessManagement',
        '/dataCockpit',
        '/homeData',
        '/myAccount',
        '/myAccount/accountManagement',
        '/orderCenter',
        '/staffManagement',
        '/systemManagement',
      ],
    ],
    [
      'guide',
      [
        '/content',
        '/content/albumManagement',
        '/content/appManagement',
        '/content/commodityManagement',
        '/content/documentManagement',
        '/content/hallManagement',
        '/content/planManagement',
        '/content/videoManagement',
        '/customManagement',
        '/customManagement/customList',
        '/customManagement/order',
        '/dataCockpit',
        '/dataCockpit/customerAnalytics',
        '/myAccount',
        '/myAccount/accountManagement',
      ],
    ],
    ['nobody', []],
  ] as const)('demo %s expands to its pages and their ancestors', (user, expected) => {
    expect(sorted(expandPermissionPaths(DEMO_PROFILES[user].permissions))).toEqual(expected);
  });
});

describe('permissionTree', () => {
  it('nests the expanded pages, sorted by path', () => {
    expect(
      permissionTree([
        '/content/planManagement',
        '/myAccount/accountManagement',
        '/content/commodityManagement/labelManagement',
        '/content/commodityManagement/delete',
        'appDownload',
      ]),
    ).toEqual([
      {
        path: '/content',
        children: [
          {
            path: '/content/commodityManagement',
            children: [{ path: '/content/commodityManagement/labelManagement', children: [] }],
          },
          { path: '/content/planManagement', children: [] },
        ],
      },
      { path: '/myAccount', children: [{ path: '/myAccount/accountManagement', children: [] }] },
    ]);
  });

  it('does not depend on the order of the permission list', () => {
    const permissions = [...DEMO_PROFILES.guide.permissions];
    expect(permissionTree([...permissions].reverse())).toEqual(permissionTree(permissions));
  });

  it.each([
    ['manager', ['/content', '/customManagement', '/dataCockpit', '/homeData', '/marketingManagement', '/myAccount']],
    ['designer', ['/content', '/myAccount']],
    ['nobody', []],
  ] as const)('demo %s has top-level nodes %j', (user, expected) => {
    expect(permissionTree(DEMO_PROFILES[user].permissions).map((node) => node.path)).toEqual(expected);
  });

  it('gives the manager both myAccount pages and no others', () => {
    const myAccount = permissionTree(DEMO_PROFILES.manager.permissions).find((n) => n.path === '/myAccount');
    expect(myAccount?.children.map((node) => node.path)).toEqual(['/myAccount/accountManagement', '/myAccount/subSellerAccount']);
  });
});
