import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { COMMODITY_RIGHTS, commodityApi, OAK_BED, ROUTE } from './commodity-fixtures.ts';

const ON_SHELF = { ...OAK_BED, id: 12, name: 'Walnut desk', on_shelf: true, status: 'submitted', visibility: 'partial', visible_store_ids: [6] };

const posts = (api: ReturnType<typeof commodityApi>) => api.custom.mock.calls.map(([call]) => call).filter((call) => call.method === 'post');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
/** The labels of the open drop-down menu. */
const menuItems = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

async function openRowMenu(name: string) {
  fireEvent.click(within(await rowOf(name)).getByTestId('row-actions'));
  return menuItems();
}

describe('record actions derived from the declaration (goods: shelf, submit, copy, public library)', () => {
  it('offers on each row only the actions its state allows', async () => {
    await renderResourcePage(commodities, { api: commodityApi([OAK_BED, ON_SHELF]), permissions: COMMODITY_RIGHTS });
    expect(await openRowMenu('Oak bed')).toEqual(['Put on shelf', 'Submit', 'Copy', 'Set as public library']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const second = within(await rowOf('Walnut desk'));
    fireEvent.click(second.getByTestId('row-actions'));
    await waitFor(async () => expect((await menuItems()).slice(-4)).toEqual(['Take off shelf', 'Copy', 'Set as public library', 'Remove from public library']));
  });

  it('runs a row action on its record and says so', async () => {
    const api = commodityApi();
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS });
    await openRowMenu('Oak bed');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Put on shelf' }));
    expect(await screen.findByText('Operation successful')).toBeTruthy();
    expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/commodities/11/shelve' })]);
  });

  it('offers only the actions the session holds', async () => {
    await renderResourcePage(commodities, { api: commodityApi(), permissions: [ROUTE, `${ROUTE}/copy`] });
    expect(await openRowMenu('Oak bed')).toEqual(['Copy']);
  });

  it('gives a read-only session no record actions at all', async () => {
    await renderResourcePage(commodities, { api: commodityApi(), permissions: [ROUTE] });
    await screen.findByText('Oak bed');
    expect(screen.queryByTestId('row-actions')).toBeNull();
    expect(screen.queryByTestId('batch-actions')).toBeNull();
  });

  it('asks to select first, then runs a batch action and tells each failure', async () => {
    const api = commodityApi([OAK_BED, ON_SHELF]);
    api.custom.mockImplementation(async ({ url }) => {
      if (url === '/api/commodities/batch/submit') return { data: { ok: [11], failed: [{ id: 12, message: 'Status unchanged.' }] } };
      return { data: url.startsWith('/api/preferences/') ? { value: null } : {} };
    });
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS });
    await screen.findByText('Oak bed');
    fireEvent.click(screen.getByTestId('batch-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Submit' }));
    expect(await screen.findByText('Please select items first before export, copy, delete or submit.')).toBeTruthy();
    expect(posts(api)).toEqual([]);
    fireEvent.click(within(screen.getByRole('table')).getAllByRole('checkbox')[0]);
    fireEvent.click(screen.getByTestId('batch-actions'));
    fireEvent.click((await screen.findAllByRole('menuitem', { name: 'Submit' })).at(-1)!);
    expect(await screen.findByText('1 done, 1 failed. Status unchanged.')).toBeTruthy();
    expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/commodities/batch/submit', payload: { ids: [11, 12] } })]);
  });

  it('shares one goods partly: the dialog needs a store, then sends the range and the stores', async () => {
    const api = commodityApi();
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS });
    await openRowMenu('Oak bed');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Set as public library' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set as public library')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'All visible' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Partly visible' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick at least one organisation for partial visibility.')).toBeTruthy();
    expect(posts(api)).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Flagship'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/commodities/11/share', payload: { visibility: 'partial', store_ids: [5] } })]),
    );
    expect(await screen.findByText('Operation successful')).toBeTruthy();
  });

  it('shares the selection to everyone through the batch route', async () => {
    const api = commodityApi([OAK_BED, ON_SHELF]);
    api.custom.mockImplementation(async ({ url }) => {
      if (url === '/api/commodities/batch/share') return { data: { ok: [11, 12], failed: [] } };
      return { data: url.startsWith('/api/preferences/') ? { value: null } : {} };
    });
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS });
    await screen.findByText('Oak bed');
    fireEvent.click(within(screen.getByRole('table')).getAllByRole('checkbox')[0]);
    fireEvent.click(screen.getByTestId('batch-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set as public library' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 done, 0 failed.')).toBeTruthy();
    expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/commodities/batch/share', payload: { ids: [11, 12], visibility: 'all' } })]);
  });
});
