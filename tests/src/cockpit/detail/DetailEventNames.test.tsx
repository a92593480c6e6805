import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../../providers/session-store.ts';
import type { RouteEntry } from '../../../../resources/routes/route-table.ts';
import { CockpitDataDetailPage } from '../../../../src/cockpit/detail/CockpitDataDetailPage.tsx';
import { renderSignedIn } from '../../render-signed-in.tsx';
import { fakeDetailApi } from './detail-fixtures.tsx';

const PATH = '/dataCockpit/dataDetail';
/** The second event of the page: a guide's own account viewing an album deleted since, in a store deleted since. */
const secondEvent = (index: number) =>
  index === 1
    ? {
        channel: 5,
        viewer_id: 'account:7',
        viewer_account_id: 7,
        viewer_name: 'Mia Wang',
        viewer_account_kind: 'sub',
        visitor_code: null,
        content_kind: 'album',
        content_id: 2,
        content_title: null,
        content_deleted: true,
        store_id: 4,
        store_name: null,
        store_deleted: true,
      }
    : {};

/** A merchant holding the cockpit and, unless `pages` is false, the pages of stores, sub-accounts, goods and albums. */
function renderAsMerchant(pages = true) {
  const own = ['/content/storeManagement', '/myAccount/subaccountManagement', '/content/commodityManagement', '/content/albumManagement'];
  const routes = [
    { path: '/dataCockpit', children: [{ path: '/dataCockpit/analyticsDetail' }, { path: '/dataCockpit/dataDetail' }] },
    ...(pages ? [{ path: '/content', children: own.map((path) => ({ path })) }] : []),
  ] as RouteEntry[];
  const checker = { can: (page: string) => page.startsWith('/dataCockpit') || (pages && own.includes(page)) };
  const state = { profile: { id: 1, role_tag: 'seller_default', permission: ['/dataCockpit/*'] }, checker, routes, landing: PATH } as unknown as SessionState;
  return renderSignedIn(<CockpitDataDetailPage />, fakeDetailApi({ eventOf: secondEvent }), state, `${PATH}?period=7d`);
}

const rows = async () =>
  within(await screen.findByTestId('event-log'))
    .findAllByRole('row')
    .then((all) => all.slice(1));
const linkIn = (row: HTMLElement, name: string) => within(row).getByRole('link', { name }).getAttribute('href');

describe('the event list names what each event names', () => {
  it('shows stores, guides, content, viewers and channels by name, linked to the pages the session holds, never ids', async () => {
    renderAsMerchant();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(linkIn(first, 'Flagship')).toBe('/content/storeManagement?show=3');
    expect(linkIn(first, 'Lily Chen')).toBe('/myAccount/subaccountManagement?show=5');
    expect(linkIn(first, 'Oak sofa')).toBe('/content/commodityManagement?show=7');
    expect(within(first).getByText('Goods')).toBeTruthy();
    // Channel 2 is WeChat's mini program (spec §7), its group the cockpit's on hover; an anonymous viewer a visitor's short code.
    expect(within(first).getByText('WeChat mini program').getAttribute('title')).toBe('Mini-program (channel 2)');
    expect(within(first).getByText('Visitor 3f2a9c').getAttribute('title')).toBe('wx-1');
    // A viewer that is an account reads as that account; deleted records as deleted, their id on hover only.
    expect(linkIn(second, 'Mia Wang')).toBe('/myAccount/subaccountManagement?show=7');
    expect(within(second).getByText('Weimob')).toBeTruthy();
    const deleted = within(second).getAllByTestId('record-deleted');
    expect(deleted.map((cell) => [cell.textContent, cell.getAttribute('title')])).toEqual([
      ['(deleted)', '#2'],
      ['(deleted)', '#4'],
    ]);
    const text = screen.getByTestId('event-log').textContent ?? '';
    for (const id of ['#7', '#3', '#5', 'account:7', 'wx-1']) expect(text).not.toContain(id);
    const cells = [first, second].flatMap((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).not.toContain('2');
    expect(cells).not.toContain('5');
  });

  it('names without linking where the session does not hold the page', async () => {
    renderAsMerchant(false);
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const [first] = (await rows()) as [HTMLElement];
    expect(within(first).getByText('Flagship')).toBeTruthy();
    expect(within(first).getByText('Lily Chen')).toBeTruthy();
    expect(within(first).queryAllByRole('link')).toHaveLength(0);
  });
});
