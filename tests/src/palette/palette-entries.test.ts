import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, resourceNamed } from '../../../resources/index.ts';
import { MASTER_PERMISSIONS, OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import {
  createEntries,
  pageEntries,
  recentEntries,
  recordTitle,
  searchableResources,
  searchEntries,
  type Translate,
} from '../../../src/palette/palette-entries.ts';
import { englishI18n } from '../render-in-app.tsx';
import { sessionFor } from './session-fixture.ts';

let t: Translate;
beforeAll(async () => {
  t = (await englishI18n()).t as unknown as Translate;
});

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('"New <record>" entries', () => {
  it.each([
    ['may only read shop types', ['/businessManagement/shopType'], []],
    ['may create shop types', ['/businessManagement/shopType', '/businessManagement/shopType/create'], ['New shop type']],
    ['may edit but not create', ['/businessManagement/shopType', '/businessManagement/shopType/edit'], []],
    ['has no page of any resource', ['/homeData/stats'], []],
  ])('a session that %s gets %j', async (_, permissions, expected) => {
    const { routes, checker } = await sessionFor(permissions);
    expect(names(createEntries(RESOURCES, routes, checker, t))).toEqual(expected);
  });

  it('offers an operator every writable platform resource, never the read-only audit log', async () => {
    const { routes, checker } = await sessionFor(OPERATOR_PERMISSIONS);
    const entries = createEntries(RESOURCES, routes, checker, t);
    expect(names(entries)).toEqual(expect.arrayContaining(['New shop type', 'New version', 'New setting']));
    expect(entries.map((entry) => entry.id)).not.toContain('create:audit-logs');
    expect(entries.find((entry) => entry.id === 'create:shop-types')).toMatchObject({ section: 'Create', to: '/businessManagement/shopType?create=1' });
  });

  it('names each tag area, so the tag groups of goods and of plans can be told apart', async () => {
    const { routes, checker } = await sessionFor(MASTER_PERMISSIONS);
    const tagEntries = createEntries(RESOURCES, routes, checker, t).filter((entry) => entry.id.startsWith('create:tags-'));
    expect(tagEntries.length).toBeGreaterThan(1);
    expect(new Set(tagEntries.map((entry) => entry.subtitle)).size).toBe(tagEntries.length);
    for (const platformOnly of ['create:shop-types', 'create:versions']) expect(tagEntries.map((entry) => entry.id)).not.toContain(platformOnly);
  });
});

describe('a resource living in another page’s tabs', () => {
  it('is neither created nor searched from the palette: the activity centre creates activities, not appointments', async () => {
    const { routes, checker } = await sessionFor(MASTER_PERMISSIONS);
    const ids = createEntries(RESOURCES, routes, checker, t).map((entry) => entry.id);
    expect(ids).toContain('create:activities');
    expect(ids).not.toContain('create:appointments');
    const searched = searchableResources(RESOURCES, routes, checker).map((resource) => resource.name);
    expect(searched).not.toContain('appointments');
    expect(recentEntries([{ resource: 'appointments', id: 1, title: '13800000000' }], RESOURCES, routes, t)).toEqual([]);
  });
});

describe('page entries', () => {
  it('lists the menu pages under their group and never a hidden route', async () => {
    const { routes } = await sessionFor(MASTER_PERMISSIONS);
    const entries = pageEntries(routes, t);
    const paths = entries.map((entry) => entry.to);
    expect(entries.find((entry) => entry.to === '/content/recycleBin')).toMatchObject({ name: 'Recycle bin', section: 'Content' });
    for (const hidden of [
      '/content/commodityManagement/labelManagement',
      '/content/panoEditor/:id',
      '/customManagement/detail/:id/:userId',
      '/settingCenter/autoReply/add',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('lists only what the session may open', async () => {
    const { routes } = await sessionFor(['/content/planManagement', '/myAccount/accountManagement']);
    expect(pageEntries(routes, t).map((entry) => [entry.section, entry.name])).toEqual([
      ['Content', 'Plans'],
      ['My account', 'Account'],
    ]);
  });
});

describe('record search entries', () => {
  it('searches the readable resources with search fields, and only those', async () => {
    const operator = await sessionFor(OPERATOR_PERMISSIONS);
    const searched = searchableResources(RESOURCES, operator.routes, operator.checker).map((resource) => resource.name);
    expect(searched).toContain('shop-types');
    expect(searched.every((name) => (resourceNamed(name)?.searchFields.length ?? 0) > 0)).toBe(true);
    const nobody = await sessionFor([]);
    expect(searchableResources(RESOURCES, nobody.routes, nobody.checker)).toEqual([]);
  });

  it('says "Go to <record>: <title>" and opens the record', () => {
    const shopTypes = resourceNamed('shop-types')!;
    const entries = searchEntries(
      [
        {
          resource: shopTypes,
          records: [
            { id: 3, name: 'Tmall' },
            { id: 4, name: '' },
          ],
        },
      ],
      'tm',
      t,
    );
    expect(entries).toEqual([
      expect.objectContaining({ name: 'Go to shop type: Tmall', subtitle: 'Shop types', to: '/businessManagement/shopType?show=3', keywords: 'tm' }),
      expect.objectContaining({ name: 'Go to shop type: #4', to: '/businessManagement/shopType?show=4' }),
    ]);
    expect(recordTitle(shopTypes, { id: 9, name: null })).toBe('#9');
  });
});

describe('recent record entries', () => {
  it('opens each remembered record and drops those the session cannot reach', async () => {
    const { routes } = await sessionFor(['/businessManagement/shopType']);
    const recent = [
      { resource: 'shop-types', id: 3, title: 'Tmall' },
      { resource: 'versions', id: 1, title: '2.4' },
      { resource: 'no-such-resource', id: 1, title: 'Gone' },
    ];
    expect(recentEntries(recent, RESOURCES, routes, t)).toEqual([
      { id: 'recent:shop-types:3', name: 'Tmall', subtitle: 'Shop types', section: 'Recently viewed', to: '/businessManagement/shopType?show=3' },
    ]);
  });
});
