import { fireEvent, screen, within } from '@testing-library/react';
import type { Department } from '../../../resources/stores/departments.schema.ts';
import { DEPARTMENT_ROUTES } from '../../../resources/stores/departments.schema.ts';
import { stores } from '../../../resources/stores/stores.resource.ts';
import { fakeApi } from '../engine/engine-harness.tsx';

/** Every right on the store page (create, edit, delete and the rest). */
export const STORE_RIGHTS = [stores.route, `${stores.route}/*`];
/** Reading the page only. */
export const STORE_READER = [stores.route];

/** A store as the API answers it. */
export const CITY_STORE = {
  id: 1,
  name: 'City store',
  address: '1 Main Street',
  custom_address: false,
  header_image: '',
  photos: [],
  album_id: null,
  business_hours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '21:00' })),
  manager_cap: 5,
  guide_cap: 50,
};

export const department = (id: number, parent_id: number | null, name: string, store_id: number | null = null): Department => ({
  id,
  parent_id,
  name,
  store_id,
  store_name: store_id === null ? null : name,
});

/** The fake API with the merchant's departments behind `GET /api/departments`; every write is recorded and answered `{}`. */
export function departmentsApi(departments: Department[], rows = [CITY_STORE]) {
  const api = fakeApi(rows);
  const answer = api.custom.getMockImplementation()!;
  api.custom.mockImplementation(async (request) =>
    request.url === DEPARTMENT_ROUTES.list && request.method === 'get' ? { data: { list: departments } } : answer(request),
  );
  return api;
}

/** The drawer's business hours tab, opened. */
export function showHoursTab(): HTMLElement {
  const drawer = screen.getByRole('dialog');
  fireEvent.click(within(drawer).getByRole('tab', { name: 'Business hours' }));
  return drawer;
}

/** A weekday's row of the hours editor (1 Monday … 7 Sunday). */
export const dayRow = (day: number) => screen.getByTestId(`hours-day-${day}`);

/** Types a day's opening and closing times into its range picker, each confirmed with Enter as a keyboard user would. */
export function chooseTimes(day: number, open: string, close: string) {
  const [start, end] = dayRow(day).querySelectorAll('input');
  for (const [input, time] of [
    [start, open],
    [end, close],
  ] as const) {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: time } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
}

/** The times a day's picker shows. */
export const shownTimes = (day: number) => [...dayRow(day).querySelectorAll('input')].map((input) => input.value);
