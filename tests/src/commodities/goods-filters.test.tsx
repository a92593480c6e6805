import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { pretendWindowWidth } from '../engine/window-width.ts';
import { COMMODITY_RIGHTS, commodityApi } from './commodity-fixtures.ts';

let restoreWidth: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  restoreWidth = pretendWindowWidth(1440);
});
afterEach(() => restoreWidth());

const bar = () => screen.getByTestId('filter-bar');
const textBoxes = () =>
  within(bar())
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('id'));

describe('the goods list has one text search (issue 35: "Keyword" and "Name" were the same search)', () => {
  it('offers one box, "Name or id", searching through `q`, and no separate name or id box', async () => {
    const api = commodityApi();
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS });
    await screen.findByText('Oak bed');
    fireEvent.click(within(bar()).getByRole('button', { name: /More filters/ }));
    const search = within(bar()).getByRole('textbox', { name: 'Name or id' });
    expect(textBoxes()).toEqual([search.id]);
    expect(within(bar()).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(within(bar()).queryByRole('textbox', { name: 'Online goods id' })).toBeNull();

    fireEvent.change(search, { target: { value: 'oak' } });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.getList.mock.calls.at(-1)?.[0].filters).toEqual([{ field: 'q', operator: 'eq', value: 'oak' }]));
  });

  it('still loads a saved address filtering by name: the list asks the server as before', async () => {
    const api = commodityApi();
    await renderResourcePage(commodities, {
      api,
      permissions: COMMODITY_RIGHTS,
      query: '?filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=oak',
    });
    expect(await screen.findByText('Oak bed')).toBeTruthy();
    expect(api.getList.mock.calls.at(-1)?.[0].filters).toEqual([{ field: 'name', operator: 'contains', value: 'oak' }]);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
