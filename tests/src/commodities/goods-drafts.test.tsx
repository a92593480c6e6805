import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { COMMODITY_RIGHTS, commodityApi } from './commodity-fixtures.ts';

const drawer = () => screen.getByRole('dialog');
const tab = (name: string) => fireEvent.click(within(drawer().querySelector('[role="tablist"]') as HTMLElement).getByRole('tab', { name }));

describe('a goods draft (issue 35: a draft saves without price or cover)', () => {
  it('saves with its price emptied and no cover: the price is not sent, nothing is marked', async () => {
    const { api } = await renderResourcePage(commodities, { api: commodityApi([]), permissions: COMMODITY_RIGHTS, query: '?create=1' });
    await screen.findByRole('dialog');
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Sketch of a sofa' } });
    tab('Prices and stock');
    const price = within(drawer()).getByRole('spinbutton', { name: 'Price' });
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    const body = api.create.mock.calls[0][0].variables;
    expect(body).toMatchObject({ name: 'Sketch of a sofa', cover: '' });
    expect(body.price).toBeUndefined();
    expect(drawer().querySelector('.ant-form-item-has-error')).toBeNull();
  });
});
