import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { renderResourcePage, validationError } from '../engine/engine-harness.tsx';
import { COMMODITY_RIGHTS, commodityApi, OAK_BED } from './commodity-fixtures.ts';

const drawer = () => screen.getByRole('dialog');
const rows = () => within(drawer()).getAllByTestId('attribute-row');
const nameInputs = () => within(drawer()).getAllByLabelText('Attribute name') as HTMLInputElement[];
/** The error a form item shows (one fading out after being fixed does not count). */
function errorOf(element: HTMLElement): string {
  const item = element.closest('.ant-form-item');
  return item?.classList.contains('ant-form-item-has-error') ? (item.querySelector('.ant-form-item-explain')?.textContent ?? '') : '';
}

/** Types values into a row's tag input; the comma separates them as the user's Enter would. */
function addValues(row: HTMLElement, values: string[]) {
  const input = within(row).getAllByRole('combobox').at(-1) as HTMLInputElement;
  fireEvent.change(input, { target: { value: `${values.join(',')},` } });
}

async function addAttribute(name: string, values: string[]) {
  fireEvent.click(within(drawer()).getByTestId('add-attribute'));
  const row = rows().at(-1)!;
  fireEvent.change(within(row).getByLabelText('Attribute name'), { target: { value: name } });
  addValues(row, values);
  await waitFor(() => expect(within(row).getAllByText(values.at(-1)!).length).toBeGreaterThan(0));
}

/** The goods form is long: its attributes, parameters and SKUs are on their own tab. */
const showAttributesTab = () =>
  fireEvent.click(within(drawer().querySelector('[role="tablist"]') as HTMLElement).getByRole('tab', { name: 'Attributes and SKUs' }));

async function openCreate(api = commodityApi([])) {
  const view = await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS, query: '?create=1' });
  await screen.findByRole('dialog');
  showAttributesTab();
  return view;
}

