import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { fakeApi, location, renderResourcePage } from './engine-harness.tsx';
import { pretendWindowWidth } from './window-width.ts';

const GOODS = [commodities.route];
let restoreWidth: () => void = () => {};

beforeEach(() => localStorage.clear());
afterEach(() => restoreWidth());

describe('the query form of a list (ProTable)', () => {
  it('shows the first row of filters, the rest behind "More filters", and remembers the choice per list', async () => {
    restoreWidth = pretendWindowWidth(1440);
    const first = await renderResourcePage(commodities, { permissions: GOODS });
    // Three to a row at 1440 px: the search box and the source beside the buttons.
    expect(await screen.findByRole('textbox', { name: 'Name or id' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Source' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Stock (min)' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /More filters/ }));
    expect(await screen.findByRole('spinbutton', { name: 'Stock (min)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Price (max)' })).toBeTruthy();

    // The list opens expanded next time.
    first.unmount();
    await renderResourcePage(commodities, { permissions: GOODS });
    expect(await screen.findByRole('spinbutton', { name: 'Stock (min)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Fewer filters/ }));
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Stock (min)' })).toBeNull());
  });

  it('at 390 px keeps the filters in a drawer behind one "Filters" button that counts those in use', async () => {
    restoreWidth = pretendWindowWidth(390);
    const api = fakeApi();
    await renderResourcePage(commodities, { api, permissions: GOODS });
    const button = await screen.findByRole('button', { name: /Filters/ });
    expect(screen.queryByRole('textbox', { name: 'Name or id' })).toBeNull();

    fireEvent.click(button);
    const drawer = (await screen.findByRole('dialog')) as HTMLElement;
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name or id' }), { target: { value: 'sofa' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.getList.mock.calls.at(-1)?.[0].filters).toEqual([{ field: 'q', operator: 'eq', value: 'sofa' }]));
    await waitFor(() => expect(decodeURIComponent(location())).toContain('[value]=sofa'));
    // One filter in use: the button says so.
    expect(await screen.findByTitle('1')).toBeTruthy();
  });
});
