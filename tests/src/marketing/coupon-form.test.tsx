import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { coupons } from '../../../resources/coupons/coupons.resource.ts';
import { CouponEditPage } from '../../../src/marketing/CouponEditPage.tsx';
import { fakeApi } from '../engine/engine-harness.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const COUPON = {
  id: 5,
  name: 'Spring ¥50',
  status: 'live',
  par_value: 50,
  threshold: 500,
  total: 200,
  per_person_limit: 1,
  claimed_count: 3,
  used_count: 1,
  validity: 'range',
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_until: '2026-12-31T00:00:00.000Z',
  valid_days: null,
  instructions: '',
  display_places: ['app_home'],
  scope: 'goods',
  commodity_ids: [3],
  plan_ids: [],
  updated_at: '2026-11-20T00:00:00.000Z',
};

const GOODS = [
  { id: 3, name: 'Oak bed' },
  { id: 4, name: 'Floor lamp' },
];

/** Opens the coupon's editor (`edit/5`) with the fake API; what Save sends is collected. */
async function openEditor() {
  const api = fakeApi([COUPON]);
  const sent: Record<string, unknown>[] = [];
  api.custom.mockImplementation((async ({ url }: { url: string }) => ({
    data: url.endsWith('/choices/commodity_ids') ? { list: GOODS } : { list: [] },
  })) as never);
  api.update.mockImplementation((async ({ variables }: { variables: Record<string, unknown> }) => {
    sent.push(variables);
    return { data: { ...COUPON, ...variables } };
  }) as never);
  const permissions = [coupons.route, `${coupons.route}/*`];
  const checker = await createAccessChecker({ id: 1, permissions });
  await renderSignedIn(
    <Routes>
      <Route path="/marketingManagement/couponManagement/edit/:id" element={<CouponEditPage />} />
    </Routes>,
    api as never,
    { routes: [], checker, profile: { id: 1, permission: permissions } } as never,
    '/marketingManagement/couponManagement/edit/5',
  );
  await screen.findByTestId('coupon-validity');
  return sent;
}

/** Whether a field's form item is out of sight: marketing.css hides an item holding the marker. */
const hidden = (testIdOrLabel: string) => {
  const label = screen.getByText(testIdOrLabel, { selector: 'label' });
  return label.closest('.ant-form-item')!.querySelector('[data-form-item-hidden]') !== null;
};

describe("the coupon's editor (issue 37)", () => {
  it('shows the date range for fixed dates and the days for days from the claim, and sends the other empty', async () => {
    const sent = await openEditor();
    expect(hidden('Valid from')).toBe(false);
    expect(hidden('Valid until')).toBe(false);
    expect(hidden('Valid for (days)')).toBe(true);

    fireEvent.click(within(screen.getByTestId('coupon-validity')).getByText('Days from the claim'));
    await waitFor(() => expect(hidden('Valid for (days)')).toBe(false));
    expect(hidden('Valid from')).toBe(true);
    expect(hidden('Valid until')).toBe(true);
    fireEvent.change(screen.getByTestId('coupon-valid_days'), { target: { value: '30' } });

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The stored range must not outlive the choice: a days coupon with an old end date would show as ended.
    expect(sent[0]).toMatchObject({ validity: 'days', valid_days: 30, valid_from: null, valid_until: null });
  });

  it('shows the goods picker only for chosen goods, and sends no goods once the coupon applies to everything', async () => {
    const sent = await openEditor();
    expect(hidden('Goods')).toBe(false);
    expect(hidden('Plans')).toBe(true);
    await within(screen.getByTestId('coupon-commodity_ids').closest('.ant-select')!.parentElement!).findByText('Oak bed');

    fireEvent.click(within(screen.getByTestId('coupon-scope')).getByText('Chosen plans'));
    await waitFor(() => expect(hidden('Plans')).toBe(false));
    expect(hidden('Goods')).toBe(true);
    fireEvent.click(within(screen.getByTestId('coupon-scope')).getByText('Everything'));
    await waitFor(() => expect(hidden('Plans')).toBe(true));

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ scope: 'all', commodity_ids: [], plan_ids: [] });
  });
});
