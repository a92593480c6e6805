import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { merchantTimeZoneField } from '../../../resources/shared/merchant-time-zone.ts';
import { setBusinessTimeZone } from '../../../src/engine/date-format.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/**
 * Issue 35 "one clock": business data reads in its merchant's zone, whatever zone the browser is
 * in (the test runs in UTC or any zone but the ones named here), and the zone is named where it is
 * not the reader's. 12:04 UTC is 20:04 in Shanghai and 13:04 in Berlin (winter time).
 */
const ROUTE = '/marketingManagement/couponManagement';
const AT = '2026-11-28T12:04:00.000Z';
const parcels = (tenancy: 'merchant' | 'platform', withZone: boolean) =>
  defineResource({
    name: 'parcels',
    route: ROUTE,
    table: 'test_parcels',
    tenancy,
    titleField: 'name',
    fields: {
      name: field.text(z.string()),
      shipped_at: field.datetime(z.string()),
      ...(withZone ? { time_zone: merchantTimeZoneField() } : {}),
    },
  });

async function renderList(resource: ReturnType<typeof parcels>, rows: Record<string, unknown>[], query = '') {
  await renderResourcePage(resource, { api: fakeApi(rows as never), permissions: [ROUTE, `${ROUTE}/*`], query, ui: {} });
}

const cellOf = async (name: string, column: number) => {
  const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
  const headers = [...document.querySelectorAll('thead th')];
  return { cell: row.querySelectorAll('td')[column] as HTMLElement, header: headers[column] as HTMLElement };
};

const shippedColumn = () => [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent?.startsWith('resources.parcels.fields.shipped_at'));

afterEach(() => setBusinessTimeZone(undefined));

describe("a merchant's list", () => {
  it("shows times in the merchant's zone and names that zone in the column's header", async () => {
    // What src/App.tsx does with the session's merchant (App settings, "Time zone").
    setBusinessTimeZone('Asia/Shanghai');
    await renderList(parcels('merchant', false), [{ id: 1, name: 'Sofa', shipped_at: AT, created_at: AT, updated_at: AT }]);
    await waitFor(() => expect(shippedColumn()).toBeGreaterThanOrEqual(0));
    const { cell, header } = await cellOf('Sofa', shippedColumn());
    expect(cell.textContent).toBe('11/28/2026 08:04 PM');
    expect(header.textContent).toBe('resources.parcels.fields.shipped_at(Asia/Shanghai)');
    expect(within(cell).getByText('11/28/2026 08:04 PM').getAttribute('title')).toBe('Asia/Shanghai');
  });

  it('names the zone after the time in the detail drawer', async () => {
    setBusinessTimeZone('Asia/Shanghai');
    await renderList(parcels('merchant', false), [{ id: 1, name: 'Sofa', shipped_at: AT, created_at: AT, updated_at: AT }], '?show=1');
    const details = await screen.findByTestId('record-details');
    await waitFor(() => expect(within(details).getAllByText('11/28/2026 08:04 PM').length).toBeGreaterThan(0));
    const row = within(details).getByText('resources.parcels.fields.shipped_at').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('11/28/2026 08:04 PM (Asia/Shanghai)');
  });
});

describe("an operator's list of rows from many merchants", () => {
  it("shows each row in its own merchant's zone", async () => {
    await renderList(parcels('platform', true), [
      { id: 1, name: 'Sofa', shipped_at: AT, time_zone: 'Asia/Shanghai', created_at: AT, updated_at: AT },
      { id: 2, name: 'Lamp', shipped_at: AT, time_zone: 'Europe/Berlin', created_at: AT, updated_at: AT },
    ]);
    await waitFor(() => expect(shippedColumn()).toBeGreaterThanOrEqual(0));
    const sofa = await cellOf('Sofa', shippedColumn());
    expect(sofa.cell.textContent).toBe('11/28/2026 08:04 PM');
    expect((await cellOf('Lamp', shippedColumn())).cell.textContent).toBe('11/28/2026 01:04 PM');
    expect(sofa.header.textContent).toBe("resources.parcels.fields.shipped_at(merchant's time zone)");
  });
});
