import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_CHOICES_PATH } from '../../../resources/audit-logs/audit-log-choices.schema.ts';
import { auditLogs } from '../../../resources/audit-logs/audit-logs.resource.ts';
import { columnHeaders, fakeApi, renderResourcePage } from './engine-harness.tsx';

const entry = (id: number, values: Record<string, unknown>) => ({
  id,
  entity: 'commodities',
  record_id: 12,
  record_title: 'Sofa Oslo',
  record_deleted: false,
  action: 'update',
  account_name: 'merchant',
  account_id: 2,
  merchant_id: 1,
  merchant_name: 'Demo Living',
  before: {},
  after: {},
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  ...values,
});

/** The operator's audit log: every action of the page, as `/systemManagement/*` grants. */
async function renderAuditLog() {
  const api = fakeApi([entry(1, {}), entry(2, { record_id: 13, record_title: null, record_deleted: true, action: 'delete' })]);
  api.custom.mockImplementation(async ({ url }) => ({
    data: url === AUDIT_LOG_CHOICES_PATH ? { entities: ['commodities', 'shop-types'], merchants: [{ id: 1, name: 'Demo Living' }] } : { value: null },
  }));
  return renderResourcePage(auditLogs, { api, permissions: [auditLogs.route, `${auditLogs.route}/*`] });
}

describe('the audit log reads by name (issue 14)', () => {
  it('shows entities by label, records by title (or id and "deleted") and merchants by name', async () => {
    await renderAuditLog();
    const row = (await screen.findByText('Sofa Oslo')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Goods')).toBeTruthy();
    expect(within(row).getByText('Demo Living')).toBeTruthy();
    const gone = screen.getByText('#13').closest('tr') as HTMLElement;
    expect(within(gone).getByText(/\(deleted\)/)).toBeTruthy();
    expect(columnHeaders()).toEqual(expect.arrayContaining(['Entity', 'Record', 'Merchant']));
    expect(columnHeaders()).not.toContain('Merchant id');
  });

  it('offers no row selection, since the log has no batch action', async () => {
    await renderAuditLog();
    await screen.findByText('Sofa Oslo');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByTestId('export')).toBeNull();
  });

  it('filters by entity and merchant picked from lists, not typed ids', async () => {
    const { api } = await renderAuditLog();
    await screen.findByText('Sofa Oslo');
    const bar = screen.getByTestId('filter-bar');
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Merchant' })).toBeTruthy());
    expect(within(bar).getByRole('combobox', { name: 'Entity' })).toBeTruthy();
    expect(within(bar).queryByRole('spinbutton', { name: /Merchant/ })).toBeNull();
    const merchant = within(bar).getByRole('combobox', { name: 'Merchant' }).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(merchant.querySelector('.ant-select-selector') as HTMLElement);
    const option = await waitFor(() => document.querySelector('.ant-select-item-option[title="Demo Living"]') as HTMLElement);
    fireEvent.click(option);
    await waitFor(() =>
      expect(api.getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: expect.arrayContaining([expect.objectContaining({ field: 'merchant_id', value: 1 })]) }),
      ),
    );
  });
});
