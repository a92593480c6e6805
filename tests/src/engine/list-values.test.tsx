import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/**
 * How numbers, long texts, empty values and change times read in the generic list and detail
 * drawer (issue 14 "Numbers and text in lists"), on a test-only entity so the goods' own
 * declaration can change without touching this test.
 */
const ROUTE = '/marketingManagement/couponManagement';
const parcels = defineResource({
  name: 'parcels',
  route: ROUTE,
  table: 'test_parcels',
  tenancy: 'merchant',
  titleField: 'name',
  fields: {
    name: field.text(z.string().trim().min(1).max(500)),
    note: field.textarea(z.string().nullable().default(null)),
    price: field.number(z.number().min(0), { unit: 'currency' }),
    stock: field.number(z.number().int().min(0), { unit: 'count' }),
    width: field.number(z.number().min(0).nullable().default(null), { unit: 'mm' }),
  },
});
const LONG_NAME = `Solid oak dining table ${'with a very long description of its finish and legs '.repeat(6)}`.trim();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SOFA = { id: 3, name: 'Sofa', note: null, price: 1234.5, stock: 12_345, width: 2100, created_at: minutesAgo(10), updated_at: minutesAgo(4.5) };
const TABLE = { ...SOFA, id: 4, name: LONG_NAME, note: '', price: 0, stock: 999, width: null, updated_at: minutesAgo(3 * 24 * 60) };

/** The list showing every column, `updated_at` included (as a user's saved column choice). */
async function renderParcels(query = '') {
  const api = fakeApi([SOFA, TABLE]);
  api.custom.mockImplementation(async ({ url }) => ({
    data: url.startsWith('/api/preferences/') ? { value: ['name', 'note', 'price', 'stock', 'width', 'updated_at'] } : {},
  }));
  await renderResourcePage(parcels, { api, permissions: [ROUTE, `${ROUTE}/*`], query, ui: {} });
  return api;
}

/** The body cell of `row` under the column headed `header` (a test-only entity's header is its text key). */
function cell(row: HTMLElement, header: string): HTMLElement {
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
  return row.querySelectorAll('td')[headers.indexOf(header)] as HTMLElement;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('numbers in the generic list', () => {
  it('shows a price with the currency sign, two decimals and thousands separators, right-aligned', async () => {
    await renderParcels();
    const sofa = await rowOf('Sofa');
    const price = cell(sofa, 'resources.parcels.fields.price');
    expect(price.textContent).toBe('¥1,234.50');
    expect(price.style.textAlign).toBe('right');
    expect(cell(sofa, 'resources.parcels.fields.width').style.textAlign).toBe('right');
    const header = screen.getByRole('columnheader', { name: 'resources.parcels.fields.price' });
    expect(header.style.textAlign).toBe('right');
  });

  it('shows a count whole with thousands separators, as the detail view does (never "12.3k")', async () => {
    await renderParcels();
    expect(cell(await rowOf('Sofa'), 'resources.parcels.fields.stock').textContent).toBe('12,345');
    expect(cell(await rowOf('¥0.00'), 'resources.parcels.fields.stock').textContent).toBe('999');
  });

  it('writes a measured number with its unit', async () => {
    await renderParcels();
    expect(cell(await rowOf('Sofa'), 'resources.parcels.fields.width').textContent).toBe('2,100 mm');
  });
});

describe('text, empty values and times in the generic list', () => {
  it('cuts a long text at 200 px (or its column, when narrower) and shows the full text on hover', async () => {
    await renderParcels();
    const name = await screen.findByText(LONG_NAME);
    expect(name.style.maxWidth).toBe('min(200px, 100%)');
    expect(name.style.textOverflow).toBe('ellipsis');
    expect(name.style.whiteSpace).toBe('nowrap');
    // jsdom lays nothing out: the text measures wider than its box, as a browser measures it.
    Object.defineProperty(name, 'scrollWidth', { value: 900 });
    Object.defineProperty(name, 'clientWidth', { value: 200 });
    fireEvent.mouseEnter(name);
    await waitFor(() => expect(document.querySelector('.ant-tooltip-inner')?.textContent).toBe(LONG_NAME));
  });

  it('shows "—" for an empty value, null or blank', async () => {
    await renderParcels();
    expect(cell(await rowOf('Sofa'), 'resources.parcels.fields.note').textContent).toBe('—');
    const table = await rowOf('¥0.00');
    expect(cell(table, 'resources.parcels.fields.note').textContent).toBe('—');
    expect(cell(table, 'resources.parcels.fields.width').textContent).toBe('—');
  });

  it('says when a record last changed in relative words, with the absolute time on hover', async () => {
    await renderParcels();
    const changed = cell(await rowOf('Sofa'), 'Updated');
    expect(changed.textContent).toBe('5 min ago');
    expect(within(changed).getByText('5 min ago').getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    // Older than two days, spec §9 gives the date itself.
    expect(cell(await rowOf('¥0.00'), 'Updated').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
  });
});

describe('the detail drawer', () => {
  it('shows "—" for an empty value and the full price', async () => {
    await renderParcels('?show=3');
    const details = await screen.findByTestId('record-details');
    await waitFor(() => expect(within(details).getByText('¥1,234.50')).toBeTruthy());
    const row = (label: string) => within(details).getByText(label).closest('tr') as HTMLElement;
    expect(within(row('resources.parcels.fields.note')).getByText('—')).toBeTruthy();
    expect(within(row('resources.parcels.fields.stock')).getByText('12,345')).toBeTruthy();
  });
});
