import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { commoditiesTexts } from '../../../resources/commodities/commodities.texts.ts';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { COMMODITY_RIGHTS, commodityApi, OAK_BED } from '../commodities/commodity-fixtures.ts';
import { renderResourcePage, validationError } from './engine-harness.tsx';

/**
 * Forms and details read like the best templates (issue 14 "Forms", "Details"): the declaration's
 * sections become tabs of a long form and titled groups of the details, numbers carry their unit,
 * help texts stand under their fields and selects say what to pick.
 */
const SECTIONS = ['Basics', 'Media', 'Prices and stock', 'Attributes and SKUs', 'Visibility'];
const help = commoditiesTexts.en.help;

const dialog = () => screen.getByRole('dialog');
const input = (label: string) => within(dialog()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
// Roles are looked up in the tab bar only: computing them over the whole goods form is slow.
const tabBar = () => dialog().querySelector('[role="tablist"]') as HTMLElement;
const tab = (name: string) => within(tabBar()).getByRole('tab', { name: new RegExp(`^${name}`) });
/** The form item (label, widget, help, message) holding `element`. */
const itemOf = (element: HTMLElement) => element.closest('.ant-form-item') as HTMLElement;

async function openGoodsForm(api = commodityApi([])) {
  const view = await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS, query: '?create=1' });
  await screen.findByRole('dialog');
  return view;
}

describe('a long form in its declared sections', () => {
  it('shows the goods sections as tabs, the price with ¥ and two decimals, and help texts under their fields', async () => {
    await openGoodsForm();
    expect(
      within(tabBar())
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(SECTIONS);
    expect(tab('Basics').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Prices and stock'));
    await waitFor(() => expect(tab('Prices and stock').getAttribute('aria-selected')).toBe('true'));
    const price = input('Price');
    expect(itemOf(price).querySelector('.ant-input-number-prefix')?.textContent).toBe('¥');
    expect(price.value).toBe('0.00');
    expect(within(itemOf(input('Stock'))).getByText(help.stock)).toBeTruthy();
    expect(within(itemOf(input('Original price'))).getByText('¥')).toBeTruthy();
  });

  it('opens and marks the tab of a wrong field when a save fails, with the message shown', async () => {
    const { api } = await openGoodsForm();
    fireEvent.change(input('Name'), { target: { value: 'Oak chair' } });
    fireEvent.change(input('Price'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(tab('Prices and stock').getAttribute('aria-selected')).toBe('true'));
    expect(await within(itemOf(input('Price'))).findByText('Must be at least 0.')).toBeTruthy();
    expect(within(tab('Prices and stock')).getByTitle('Fields to fix: 1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Price')));
    expect(api.create).not.toHaveBeenCalled();
  });

  it("opens the tab of the first field the server refused, in the form's order rather than the server's", async () => {
    const api = commodityApi([]);
    api.create.mockRejectedValueOnce(validationError({ 'skus.0.price': ['Too expensive.'], video_name: ['Too long.'] }));
    await openGoodsForm(api);
    fireEvent.change(input('Name'), { target: { value: 'Oak chair' } });
    fireEvent.click(screen.getByTestId('save'));
    // Media comes before Attributes and SKUs: its field is the first wrong one in the form.
    await waitFor(() => expect(tab('Media').getAttribute('aria-selected')).toBe('true'));
    expect(await within(itemOf(input('Video name'))).findByText('Too long.')).toBeTruthy();
    expect(within(tab('Media')).getByTitle('Fields to fix: 1')).toBeTruthy();
  });
});

describe('a short form, selects and measured numbers', () => {
  const parcels = defineResource({
    name: 'parcels',
    route: '/marketingManagement/couponManagement',
    table: 'test_parcels',
    tenancy: 'merchant',
    titleField: 'name',
    sections: ['basics', 'size'],
    fields: {
      name: field.text(z.string().trim().min(1).max(50)),
      kind: field.select(z.enum(['box', 'tube']), [
        { value: 'box', label: 'Box' },
        { value: 'tube', label: 'Tube' },
      ]),
      width: field.number(z.number().min(0).nullable().default(null), { unit: 'mm', section: 'size', help: 'Measured outside.' }),
      weight_share: field.number(z.number().min(0).max(100).nullable().default(null), { unit: 'percent', section: 'size' }),
    },
  });
  const route = parcels.route;

  it('shows the sections of a short form as titled groups, units after the numbers and a placeholder in the select', async () => {
    await renderResourcePage(parcels, { permissions: [route, `${route}/*`], query: '?create=1', ui: {} });
    await screen.findByRole('dialog');
    expect(within(dialog()).queryByRole('tab')).toBeNull();
    expect(within(dialog()).getByText('resources.parcels.sections.size')).toBeTruthy();
    const width = within(dialog()).getByLabelText('resources.parcels.fields.width') as HTMLInputElement;
    expect(itemOf(width).querySelector('.ant-input-number-suffix')?.textContent).toBe('mm');
    expect(within(itemOf(width)).getByText('Measured outside.')).toBeTruthy();
    const share = within(dialog()).getByLabelText('resources.parcels.fields.weight_share') as HTMLInputElement;
    expect(itemOf(share).querySelector('.ant-input-number-suffix')?.textContent).toBe('%');
    const kind = within(dialog()).getByLabelText('resources.parcels.fields.kind');
    expect(within(itemOf(kind)).getByText('Select resources.parcels.fields.kind')).toBeTruthy();
  });

  it('asks to select the platform of a new version', async () => {
    await renderResourcePage(versions, { permissions: [versions.route, `${versions.route}/create`], query: '?create=1' });
    await screen.findByRole('dialog');
    const platform = within(dialog()).getByLabelText('Platform');
    expect(within(itemOf(platform)).getByText('Select platform')).toBeTruthy();
  });
});

describe('the details in the same sections', () => {
  it('groups the goods details by section, with the record data after them and the id last', async () => {
    await renderResourcePage(commodities, { api: commodityApi([OAK_BED]), permissions: COMMODITY_RIGHTS, query: `?show=${OAK_BED.id}` });
    const details = await screen.findByTestId('record-details');
    const titles = [...details.querySelectorAll('.ant-descriptions-title')].map((title) => title.textContent);
    expect(titles).toEqual([...SECTIONS, 'Record']);
    const group = (title: string) => within(details).getByText(title).closest('.ant-descriptions') as HTMLElement;
    expect(within(group('Prices and stock')).getByText('Price')).toBeTruthy();
    expect(within(group('Prices and stock')).queryByText('Name')).toBeNull();
    expect(within(group('Visibility')).getByText('On shelf')).toBeTruthy();
    const labels = [...details.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);
    expect(labels.at(-1)).toBe('Id');
    expect(labels.indexOf('Id')).toBe(labels.length - 1);
  });
});
