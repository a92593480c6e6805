import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../../resources/audit-logs/audit-logs.resource.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { columnHeaders, fakeApi, renderResourcePage } from './engine-harness.tsx';

const ROUTE = shopTypes.route;
const ALL = [ROUTE, `${ROUTE}/create`, `${ROUTE}/edit`, `${ROUTE}/delete`, `${ROUTE}/export`, `${ROUTE}/import`];
const TMALL = {
  id: 3,
  name: 'Tmall',
  style_id: 0,
  description: 'The big one',
  enabled: true,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};
const YOUZAN = { ...TMALL, id: 4, name: 'Youzan', style_id: 16, enabled: false };

describe('the generic list of a declared resource', () => {
  it('shows the declared columns with option labels and yes/no, leaving defaultHidden ones to the chooser', async () => {
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL, YOUZAN]), permissions: ALL });
    expect(await screen.findByText('Tmall (0)')).toBeTruthy();
    expect(columnHeaders()).toEqual(['Name', 'Style id', 'Enabled', 'Actions']);
    const youzan = screen.getByText('Youzan').closest('tr') as HTMLElement;
    expect(within(youzan).getByText('Youzan (16)')).toBeTruthy();
    expect(within(youzan).getByText('No')).toBeTruthy();
    expect(screen.queryByText('The big one')).toBeNull();
  });

  it('restores the columns the user saved and saves a new choice on the server', async () => {
    const api = fakeApi([TMALL]);
    api.custom.mockImplementation(async ({ url }) => ({ data: url.startsWith('/api/preferences/') ? { value: ['name', 'description'] } : {} }));
    await renderResourcePage(shopTypes, { api, permissions: ALL });
    await waitFor(() => expect(columnHeaders()).toEqual(['Name', 'Description', 'Actions']));
    expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/preferences/columns:shop-types', method: 'get' }));
    fireEvent.click(screen.getByTestId('column-chooser'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Enabled' }));
    await waitFor(() => expect(columnHeaders()).toEqual(['Name', 'Description', 'Enabled', 'Actions']));
    expect(api.custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/preferences/columns:shop-types', method: 'put', payload: { value: ['name', 'description', 'enabled'] } }),
    );
  });

  it.each([
    ['delete', 'batch-delete'],
    ['export selected', 'export'],
  ])('asks to select items first when %s is clicked with nothing selected, and sends nothing', async (_, button) => {
    const api = fakeApi([TMALL]);
    await renderResourcePage(shopTypes, { api, permissions: ALL });
    await screen.findByText('Tmall');
    fireEvent.click(screen.getByTestId(button));
    if (button === 'export') fireEvent.click(await screen.findByText('Export selected'));
    expect(await screen.findByText('Please select items first before export, copy, delete or submit.')).toBeTruthy();
    expect(screen.queryByText(/Delete 0/)).toBeNull();
    expect(api.custom.mock.calls.filter(([call]) => call.method === 'post')).toEqual([]);
  });

  it('exports the selected rows with the visible columns and tells the job centre', async () => {
    const api = fakeApi([TMALL, YOUZAN]);
    const jobs = vi.fn();
    window.addEventListener('atrium:jobs-changed', jobs);
    await renderResourcePage(shopTypes, { api, permissions: ALL });
    const row = (await screen.findByText('Youzan')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('export'));
    fireEvent.click(await screen.findByText('Export selected'));
    expect(await screen.findByText('The export has started: follow it in the job centre.')).toBeTruthy();
    expect(api.custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/shop-types/batch/export', method: 'post', payload: { ids: [4], columns: ['name', 'style_id', 'enabled'] } }),
    );
    expect(jobs).toHaveBeenCalledOnce();
    window.removeEventListener('atrium:jobs-changed', jobs);
  });

  it('deletes the selected rows after confirmation and reports how many succeeded', async () => {
    const api = fakeApi([TMALL, YOUZAN]);
    api.custom.mockImplementation(async ({ url }) => ({ data: url.endsWith('/batch/delete') ? { ok: [3, 4], failed: [] } : { value: null } }));
    await renderResourcePage(shopTypes, { api, permissions: ALL });
    await screen.findByText('Tmall');
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    fireEvent.click(screen.getByTestId('batch-delete'));
    const confirm = (await screen.findByText('Delete 2 shop types?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 shop types deleted.')).toBeTruthy();
    expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/shop-types/batch/delete', payload: { ids: [3, 4] } }));
  });

  it('shows only the buttons the session may use', async () => {
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: [ROUTE, `${ROUTE}/edit`] });
    const row = (await screen.findByText('Tmall')).closest('tr') as HTMLElement;
    expect(screen.queryByTestId('create')).toBeNull();
    expect(screen.queryByTestId('batch-delete')).toBeNull();
    expect(screen.queryByTestId('export')).toBeNull();
    expect(screen.queryByTestId('import')).toBeNull();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit']);
  });

  it('offers Create, Import and row Delete to a session that has them', async () => {
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: ALL });
    const row = (await screen.findByText('Tmall')).closest('tr') as HTMLElement;
    expect(screen.getByTestId('create').textContent).toBe('New');
    expect(screen.getByTestId('import')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
  });

  it('keeps a read-only resource to its list and details', async () => {
    const entry = {
      id: 1,
      entity: 'shop-types',
      record_id: 3,
      action: 'update',
      account_name: 'operator',
      account_id: 1,
      merchant_id: 0,
      before: {},
      after: {},
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    };
    const route = auditLogs.route;
    await renderResourcePage(auditLogs, { api: fakeApi([entry]), permissions: [route, `${route}/create`, `${route}/edit`, `${route}/delete`] });
    const row = (await screen.findByText('operator')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Updated')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View']);
    expect(screen.queryByTestId('create')).toBeNull();
    expect(screen.queryByTestId('batch-delete')).toBeNull();
    expect(columnHeaders()).toContain('Created');
  });

  it('tells an empty list from one whose filters match nothing', async () => {
    await renderResourcePage(shopTypes, { permissions: ALL });
    expect(await screen.findByText('No shop types yet.')).toBeTruthy();
    fireEvent.change(within(screen.getByTestId('filter-bar')).getByRole('textbox', { name: 'Keyword' }), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByTestId('filter-bar'));
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('shows why the list failed and loads it again on Retry', async () => {
    const api = fakeApi([TMALL]);
    api.getList.mockRejectedValueOnce({ message: 'The server is down', statusCode: 503 });
    await renderResourcePage(shopTypes, { api, permissions: ALL });
    expect(await screen.findByText('The list could not be loaded: The server is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tmall')).toBeTruthy();
  });
});
