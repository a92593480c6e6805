import { describe, expect, it } from 'vitest';
import { GRANTED_ROUTES, policiesFor } from '../../../resources/access/policies.ts';
import { DEMO_PROFILES } from './demo-profiles.ts';

const rulesOf = (permissions: string[], id: number | string = 7): string[][] => policiesFor({ id, permissions });

describe('policiesFor', () => {
  it.each([
    ['page', ['/content/commodityManagement'], [['7', '/content/commodityManagement', 'read']]],
    ['sub-page, not an action', ['/content/commodityManagement/labelManagement'], [['7', '/content/commodityManagement/labelManagement', 'read']]],
    ['action', ['/content/commodityManagement/delete'], [['7', '/content/commodityManagement', 'delete']]],
    ['sub-page action', ['/content/commodityManagement/labelManagement/edit'], [['7', '/content/commodityManagement/labelManagement', 'edit']]],
    [
      'wildcard',
      ['/orderCenter/*'],
      [
        ['7', '/orderCenter', '*'],
        ['7', '/orderCenter/*', '*'],
      ],
    ],
    ['flag', ['appDownload'], [['7', 'appDownload', 'read']]],
    ['flag with a slash', ['settingCenter/language'], [['7', 'settingCenter/language', 'read']]],
    ['invalid strings', ['', '/', '/*', 'content', '/a//b', '/a/(.*)', '/delete'], []],
    ['no permissions', [], []],
    [
      'duplicates',
      ['/orderCenter', '/orderCenter', '/orderCenter/*', '/orderCenter/*', '/orderCenter/export', '/orderCenter/export'],
      [
        ['7', '/orderCenter', 'read'],
        ['7', '/orderCenter', '*'],
        ['7', '/orderCenter/*', '*'],
        ['7', '/orderCenter', 'export'],
      ],
    ],
  ])('%s', (_name, permissions, expected) => {
    expect(rulesOf(permissions)).toEqual(expected);
  });

  it.each([
    [42, '42'],
    ['u-1', 'u-1'],
  ])('uses String(id) %j as the subject', (id, sub) => {
    expect(rulesOf(['/orderCenter'], id)).toEqual([[sub, '/orderCenter', 'read']]);
  });
});

describe("pages granted by another page or an action (the route table's grantedBy)", () => {
  it('names every hidden parameterised route of the spec, /redirect excluded, and the action-named sub-pages', () => {
    expect(GRANTED_ROUTES.map((route) => route.path)).toEqual([
      '/businessManagement/businessInfo/detail/:id',
      '/content/stats/:applicationId',
      '/content/appAnalytics/:applicationId',
      '/content/panoEditor/:id',
      '/content/publish/:id',
      '/marketingManagement/couponManagement/edit/:id',
      '/marketingManagement/couponManagement/detail/:id',
      '/marketingManagement/activityCenter/create',
      '/marketingManagement/activityCenter/edit/:id',
      '/customManagement/detail/:id/:userId',
      '/customManagement/orderEdit/:id',
      '/settingCenter/autoReply/add',
    ]);
  });

  const granted = (permissions: string[]): string[][] => rulesOf(permissions).filter(([, obj]) => GRANTED_ROUTES.some((route) => route.path === obj));

  it.each([
    [
      'create on the activity centre',
      ['/marketingManagement/activityCenter', '/marketingManagement/activityCenter/create'],
      [['7', '/marketingManagement/activityCenter/create', 'read']],
    ],
    ['edit on the activity centre', ['/marketingManagement/activityCenter/edit'], [['7', '/marketingManagement/activityCenter/edit/:id', 'read']]],
    [
      'edit on coupons: the edit page; reading coupons: the detail page',
      ['/marketingManagement/couponManagement', '/marketingManagement/couponManagement/edit'],
      [
        ['7', '/marketingManagement/couponManagement/edit/:id', 'read'],
        ['7', '/marketingManagement/couponManagement/detail/:id', 'read'],
      ],
    ],
    ['reading the activity centre alone: neither create nor edit', ['/marketingManagement/activityCenter'], []],
    ['create on coupons: not the edit page (the coupon page asks for create on edit/new itself)', ['/marketingManagement/couponManagement/create'], []],
    ['create on auto-replies: the add page', ['/settingCenter/autoReply/create'], [['7', '/settingCenter/autoReply/add', 'read']]],
  ])('%s', (_name, permissions, expected) => {
    expect(granted(permissions)).toEqual(expected);
  });
});

describe('parameterised routes', () => {
  const parameterised = (permissions: string[]): string[][] => rulesOf(permissions).filter(([, obj]) => obj.includes('/:'));

  it.each([
    [
      'granting page held',
      ['/content/planManagement'],
      [
        ['7', '/content/panoEditor/:id', 'read'],
        ['7', '/content/publish/:id', 'read'],
      ],
    ],
    [
      'granting page wildcard',
      ['/content/appManagement/*'],
      [
        ['7', '/content/stats/:applicationId', 'read'],
        ['7', '/content/stats/:applicationId', '*'],
        ['7', '/content/appAnalytics/:applicationId', 'read'],
        ['7', '/content/appAnalytics/:applicationId', '*'],
        // The publish page previews apps (`?of=apps`).
        ['7', '/content/publish/:id', 'read'],
        ['7', '/content/publish/:id', '*'],
      ],
    ],
    [
      'ancestor wildcard',
      ['/businessManagement/*'],
      [
        ['7', '/businessManagement/businessInfo/detail/:id', 'read'],
        ['7', '/businessManagement/businessInfo/detail/:id', '*'],
      ],
    ],
    ['an action on the granting page alone', ['/customManagement/order/edit'], []],
    [
      "any one of several granting pages (an operator's template list)",
      ['/systemManagement/hallTemplate'],
      [
        ['7', '/content/panoEditor/:id', 'read'],
        ['7', '/content/publish/:id', 'read'],
      ],
    ],
    ['a sibling page', ['/content/albumManagement'], []],
    ['the ancestor page without wildcard', ['/customManagement'], []],
    ['the route listed on its own', ['/customManagement/orderEdit/:id'], [['7', '/customManagement/orderEdit/:id', 'read']]],
  ])('%s', (_name, permissions, expected) => {
    expect(parameterised(permissions)).toEqual(expected);
  });

  it('gives the guide read on customer detail and order edit through their list pages', () => {
    const rules = policiesFor(DEMO_PROFILES.guide).map((rule) => rule.join(' '));
    expect(rules).toContain('4 /customManagement/detail/:id/:userId read');
    expect(rules).toContain('4 /customManagement/orderEdit/:id read');
    expect(rules).not.toContain('4 /customManagement/orderEdit/:id *');
  });
});

describe('demo profiles', () => {
  it.each(Object.entries(DEMO_PROFILES))('%s yields unique rules for its own subject', (_user, profile) => {
    const rules = policiesFor(profile);
    expect(new Set(rules.map((rule) => rule.join('\n'))).size).toBe(rules.length);
    expect(rules.every(([sub]) => sub === String(profile.id))).toBe(true);
  });

  it('gives nobody no rules', () => {
    expect(policiesFor(DEMO_PROFILES.nobody)).toEqual([]);
  });
});
