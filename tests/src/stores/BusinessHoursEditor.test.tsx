import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../resources/stores/stores.resource.ts';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { CITY_STORE, chooseTimes, dayRow, departmentsApi, STORE_RIGHTS, showHoursTab, shownTimes } from './store-fixtures.ts';

const openDay = (day: number, name: string) => fireEvent.click(within(dayRow(day)).getByRole('switch', { name: `Open on ${name}` }));
/** The problem a day's row shows (one fading out after being fixed does not count). */
function rowError(day: number): string {
  const item = dayRow(day).closest('.ant-form-item');
  return item?.classList.contains('ant-form-item-has-error') ? (item.querySelector('.ant-form-item-explain')?.textContent ?? '') : '';
}

async function openCreate() {
  const view = await renderResourcePage(stores, { api: departmentsApi([]), permissions: STORE_RIGHTS, query: '?create=1' });
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Harbour store' } });
  fireEvent.change(within(drawer).getByLabelText('Address'), { target: { value: '2 Quay Road' } });
  showHoursTab();
  return view;
}

async function saved(api: Awaited<ReturnType<typeof openCreate>>['api']) {
  fireEvent.click(screen.getByTestId('save'));
  await waitFor(() => expect(api.create).toHaveBeenCalled());
  return api.create.mock.calls[0][0].variables.business_hours;
}

describe('the business hours editor: a row per weekday, sent as the open days', () => {
  it('sends the days switched open with the times chosen; the next day opened takes them', async () => {
    const { api } = await openCreate();
    expect(within(dayRow(1)).getByText('Closed')).toBeTruthy();
    openDay(1, 'Monday');
    chooseTimes(1, '09:00', '21:00');
    openDay(2, 'Tuesday');
    expect(shownTimes(2)).toEqual(['09:00', '21:00']);
    chooseTimes(2, '10:00', '18:00');
    expect(await saved(api)).toEqual([
      { day: 1, open: '09:00', close: '21:00' },
      { day: 2, open: '10:00', close: '18:00' },
    ]);
  });

  it('copies Monday to every day, after which a day can be closed again', async () => {
    const { api } = await openCreate();
    const copy = screen.getByTestId('copy-monday');
    expect(copy).toHaveProperty('disabled', true);
    openDay(1, 'Monday');
    chooseTimes(1, '08:30', '17:00');
    fireEvent.click(copy);
    expect(shownTimes(5)).toEqual(['08:30', '17:00']);
    fireEvent.click(within(dayRow(7)).getByRole('switch'));
    expect(await saved(api)).toEqual([1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:30', close: '17:00' })));
  });

  it("shows a day's problem on its own row and saves nothing until it is put right", async () => {
    const { api } = await openCreate();
    openDay(3, 'Wednesday');
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(rowError(3)).toBe('Choose the opening and closing times.'));
    expect(rowError(1)).toBe('');
    chooseTimes(3, '09:00', '09:00');
    await waitFor(() => expect(rowError(3)).toBe('Closing must be after opening.'));
    expect(api.create).not.toHaveBeenCalled();
    fireEvent.click(within(dayRow(3)).getByRole('switch'));
    await waitFor(() => expect(rowError(3)).toBe(''));
    expect(await saved(api)).toEqual([]);
  });

  it("shows a store's saved hours in the editor and sends them back unchanged", async () => {
    const api = departmentsApi([]);
    await renderResourcePage(stores, { api, permissions: STORE_RIGHTS, query: `?edit=${CITY_STORE.id}` });
    await screen.findByRole('dialog');
    showHoursTab();
    await waitFor(() => expect(shownTimes(1)).toEqual(['09:00', '21:00']));
    expect(within(dayRow(6)).getByText('Closed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0][0].variables.business_hours).toEqual(CITY_STORE.business_hours);
  });
});
