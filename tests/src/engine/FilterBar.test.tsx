import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { stores } from '../../../resources/stores/stores.resource.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { fakeApi, location, renderResourcePage } from './engine-harness.tsx';

const bar = () => screen.getByTestId('filter-bar');
/** The filters the list last asked the API for. */
const lastFilters = (api: ReturnType<typeof fakeApi>) => api.getList.mock.calls.at(-1)?.[0].filters;

describe('range filters follow the field kind', () => {
  it('filters a number field between two typed numbers, not with a calendar', async () => {
    const api = fakeApi();
    await renderResourcePage(commodities, { api, permissions: [commodities.route] });
    await screen.findByTestId('filter-bar');
    const min = within(bar()).getByRole('spinbutton', { name: 'Stock (min)' });
    const max = within(bar()).getByRole('spinbutton', { name: 'Stock (max)' });
    expect(within(bar()).getByRole('spinbutton', { name: 'Price (min)' })).toBeTruthy();
    // No date picker anywhere in the goods' filters: none of their fields is a date.
    expect(bar().querySelector('.ant-picker')).toBeNull();

    fireEvent.change(min, { target: { value: '0' } });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.submit(bar());
    await waitFor(() =>
      expect(lastFilters(api)).toEqual([
        { field: 'stock', operator: 'gte', value: 0 },
        { field: 'stock', operator: 'lte', value: 20 },
      ]),
    );
    // The range is kept in the address, so a reload or a shared link shows the same goods.
    await waitFor(() => expect(decodeURIComponent(location())).toContain('[field]=stock'));
  });

  it('reads a number range back from the address into its two inputs', async () => {
    await renderResourcePage(commodities, {
      permissions: [commodities.route],
      query: '?filters[0][field]=price&filters[0][operator]=gte&filters[0][value]=100',
    });
    await screen.findByTestId('filter-bar');
    await waitFor(() => expect((within(bar()).getByRole('spinbutton', { name: 'Price (min)' }) as HTMLInputElement).value).toBe('100.00'));
    expect((within(bar()).getByRole('spinbutton', { name: 'Price (max)' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps a date range picker for a date field', async () => {
    await renderResourcePage(versions, { permissions: [versions.route] });
    await screen.findByTestId('filter-bar');
    expect(within(bar()).getByPlaceholderText('From')).toBeTruthy();
    expect(within(bar()).getByPlaceholderText('To')).toBeTruthy();
    expect(within(bar()).queryByRole('spinbutton')).toBeNull();
  });
});

describe('every filter says what it takes', () => {
  it('gives one text box for a name the keyword already searches, and names what it searches', async () => {
    await renderResourcePage(albums, { permissions: [albums.route] });
    await screen.findByTestId('filter-bar');
    // Albums declare a "contains" filter on the name, which the keyword box searches too.
    expect(within(bar()).queryByRole('textbox', { name: 'Name' })).toBeNull();
    const keyword = within(bar()).getByRole('textbox', { name: 'Keyword' });
    expect(keyword.getAttribute('placeholder')).toBe('Name');
  });

  it('names every searched field in the keyword box, in the language of the page', async () => {
    await renderResourcePage(stores, { permissions: [stores.route] });
    await screen.findByTestId('filter-bar');
    expect(within(bar()).getByRole('textbox', { name: 'Keyword' }).getAttribute('placeholder')).toBe('Name or Address');
  });
});
