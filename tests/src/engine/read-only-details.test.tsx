import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { COMMODITY_RIGHTS, commodityApi, OAK_BED, ROUTE } from '../commodities/commodity-fixtures.ts';
import { englishI18n } from '../render-in-app.tsx';
import { renderResourcePage } from './engine-harness.tsx';

afterEach(async () => {
  await (await englishI18n()).changeLanguage('en');
});

/** Opens the goods drawer at `query` with `permissions`; answers the drawer once its details show. */
async function openDetails(permissions: string[], query: string) {
  await renderResourcePage(commodities, { api: commodityApi(), permissions, query });
  await screen.findByTestId('record-details');
  return screen.getByRole('dialog');
}

describe('read-only is visible from the start (issue 35)', () => {
  it('tells a role that may only view goods why, with no Edit, Save or input on the details', async () => {
    const drawer = await openDetails([ROUTE], `?show=${OAK_BED.id}`);
    expect(within(drawer).getByRole('alert').textContent).toBe('Read only: your role may view goods but not change them.');
    expect(within(drawer).queryByRole('button', { name: /Edit|Save/ })).toBeNull();
    expect(within(drawer).queryAllByRole('textbox')).toEqual([]);
    expect(within(drawer).getByText('Oak bed')).toBeTruthy();
  });

  it('opens an edit link of such a role on the read-only details, in its language', async () => {
    await (await englishI18n()).changeLanguage('zh');
    const drawer = await openDetails([ROUTE], `?edit=${OAK_BED.id}`);
    expect(within(drawer).getByRole('alert').textContent).toBe('只读：您的角色可以查看商品，但不能修改。');
    expect(within(drawer).queryByTestId('save')).toBeNull();
    expect(within(drawer).queryAllByRole('spinbutton')).toEqual([]);
  });

  it('shows no banner to whoever may edit, and offers Edit', async () => {
    const drawer = await openDetails(COMMODITY_RIGHTS, `?show=${OAK_BED.id}`);
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
