import { describe, expect, it } from 'vitest';
import { hasPermission, joinToPath } from '../../../resources/access/has-permission.ts';
import { DEMO_PROFILES, type DemoUser } from './demo-profiles.ts';

type Case = [DemoUser, string, string, boolean, boolean];

const check = (user: DemoUser, s: string, currentPath: string, pageFlag: boolean, expected: boolean): void => {
  expect(hasPermission(s, { permissions: DEMO_PROFILES[user].permissions, currentPath, pageFlag })).toBe(expected);
};

describe('joinToPath', () => {
  it.each([
    ['/customManagement/customList', 'edit', '/customManagement/customList/edit'],
    ['/customManagement/customList/', 'edit', '/customManagement/customList/edit'],
    ['', 'edit', '/edit'],
  ])('%j + %j → %j', (currentPath, s, expected) => {
    expect(joinToPath(currentPath, s)).toBe(expected);
  });
});

describe('hasPermission', () => {
  it.each<Case>([
    ['guide', '/customManagement/customList/edit', '/', false, true],
    ['guide', '/customManagement/customList', '/', false, true],
    ['guide', '/customManagement/customList/delete', '/', false, false],
    ['guide', '/customManagement', '/', false, false],
    ['guide', '/content/commodity', '/', false, false],
    ['nobody', '/homeData/stats', '/', false, false],
  ])('exact: %s %s (at %s) → %s', (user, s, path, flag, expected) => check(user, s, path, flag, expected));

  it.each<Case>([
    ['guide', '/customManagement', '/', true, true],
    ['guide', '/content/commodity', '/', true, true],
    ['guide', '/content/storeManagement', '/', true, false],
    ['merchant', '/content', '/', true, true],
    ['nobody', '/content', '/', true, false],
  ])('pageFlag substring: %s %s (at %s) → %s', (user, s, path, flag, expected) => check(user, s, path, flag, expected));

  it.each<Case>([
    ['guide', 'edit', '/customManagement/customList', false, true],
    ['guide', 'edit', '/customManagement/customList/', false, true],
    ['guide', 'delete', '/customManagement/customList', false, false],
    ['guide', 'edit', '/content/commodityManagement', false, false],
    ['guide', 'order', '/customManagement', false, true],
    ['nobody', 'edit', '/customManagement/customList', false, false],
  ])('relative: %s %s (at %s) → %s', (user, s, path, flag, expected) => check(user, s, path, flag, expected));

  it.each<Case>([
    ['merchant', '/content/commodityManagement/delete', '/', false, true],
    ['merchant', 'delete', '/content/commodityManagement', false, true],
    ['merchant', '/content', '/', false, true],
    ['merchant', '/contentX/commodityManagement', '/', false, false],
    ['manager', '/myAccount/subSellerAccount/delete', '/', false, true],
    ['manager', 'edit', '/myAccount/accountManagement', false, false],
    ['manager', '/myAccount/subaccountManagement', '/', false, false],
    ['designer', 'publish', '/content/planManagement', false, true],
  ])('wildcard: %s %s (at %s) → %s', (user, s, path, flag, expected) => check(user, s, path, flag, expected));

  it.each<Case>([
    ['merchant', 'appDownload', '/homeData/stats', false, true],
    ['designer', 'appDownload', '/content/planManagement', false, false],
    ['school', 'settingCenter/language', '/settingCenter/brandSetting', false, true],
    ['merchant', 'zhEdu', '/homeData/stats', false, false],
  ])('flag: %s %s (at %s) → %s', (user, s, path, flag, expected) => check(user, s, path, flag, expected));

  it('ignores a malformed wildcard instead of unlocking everything', () => {
    expect(hasPermission('/homeData/stats', { permissions: ['/*'], currentPath: '/' })).toBe(false);
  });
});
