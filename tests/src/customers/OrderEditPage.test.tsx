import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { intentionOrders } from '../../../resources/intention-orders/intention-orders.resource.ts';
import { OrderEditPage } from '../../../src/customers/OrderEditPage.tsx';
import { fakeApi, validationError } from '../engine/engine-harness.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const ORDER = {
  id: 41,
  number: 'IO20261120000041',
  status: 'untreated',
  customer_id: 7,
  sale_id: null,
  store_id: null,
  room: 'Bedroom',
  items: [
    { commodity_id: 3, quantity: 2, name: 'Oak bed', price: 1999 },
    { commodity_id: 4, quantity: 1, name: 'Floor lamp', price: 899 },
  ],
  goods_count: 3,
  amount: 4897,
  note: '',
  ordered_at: '2026-11-20T08:00:00.000Z',
};

async function openOrder(update: (values: Record<string, unknown>) => Promise<{ data: unknown }>) {
  const api = fakeApi([ORDER]);
  api.getList.mockImplementation(async () => ({ data: [], total: 0 }));
  api.custom.mockImplementation((async () => ({ data: { list: [] } })) as never);
  api.update.mockImplementation((async ({ variables }: { variables: Record<string, unknown> }) => update(variables)) as never);
  const permissions = [intentionOrders.route, `${intentionOrders.route}/*`];
  const checker = await createAccessChecker({ id: 1, permissions });
  await renderSignedIn(
    <Routes>
      <Route path="/customManagement/orderEdit/:id" element={<OrderEditPage />} />
    </Routes>,
    api as never,
    { routes: [], checker, profile: { id: 1, permission: permissions } } as never,
    '/customManagement/orderEdit/41',
  );
  return api;
}

describe('the intention order page (issue 36)', () => {
  it("shows the lines as the server priced them, and the server's refusal of one line on that line", async () => {
    const sent: Record<string, unknown>[] = [];
    await openOrder(async (values) => {
      sent.push(values);
      throw validationError({ 'items.1.commodity_id': ['No such record of this merchant.'] });
    });
    const lines = await screen.findByTestId('order-items');
    expect(within(lines).getByText('¥1,999.00')).toBeTruthy();
    expect(within(lines).getByText('¥3,998.00')).toBeTruthy();
    expect(screen.getByTestId('order-amount').textContent).toBe('¥4,897.00');

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Goods and quantity only: the server prices each line itself.
    expect(sent[0]!.items).toEqual([
      { commodity_id: 3, quantity: 2 },
      { commodity_id: 4, quantity: 1 },
    ]);
    const rows = await within(lines).findAllByRole('row');
    // The header row, then the two lines: the message stands on the second line only.
    await waitFor(() => expect(rows[2]!.textContent).toContain('No such record of this merchant.'));
    expect(rows[1]!.textContent).not.toContain('No such record');
  });

  it('refuses a new line without goods before sending, on that line, and says it is priced on save', async () => {
    const sent: unknown[] = [];
    await openOrder(async (values) => {
      sent.push(values);
      return { data: { ...ORDER, ...values } };
    });
    fireEvent.click(await screen.findByTestId('order-item-add'));
    const lines = screen.getByTestId('order-items');
    expect(within(lines).getByText('Priced when saved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save'));
    const rows = within(lines).getAllByRole('row');
    await waitFor(() => expect(rows[3]!.textContent).toContain('Required'));
    expect(sent).toEqual([]);
  });
});
