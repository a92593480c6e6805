import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MerchantDetail } from '../../../resources/merchants/merchant-detail.schema.ts';
import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import { MerchantDetailPage } from '../../../src/merchants/MerchantDetailPage.tsx';
import { fakeApi, location, renderResourcePage } from '../engine/engine-harness.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const RIGHTS = [merchants.route, `${merchants.route}/*`];

/** Noon `days` calendar days from today in the reader's time zone: "in 4 days" whatever the hour the test runs. */
function atNoon(days: number): string {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days, 12).toISOString();
}

function merchantRow(extra: Record<string, unknown> = {}) {
  return {
    id: 4,
    merchant_id: 4,
    name: 'Harbour Homes',
    master_username: 'harbour',
    overdue_time: atNoon(4),
    expiry_status: 3,
    status: 'enabled',
    edition: 'professional',
    maintainer_id: 1,
    rendering: true,
    template_privilege: 'all',
    goods_cap: 5,
    plan_cap: 200,
    template_cap: 30,
    account_quota: 10,
    material_capacity: 2 * 1024 ** 3,
    goods_count: 5,
    sub_accounts: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

function detail(extra: Partial<MerchantDetail> = {}): MerchantDetail {
  return {
    merchant: merchantRow(),
    time_zone: 'Europe/Berlin',
    shops: [{ id: 9, name: 'Harbour Tmall', shop_id: '10007919', status: 3, expire_at: '2027-01-01T00:00:00.000Z' }],
    accounts: [
      { id: 20, username: 'harbour', name: 'Hal Harbour', kind: 'master', status: 'enabled', store_name: null, role_name: 'Master account' },
      { id: 21, username: 'harbour-guide', name: 'Gia', kind: 'sub', status: 'stopped', store_name: 'Quay', role_name: 'Shopping guide' },
    ],
    usage: {
      goods: { used: 5, cap: 5 },
      plans: { used: null, cap: 200 },
      templates: { used: null, cap: 30 },
      accounts: { used: 1, cap: 10 },
      materialBytes: { used: 512 * 1024 ** 2, cap: 2 * 1024 ** 3 },
    },
    audit: [
      {
        id: 3,
        entity: 'merchants',
        record_id: 4,
        record_title: 'Harbour Homes',
        action: 'update',
        account_name: 'operator',
        created_at: '2026-11-20T08:00:00.000Z',
      },
    ],
    ...extra,
  } as MerchantDetail;
}

async function openDetail(answer: () => Promise<{ data: unknown }>) {
  const api = fakeApi();
  const custom = vi.fn((_request: { url: string; method: string }) => answer());
  api.custom.mockImplementation(custom as never);
  await renderSignedIn(
    <Routes>
      <Route path={`${merchants.route}/detail/:id`} element={<MerchantDetailPage />} />
      <Route path={merchants.route} element={<p>the list</p>} />
    </Routes>,
    api as never,
    { routes: [], profile: { id: 1, permission: RIGHTS } } as never,
    `${merchants.route}/detail/4`,
  );
  return custom;
}

describe('the merchant detail page (issue 19)', () => {
  it("shows the merchant's terms with its expiry warning, usage against caps, shops, accounts and last changes", async () => {
    const custom = await openDetail(async () => ({ data: detail() }));
    await screen.findByTestId('merchant-terms');
    expect(custom.mock.calls[0][0]).toMatchObject({ url: '/api/merchants/4/detail', method: 'get' });
    const terms = screen.getByTestId('merchant-terms');
    expect(within(terms).getByText('Harbour Homes')).toBeTruthy();
    expect(within(terms).getByText('Professional')).toBeTruthy();
    expect(within(terms).getByTestId('merchant-due').textContent).toBe('Expires in 4 days');
    expect(within(terms).getByText('Statistics time zone')).toBeTruthy();
    expect(within(terms).getByTestId('merchant-time-zone').textContent).toBe('Europe/Berlin');
    const goods = screen.getByTestId('usage-goods');
    expect(within(goods).getByText('5 of 5')).toBeTruthy();
    expect(goods.querySelector('.ant-progress-status-exception')).not.toBeNull();
    expect(screen.getByTestId('usage-plans').textContent).toContain('Cap 200');
    expect(within(screen.getByTestId('usage-plans')).getByText('Counted once plans and templates arrive')).toBeTruthy();
    expect(within(screen.getByTestId('merchant-shops')).getByText('Harbour Tmall')).toBeTruthy();
    expect(within(screen.getByTestId('merchant-shops')).getByText('Authorisation succeeded')).toBeTruthy();
    const accounts = screen.getByTestId('merchant-accounts');
    expect(within(accounts).getByText('Master account', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(accounts).getByText('harbour-guide')).toBeTruthy();
    const audit = screen.getByTestId('merchant-audit');
    expect(within(audit).getByText('Updated')).toBeTruthy();
    expect(within(audit).getByText('Merchant information · Harbour Homes')).toBeTruthy();
  });

  it('marks an expired merchant with the renew message, and says when it has no shops or changes', async () => {
    const expired = detail({
      merchant: merchantRow({ overdue_time: atNoon(-1), expiry_status: 7 }) as never,
      shops: [],
      audit: [],
    });
    await openDetail(async () => ({ data: expired }));
    const tag = await screen.findByTestId('merchant-expired');
    expect(tag.textContent).toBe('Expired');
    fireEvent.mouseEnter(tag);
    expect(await screen.findByText('Your account has expired; contact the operator to renew.')).toBeTruthy();
    expect(within(screen.getByTestId('merchant-shops')).getByText('No marketplace shops yet.')).toBeTruthy();
    expect(within(screen.getByTestId('merchant-audit')).getByText('No changes recorded yet.')).toBeTruthy();
  });

  it('offers a retry when the merchant cannot be loaded, and leads back to the list', async () => {
    let fail = true;
    const custom = await openDetail(async () => {
      if (fail) throw Object.assign(new Error('The record does not exist or has been deleted.'), { statusCode: 404 });
      return { data: detail() };
    });
    expect(await screen.findByText('The merchant could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('merchant-terms');
    expect(custom).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: /Back to merchants/ }));
    await waitFor(() => expect(location()).toBe(merchants.route));
  });
});

describe('the merchants list', () => {
  /** The row of the one merchant listed. */
  const listedRow = async () => (await screen.findByTestId('merchant-detail-link')).closest('tr') as HTMLElement;

  it('says an expired merchant is expired once on its row, where its expiry is (issue #35: twice)', async () => {
    await renderResourcePage(merchants, { api: fakeApi([merchantRow({ overdue_time: atNoon(-1), expiry_status: 7 })]), permissions: RIGHTS });
    const row = await listedRow();
    expect(within(row).getAllByText('Expired')).toHaveLength(1);
    expect(within(row).getByTestId('merchant-expired')).toBeTruthy();
  });

  it('writes a cap whole, as its detail page does: 5,000, never 5k (issue #35)', async () => {
    const api = fakeApi([merchantRow({ goods_cap: 5_000, plan_cap: 12_345 })]);
    // The caps are in the column settings, not among the 1440 px defaults: a user who shows them.
    api.custom.mockImplementation(async ({ url }) => ({
      data: url.startsWith('/api/preferences/') ? { value: ['name', 'goods_cap', 'plan_cap'] } : {},
    }));
    await renderResourcePage(merchants, { api, permissions: RIGHTS });
    const row = await listedRow();
    expect(within(row).getByText('5,000')).toBeTruthy();
    expect(within(row).getByText('12,345')).toBeTruthy();
    expect(within(row).queryByText(/\dk$/)).toBeNull();
  });

  it('tells an expiry tomorrow as tomorrow', async () => {
    await renderResourcePage(merchants, { api: fakeApi([merchantRow({ overdue_time: atNoon(1) })]), permissions: RIGHTS });
    expect(within(await listedRow()).getByTestId('merchant-due').textContent).toBe('Expires tomorrow');
  });

  it('links each merchant to its detail page and tags an expiry under 7 days', async () => {
    await renderResourcePage(merchants, { api: fakeApi([merchantRow()]), permissions: RIGHTS });
    const link = await screen.findByTestId('merchant-detail-link');
    expect(screen.getAllByTestId('merchant-due')[0].textContent).toBe('Expires in 4 days');
    fireEvent.click(link);
    await waitFor(() => expect(location()).toBe(`${merchants.route}/detail/4`));
  });
});
