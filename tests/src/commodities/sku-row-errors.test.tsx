import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { renderResourcePage, validationError } from '../engine/engine-harness.tsx';
import { COMMODITY_RIGHTS, commodityApi, OAK_BED } from './commodity-fixtures.ts';

const THREE_SKUS = {
  ...OAK_BED,
  attributes: [{ name: 'Colour', values: ['Oak', 'Walnut', 'Teak'] }],
  skus: [
    { prop_name: 'Colour:Oak', offer: 2, price: 3999 },
    { prop_name: 'Colour:Walnut', offer: 1, price: 4199 },
    { prop_name: 'Colour:Teak', offer: 1, price: 4599 },
  ],
};

const drawer = () => screen.getByRole('dialog');
const activeTab = () => drawer().querySelector('.ant-tabs-tab-active')?.textContent;

describe("a 422 error inside a SKU row (issue 35: one mapping of the server's paths to fields)", () => {
  it('lands on that row’s price, opening the tab that holds it and bringing it to the cursor', async () => {
    const api = commodityApi([THREE_SKUS]);
    api.update.mockRejectedValueOnce(validationError({ 'skus.2.price': ['Goods need a price above 0 to go on shelf.'] }));
    await renderResourcePage(commodities, { api, permissions: COMMODITY_RIGHTS, query: `?edit=${OAK_BED.id}` });
    await waitFor(() => expect((within(drawer()).getByLabelText('Name') as HTMLInputElement).value).toBe('Oak bed'));
    expect(activeTab()).toBe('Basics');

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    // The tab says how many of its fields are wrong: "Attributes and SKUs 1".
    await waitFor(() => expect(activeTab()).toBe('Attributes and SKUs1'));
    const prices = within(within(drawer()).getByTestId('sku-table')).getAllByLabelText('Price');
    const wrong = prices[2].closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(wrong.querySelector('.ant-form-item-explain')?.textContent).toBe('Goods need a price above 0 to go on shelf.'));
    expect(prices[1].closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(prices[2]));
  });
});
