import { describe, expect, it } from 'vitest';
import { pageOf, parsePermission } from '../../../resources/access/parse.ts';

describe('parsePermission', () => {
  it.each([
    ['/content', { kind: 'page', page: '/content' }],
    ['/content/commodityManagement', { kind: 'page', page: '/content/commodityManagement' }],
    // Sub-pages are pages of their own, not actions.
    ['/content/commodityManagement/labelManagement', { kind: 'page', page: '/content/commodityManagement/labelManagement' }],
    ['/content/appManagement/styleTemplate', { kind: 'page', page: '/content/appManagement/styleTemplate' }],
    ['/customManagement/detail/:id/:userId', { kind: 'page', page: '/customManagement/detail/:id/:userId' }],
    ['/405', { kind: 'page', page: '/405' }],
    // `read` is not in the vocabulary, so it is just another segment.
    ['/content/albumManagement/read', { kind: 'page', page: '/content/albumManagement/read' }],
  ])('%s is a page', (permission, expected) => {
    expect(parsePermission(permission)).toEqual(expected);
  });

  it.each([
    ['/content/commodityManagement/delete', '/content/commodityManagement', 'delete'],
    ['/customManagement/customList/edit', '/customManagement/customList', 'edit'],
    ['/content/commodityManagement/labelManagement/create', '/content/commodityManagement/labelManagement', 'create'],
    ['/content/planManagement/status', '/content/planManagement', 'status'],
    ['/customManagement/orderEdit/:id/edit', '/customManagement/orderEdit/:id', 'edit'],
  ])('%s is action %s · %s', (permission, page, action) => {
    expect(parsePermission(permission)).toEqual({ kind: 'action', page, action });
  });

  it.each([
    ['/content/*', '/content'],
    ['/myAccount/subSellerAccount/*', '/myAccount/subSellerAccount'],
  ])('%s is a wildcard of %s', (permission, page) => {
    expect(parsePermission(permission)).toEqual({ kind: 'wildcard', page });
  });

  it.each(['appDownload', 'settingCenter/language', 'zhEdu', 'enEdu'])('%s is a flag', (flag) => {
    expect(parsePermission(flag)).toEqual({ kind: 'flag', flag });
  });

  it.each([
    [''],
    ['/'],
    ['/*'],
    ['*'],
    ['content'],
    ['content/commodityManagement'],
    ['/content/'],
    ['//content'],
    ['/content//commodityManagement'],
    ['/content/*/delete'],
    ['/content/**'],
    ['/content/comm.dity'],
    ['/content/(.*)'],
    ['/content/ commodity'],
    [' /content'],
    ['/delete'],
    ['/content/:'],
    ['/content?tab=1'],
    ['AppDownload'],
  ])('%j is invalid', (permission) => {
    expect(parsePermission(permission)).toEqual({ kind: 'invalid' });
  });
});

describe('pageOf', () => {
  it.each([
    ['/content/commodityManagement', '/content/commodityManagement'],
    ['/content/commodityManagement/delete', '/content/commodityManagement'],
    ['/content/*', '/content'],
    ['appDownload', null],
    ['nonsense', null],
  ])('%s → %s', (permission, expected) => {
    expect(pageOf(parsePermission(permission))).toBe(expected);
  });
});
