import { describe, expect, it } from 'vitest';
import {
  buildPermissionTree,
  filterPermissionTree,
  leafKeys,
  permissionsFromChecked,
  splitPermissions,
  withCheckedBoxes,
  withFlags,
} from '../../../src/roles/permission-tree.ts';
import { CONTENT_LEAVES, VOCABULARY } from './role-vocabulary-fixture.ts';

const nodes = buildPermissionTree(VOCABULARY.tree);
const { flags } = VOCABULARY;
const split = (value: string[]) => splitPermissions(value, nodes, flags);

describe('the permission tree built from the vocabulary', () => {
  it('has sections without a View box, pages with View and their actions, and sub-pages under their page', () => {
    const content = nodes[1];
    expect(content).toMatchObject({ key: '/content/*', kind: 'section' });
    const goods = content.children?.find((node) => node.path === '/content/commodityManagement');
    expect(goods?.key).toBe('/content/commodityManagement/*');
    expect(goods?.children?.map((node) => node.key)).toEqual([
      '/content/commodityManagement',
      '/content/commodityManagement/create',
      '/content/commodityManagement/edit',
      '/content/commodityManagement/shelve',
      // Listed beside its page by the server, nested by path: `<page>/*` grants it.
      '/content/commodityManagement/labelManagement/*',
    ]);
  });

  it('makes a page with no actions and no sub-pages a single box standing for the page', () => {
    expect(nodes[0].children?.[0]).toEqual({ key: '/homeData/stats', path: '/homeData/stats', kind: 'page' });
  });
});

describe('reading stored permissions', () => {
  it.each([
    ['a wildcard checks every box below its page', ['/content/*'], CONTENT_LEAVES],
    [
      'a page wildcard checks its sub-pages too',
      ['/content/commodityManagement/*'],
      CONTENT_LEAVES.filter((key) => key.startsWith('/content/commodityManagement')),
    ],
    ['a plain page checks its View box only', ['/content/storeManagement'], ['/content/storeManagement']],
    ['an action checks its own box', ['/content/recycleBin/purge'], ['/content/recycleBin/purge']],
    ['a wildcard of a single-box page checks it', ['/homeData/stats/*'], ['/homeData/stats']],
  ])('%s', (_, value, checked) => {
    expect([...split(value).checked].sort()).toEqual([...checked].sort());
  });

  it('sets flags apart and keeps what the vocabulary does not know, as it is', () => {
    const value = ['appDownload', '/content/gone', '/content/storeManagement/fly', '/nowhere/*', 'zhEdu', '/content'];
    expect(split(value)).toEqual({
      checked: new Set(),
      flags: ['appDownload'],
      unknown: ['/content/gone', '/content/storeManagement/fly', '/nowhere/*', 'zhEdu', '/content'],
    });
  });
});

describe('writing the checked boxes', () => {
  it('stores a section whose boxes are all checked as its wildcard alone', () => {
    expect(permissionsFromChecked(nodes, new Set(CONTENT_LEAVES))).toEqual(['/content/*']);
  });

  it('stores a whole page as its wildcard, and the rest box by box', () => {
    const checked = new Set([
      ...CONTENT_LEAVES.filter((key) => key.startsWith('/content/storeManagement')),
      '/content/recycleBin',
      '/homeData/stats',
      '/homeData/dataDetail',
    ]);
    expect(permissionsFromChecked(nodes, checked)).toEqual(['/homeData/*', '/content/storeManagement/*', '/content/recycleBin']);
  });

  it('leaves a page short of one sub-page box unwildcarded, since its wildcard would grant that too', () => {
    const checked = new Set(CONTENT_LEAVES.filter((key) => key.startsWith('/content/commodityManagement') && !key.endsWith('labelManagement/create')));
    expect(permissionsFromChecked(nodes, checked)).toEqual([
      '/content/commodityManagement',
      '/content/commodityManagement/create',
      '/content/commodityManagement/edit',
      '/content/commodityManagement/shelve',
      '/content/commodityManagement/labelManagement',
    ]);
  });

  it('round-trips every stored wildcard', () => {
    for (const value of [['/content/*'], ['/homeData/*', '/content/storeManagement/*']])
      expect(permissionsFromChecked(nodes, split(value).checked)).toEqual(value);
  });

  it('keeps flags and unknown strings when boxes change, and a single-box page stored as a wildcard', () => {
    const value = ['/homeData/stats/*', 'appDownload', '/legacy/page', '/content/recycleBin'];
    const checked = new Set([...split(value).checked, '/content/storeManagement']);
    expect(withCheckedBoxes(value, nodes, flags, checked)).toEqual([
      '/homeData/stats/*',
      '/content/storeManagement',
      '/content/recycleBin',
      'appDownload',
      '/legacy/page',
    ]);
  });

  it('toggles flags without touching anything else', () => {
    expect(withFlags(['/content/*', 'appDownload', 'zhEdu'], flags, ['settingCenter/language'])).toEqual(['/content/*', 'zhEdu', 'settingCenter/language']);
  });
});

describe('searching the tree', () => {
  it('keeps a matching page whole and the way down to it, nothing else', () => {
    const shown = filterPermissionTree(nodes, (node) => node.path === '/content/commodityManagement/labelManagement');
    expect(shown.map((node) => node.key)).toEqual(['/content/*']);
    expect(leafKeys(shown)).toEqual(['/content/commodityManagement/labelManagement', '/content/commodityManagement/labelManagement/create']);
  });
});
