import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';
import { pretendWindowWidth } from './window-width.ts';

const ROUTE = shopTypes.route;
const ALL = [ROUTE, `${ROUTE}/create`, `${ROUTE}/edit`, `${ROUTE}/delete`, `${ROUTE}/export`, `${ROUTE}/import`];
const TMALL = { id: 3, name: 'Tmall', style_id: 0, description: '', enabled: true, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };

let undoWidth: (() => void) | undefined;
afterEach(() => {
  undoWidth?.();
  undoWidth = undefined;
});

/** The Actions column's header cell. */
const actionsHeader = () => [...document.querySelectorAll('thead th')].find((th) => th.textContent === 'Actions') as HTMLElement;

describe('a list at 390 px', () => {
  it('folds the bulk actions and Import into one "Bulk actions" menu, so the toolbar stays one row', async () => {
    undoWidth = pretendWindowWidth(390);
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: ALL });
    await screen.findByText('Tmall');
    for (const name of [/^Delete$/, /Export/, /Import/]) expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bulk actions/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete', 'Export selected', 'Export all matching', 'Import']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Please select items first before export, copy, delete or submit.')).toBeTruthy();
  });

  it('asks before deleting the selection from the menu, in the resource’s words', async () => {
    undoWidth = pretendWindowWidth(390);
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: ALL });
    fireEvent.click(within((await screen.findByText('Tmall')).closest('tr') as HTMLElement).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: '1 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: /Bulk actions/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete 1 shop type?').length).toBeGreaterThan(0);
  });

  it('does not pin the Actions column over the data columns', async () => {
    undoWidth = pretendWindowWidth(390);
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: ALL });
    await screen.findByText('Tmall');
    expect(actionsHeader().className).not.toContain('ant-table-cell-fix-right');
  });

  it('keeps the Actions column pinned at the right on a wide screen', async () => {
    undoWidth = pretendWindowWidth(1440);
    await renderResourcePage(shopTypes, { api: fakeApi([TMALL]), permissions: ALL });
    await screen.findByText('Tmall');
    expect(actionsHeader().className).toContain('ant-table-cell-fix-right');
  });
});
