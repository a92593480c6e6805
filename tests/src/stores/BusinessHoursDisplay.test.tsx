import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../resources/stores/stores.resource.ts';
import { BusinessHoursDisplay } from '../../../src/stores/BusinessHoursDisplay.tsx';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { renderInApp } from '../render-in-app.tsx';
import { CITY_STORE, departmentsApi, STORE_READER } from './store-fixtures.ts';

const WEEKEND = [6, 7].map((day) => ({ day, open: '10:00', close: '18:00' }));

describe('business hours as a reader sees them', () => {
  it('reads as one line in a list, alike days grouped', async () => {
    await renderInApp(<BusinessHoursDisplay value={[...CITY_STORE.business_hours, ...WEEKEND]} full={false} />);
    expect(screen.getByTestId('hours-summary').textContent).toBe('Mon–Fri 09:00–21:00, Sat–Sun 10:00–18:00');
  });

  it('gives every weekday a line on the detail view, closed ones said so', async () => {
    const api = departmentsApi([]);
    await renderResourcePage(stores, { api, permissions: STORE_READER, query: `?show=${CITY_STORE.id}` });
    const week = await within(await screen.findByRole('dialog')).findByTestId('hours-week');
    const lines = [...week.children].map((line) => [...line.children].map((part) => part.textContent).join(' '));
    expect(lines).toEqual([
      'Monday 09:00–21:00',
      'Tuesday 09:00–21:00',
      'Wednesday 09:00–21:00',
      'Thursday 09:00–21:00',
      'Friday 09:00–21:00',
      'Saturday Closed',
      'Sunday Closed',
    ]);
  });
});
