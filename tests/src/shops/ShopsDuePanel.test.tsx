import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketplaceShops } from '../../../resources/shops/shops.resource.ts';
import { fakeApi, renderResourcePage } from '../engine/engine-harness.tsx';

describe('the shops about to expire, above the shops list', () => {
  it("reads each shop's expiry in its merchant's zone, as the list's Expiry date column does (issue 35, one clock)", async () => {
    const shop = { id: 7, name: 'Demo Living Youzan', status: 3, expiry_status: 3, expire_at: '2026-12-03T03:31:00Z', time_zone: 'Asia/Shanghai' };
    await renderResourcePage(marketplaceShops, { api: fakeApi([shop]), permissions: [marketplaceShops.route] });
    const panel = await screen.findByTestId('shops-due');
    // 03:31 UTC is 11:31 in Shanghai, whatever zone the browser is in.
    expect(await within(panel).findByText('12/03/2026 11:31 AM')).toBeTruthy();
  });
});
