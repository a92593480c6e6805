import type { DataProvider } from '@refinedev/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../providers/session-store.ts';
import type { RouteEntry } from '../../../resources/routes/route-table.ts';
import type { StatsRankRow } from '../../../resources/stats/stats-query.schema.ts';
import { EventLog } from '../../../src/home/EventLog.tsx';
import { RankLists } from '../../../src/home/RankLists.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';
import { period } from './home-fixtures.tsx';

/** The operator's home page names what its event log and top content mention (issue 34), and says whose each is. */
const OPERATOR_PAGES = ['/businessManagement/businessInfo', '/businessManagement/subaccountManagement', '/content/commodityManagement'];

function renderAsOperator(ui: React.ReactNode, api: DataProvider, pages = OPERATOR_PAGES) {
  const routes = [
    { path: '/homeData', children: [{ path: '/homeData/stats' }] },
    { path: '/business', children: pages.map((path) => ({ path })) },
  ] as RouteEntry[];
  const checker = { can: (page: string) => page.startsWith('/homeData') || pages.includes(page) };
  const state = { profile: { id: 1, role_tag: 'atrium', permission: ['/homeData/*'] }, checker, routes, landing: '/homeData/stats' } as unknown as SessionState;
  return renderSignedIn(ui, api, state, '/homeData/stats');
}

const event = {
  id: 1,
  merchant_id: 2,
  source_type: 'view',
  use_at: '2025-06-10T02:00:00.000Z',
  channel: 1,
  viewer_id: 'account:9',
  store_id: null,
  sale_id: 9,
  content_kind: 'commodity',
  content_id: 7,
  use_time: null,
  stay_time: 30,
  province: null,
  city: null,
  merchant_name: 'Second Home',
  store_name: null,
  store_deleted: false,
  sale_name: 'Mia Wang',
  sale_deleted: false,
  sale_account_kind: 'sub',
  content_title: 'Walnut desk',
  content_deleted: true,
  viewer_account_id: 9,
  viewer_name: 'Mia Wang',
  viewer_deleted: false,
  viewer_account_kind: 'sub',
  visitor_code: null,
};
const historyApi = () =>
  ({
    custom: vi.fn(async () => ({ data: { period, total: 1, list: [event] } })),
    getApiUrl: () => '/api',
  }) as unknown as DataProvider;

describe("the home page's event log", () => {
  it('says whose each event is by merchant name, and names its guide, viewer and content, linked where the operator may open them', async () => {
    renderAsOperator(<EventLog choice={{ period: 'today' }} />, historyApi());
    const row = (await within(await screen.findByTestId('event-log')).findByText('Second Home')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Second Home' }).getAttribute('href')).toBe('/businessManagement/businessInfo?show=2');
    // The operator opens every merchant's sub-accounts on its own page.
    expect(
      within(row)
        .getAllByRole('link', { name: 'Mia Wang' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/businessManagement/subaccountManagement?show=9', '/businessManagement/subaccountManagement?show=9']);
    // Goods in the recycle bin: by name, said to be deleted, not linked.
    expect(within(row).getByTestId('record-deleted').textContent).toBe('Walnut desk (deleted)');
    expect(within(row).queryByRole('link', { name: /Walnut desk/ })).toBeNull();
    expect(within(row).getByText('Taobao')).toBeTruthy();
    const text = row.textContent ?? '';
    for (const id of ['#2', '#7', '#9', 'account:9']) expect(text).not.toContain(id);
  });
});

describe("the home page's top content", () => {
  const content: StatsRankRow[] = [
    {
      key: 'commodity:7',
      kind: 'commodity',
      id: 7,
      name: 'Oak sofa',
      events: 321,
      stay_time: 600,
      deleted: false,
      merchant_id: 1,
      merchant_name: 'Demo Living',
    },
    { key: 'album:2', kind: 'album', id: 2, name: '', events: 12, stay_time: 60, deleted: true, merchant_id: 2, merchant_name: 'Second Home' },
  ];

  it('says whose each content is to the operator, links what it may open, and tells deleted content', async () => {
    renderAsOperator(<RankLists content={content} tags={[]} sales={[]} />, historyApi());
    const card = await screen.findByTestId('top-content');
    const [header, sofa, album] = within(card).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(header).getByText('Merchant')).toBeTruthy();
    expect(within(sofa).getByRole('link', { name: 'Oak sofa' }).getAttribute('href')).toBe('/content/commodityManagement?show=7');
    expect(within(sofa).getByRole('link', { name: 'Demo Living' }).getAttribute('href')).toBe('/businessManagement/businessInfo?show=1');
    expect(within(album).getByText('Album')).toBeTruthy();
    expect(within(album).getByTestId('record-deleted').textContent).toBe('(deleted)');
    expect(within(album).getByRole('link', { name: 'Second Home' })).toBeTruthy();
  });

  it('shows no merchant column to a merchant, whose top content is all its own', async () => {
    const own = content.map(({ merchant_id: _, merchant_name: __, ...row }) => row);
    renderAsOperator(<RankLists content={own} tags={[]} sales={[]} />, historyApi(), []);
    const card = await screen.findByTestId('top-content');
    expect(within(card).queryByText('Merchant')).toBeNull();
    expect(within(card).getByText('Oak sofa')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });
});