describe('the goods form: attributes, SKUs and parameters edited as rows, not JSON', () => {
  it('builds attributes from rows and tags, generates one SKU per combination and sends them as the API expects', async () => {
    const { api } = await openCreate();
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Test bed' } });
    await addAttribute('Colour', ['Oak', 'Walnut']);
    await addAttribute('Size', ['1.8m', '2.0m']);
    fireEvent.click(within(drawer()).getByTestId('generate-skus'));
    const table = await within(drawer()).findByTestId('sku-table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getAllByText('Colour: Walnut')).toHaveLength(2);
    const prices = within(table).getAllByLabelText('Price') as HTMLInputElement[];
    fireEvent.change(prices[1], { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    const body = api.create.mock.calls[0][0].variables;
    expect(body.attributes).toEqual([
      { name: 'Colour', values: ['Oak', 'Walnut'] },
      { name: 'Size', values: ['1.8m', '2.0m'] },
    ]);
    expect(body.skus).toEqual([
      { prop_name: 'Colour:Oak;Size:1.8m', offer: 0, price: 0 },
      { prop_name: 'Colour:Oak;Size:2.0m', offer: 0, price: 12.5 },
      { prop_name: 'Colour:Walnut;Size:1.8m', offer: 0, price: 0 },
      { prop_name: 'Colour:Walnut;Size:2.0m', offer: 0, price: 0 },
    ]);
    expect(body).toMatchObject({ parameters: [], linked_ids: [], cover: '', detail_images: [] });
  });

  it('shows a repeated attribute name on the row that repeats it, and clears it once renamed', async () => {
    const { api } = await openCreate();
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Test bed' } });
    await addAttribute('Colour', ['Oak']);
    await addAttribute('Colour', ['Teak']);
    await waitFor(() => expect(errorOf(nameInputs()[1])).toBe('Attribute name exists.'));
    expect(errorOf(nameInputs()[0])).toBe('');
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(errorOf(nameInputs()[1])).toBe('Attribute name exists.'));
    expect(api.create).not.toHaveBeenCalled();
    fireEvent.change(nameInputs()[0], { target: { value: 'Wood' } });
    await waitFor(() => expect(errorOf(nameInputs()[1])).toBe(''));
  });

  it('refuses forbidden characters and an attribute without values on their rows', async () => {
    await openCreate();
    await addAttribute('Col_our', ['Oak']);
    fireEvent.click(within(drawer()).getByTestId('add-attribute'));
    fireEvent.change(nameInputs()[1], { target: { value: 'Size' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(errorOf(nameInputs()[0])).toBe('Specs cannot contain ： ； ＝ ＾ ＿ or ; : = ^ _.'));
    const values = within(rows()[1]).getByRole('combobox');
    await waitFor(() => expect(errorOf(values)).toBe('Keep at least one attribute value.'));
  });

  it("puts the server's 422 errors on the row and part they name", async () => {
    const api = commodityApi([]);
    api.create.mockRejectedValueOnce(
      validationError({ 'attributes.1.name': ['Attribute name exists.'], 'skus.0.prop_name': ['This SKU names an attribute or value the goods do not have.'] }),
    );
    await openCreate(api);
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Test bed' } });
    await addAttribute('Colour', ['Oak']);
    await addAttribute('Size', ['1.8m']);
    fireEvent.click(within(drawer()).getByTestId('generate-skus'));
    await within(drawer()).findByTestId('sku-table');
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    await waitFor(() => expect(errorOf(nameInputs()[1])).toBe('Attribute name exists.'));
    expect(errorOf(nameInputs()[0])).toBe('');
    expect(errorOf(within(drawer()).getByText('Colour: Oak'))).toBe('This SKU names an attribute or value the goods do not have.');
  });

  it('adds an attribute from the library, merging values into a row of the same name', async () => {
    await openCreate();
    await addAttribute('Colour', ['Oak']);
    const picker = within(drawer()).getByTestId('library-commodity-attributes');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Colour (Oak, Teak)'));
    await waitFor(() => expect(within(rows()[0]).getByText('Teak')).toBeTruthy());
    expect(rows()).toHaveLength(1);
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Size (1.8m, 2.0m)'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(nameInputs()[1].value).toBe('Size');
  });

  it('edits a record: its rows are prefilled, the SKU table follows and says when it is out of date', async () => {
    const api = commodityApi();
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS, query: `?edit=${OAK_BED.id}` });
    await screen.findByRole('dialog');
    await waitFor(showAttributesTab);
    await waitFor(() => expect(nameInputs()[0].value).toBe('Colour'));
    expect(within(drawer()).getByText('Colour: Oak')).toBeTruthy();
    expect(within(drawer()).getByText('The SKUs no longer match the attributes: generate them again.')).toBeTruthy();
    fireEvent.click(within(drawer()).getByTestId('generate-skus'));
    await waitFor(() => expect(within(drawer()).queryByText('The SKUs no longer match the attributes: generate them again.')).toBeNull());
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0][0].variables.skus).toEqual([
      { prop_name: 'Colour:Oak', offer: 2, price: 3999 },
      { prop_name: 'Colour:Walnut', offer: 0, price: 3999 },
    ]);
    expect(api.update.mock.calls[0][0].variables.parameters).toEqual([{ name: 'Material', value: 'Oak' }]);
  });

  it('shows attributes, parameters, SKUs and the stores it is shared with readably on the details', async () => {
    const shared = { ...OAK_BED, visibility: 'partial', visible_store_ids: [6] };
    await renderResourcePage(commodities, { api: commodityApi([shared]), permissions: COMMODITY_RIGHTS, query: `?show=${OAK_BED.id}` });
    const details = await screen.findByTestId('record-details');
    expect(await within(details).findByText('Riverside')).toBeTruthy();
    expect(within(details).getByText('Walnut')).toBeTruthy();
    expect(within(details).getByText('Material:')).toBeTruthy();
    expect(within(details).getAllByText('Colour: Oak').length).toBeGreaterThan(0);
    expect(details.textContent).not.toContain('"prop_name"');
  });
});
