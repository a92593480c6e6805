import { newEnforcer, newModelFromString } from 'casbin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MODEL } from '../../../resources/access/model.ts';
import { createAccessChecker, type AccessChecker } from '../../../resources/access/enforcer.ts';
import { DEMO_PROFILES, type DemoUser } from './demo-profiles.ts';

const checkers = {} as Record<DemoUser, AccessChecker>;

beforeAll(async () => {
  for (const user of Object.keys(DEMO_PROFILES) as DemoUser[]) {
    checkers[user] = await createAccessChecker(DEMO_PROFILES[user]);
  }
});

type Case = [DemoUser, string, string, boolean];

const decide = (user: DemoUser, object: string, action: string, expected: boolean): void => {
  expect(checkers[user].can(object, action)).toBe(expected);
};

describe('casbin g() without grouping rules', () => {
  it('matches a subject to itself and to nobody else', async () => {
    const enforcer = await newEnforcer(newModelFromString(ACCESS_MODEL));
    await enforcer.addPolicies([['alice', '/orderCenter', 'read']]);
    expect(enforcer.enforceSync('alice', '/orderCenter', 'read')).toBe(true);
    expect(enforcer.enforceSync('bob', '/orderCenter', 'read')).toBe(false);
  });
});

describe('createAccessChecker', () => {
  it('answers synchronously', () => {
    expect(checkers.guide.can('/content/commodityManagement', 'read')).toBe(true);
  });

  it.each<Case>([
    ['guide', '/content/commodityManagement', 'read', true],
    ['guide', '/content/commodityManagement', 'edit', false],
    ['guide', '/content/commodityManagement', 'delete', false],
    ['guide', '/content/commodityManagement/labelManagement', 'read', false],
    ['guide', '/content/storeManagement', 'read', false],
    ['designer', '/myAccount/accountManagement', 'read', true],
    ['designer', '/myAccount/accountManagement', 'edit', false],
    // Ancestors only keep parent routes in the menu; they grant nothing themselves.
    ['guide', '/content', 'read', false],
  ])('page: %s %s %s → %s', decide);

  it.each<Case>([
    ['guide', '/customManagement/customList', 'edit', true],
    ['guide', '/customManagement/customList', 'delete', false],
    ['guide', '/customManagement/order', 'edit', true],
    ['guide', '/customManagement/order', 'export', false],
    ['guide', '/customManagement/customList/labelManagement', 'edit', false],
  ])('action: %s %s %s → %s', decide);

  it('an action alone grants neither read nor other actions', async () => {
    const checker = await createAccessChecker({ id: 99, permissions: ['/orderCenter/export'] });
    expect([checker.can('/orderCenter', 'export'), checker.can('/orderCenter', 'read'), checker.can('/orderCenter', 'edit')]).toEqual([true, false, false]);
  });

  it.each<Case>([
    ['merchant', '/content', 'read', true],
    ['merchant', '/content/commodityManagement', 'delete', true],
    ['merchant', '/content/commodityManagement/labelManagement', 'create', true],
    ['merchant', '/settingCenter/brandSetting', 'edit', true],
    ['merchant', '/contentX/commodityManagement', 'read', false],
    ['manager', '/myAccount/subSellerAccount', 'delete', true],
    ['manager', '/myAccount/subSellerAccount', 'read', true],
    ['manager', '/myAccount/accountManagement', 'read', true],
    ['manager', '/myAccount/accountManagement', 'edit', false],
    ['manager', '/myAccount/subaccountManagement', 'read', false],
    ['manager', '/settingCenter/brandSetting', 'read', false],
    ['designer', '/content/planManagement', 'publish', true],
    ['designer', '/content/planManagement/labelManagement', 'delete', true],
    ['designer', '/content/planManagementX', 'read', false],
    ['designer', '/content/commodityManagement', 'read', false],
    ['operator', '/systemManagement/hallTemplate/labelManagement', 'edit', true],
    ['operator', '/homeData/stats', 'read', true],
    ['operator', '/content/commodityManagement', 'read', false],
  ])('wildcard: %s %s %s → %s', decide);

  it.each<Case>([
    ['guide', '/content/panoEditor/17', 'read', true],
    ['guide', '/content/panoEditor/17', 'edit', false],
    ['guide', '/content/panoEditor', 'read', false],
    ['guide', '/content/panoEditor/17/extra', 'read', false],
    ['guide', '/content/stats/app-9', 'read', true],
    ['guide', '/customManagement/detail/3/9', 'read', true],
    ['guide', '/customManagement/detail/3', 'read', false],
    ['guide', '/customManagement/orderEdit/5', 'read', true],
    ['guide', '/customManagement/orderEdit/:id', 'read', true],
    ['designer', '/content/publish/8', 'publish', true],
    ['designer', '/content/appAnalytics/app-9', 'export', true],
    ['designer', '/customManagement/detail/3/9', 'read', false],
    ['operator', '/businessManagement/businessInfo/detail/5', 'read', true],
    ['merchant', '/content/panoEditor/17', 'edit', true],
    ['manager', '/businessManagement/businessInfo/detail/5', 'read', false],
  ])('keyMatch2: %s %s %s → %s', decide);

  it.each<Case>([
    ['merchant', 'appDownload', 'read', true],
    ['guide', 'appDownload', 'read', true],
    ['designer', 'appDownload', 'read', false],
    ['school', 'zhEdu', 'read', true],
    ['school', 'settingCenter/language', 'read', true],
    ['merchant', 'zhEdu', 'read', false],
    ['school', 'enEdu', 'edit', false],
  ])('flag: %s %s %s → %s', decide);

  it.each<Case>([
    ['nobody', '/homeData/stats', 'read', false],
    ['nobody', '/content/commodityManagement', 'edit', false],
    ['nobody', '/customManagement/detail/3/9', 'read', false],
    ['nobody', 'appDownload', 'read', false],
    ['nobody', '/', '*', false],
    ['nobody', '*', '*', false],
  ])('nobody: %s %s %s → %s', decide);

  it('keeps each profile to its own rules', async () => {
    const twin = await createAccessChecker({ id: DEMO_PROFILES.guide.id, permissions: [] });
    expect(twin.can('/content/commodityManagement', 'read')).toBe(false);
    expect(checkers.guide.can('/content/storeManagement', 'read')).toBe(false);
  });
});
