import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CockpitDataDetailPage } from '../../../../src/cockpit/detail/CockpitDataDetailPage.tsx';
import { callsTo, fakeDetailApi, renderDetail } from './detail-fixtures.tsx';

const PATH = '/dataCockpit/dataDetail';
const log = () => screen.findByTestId('event-log');
/** Opens an antd select by its accessible name and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the data detail page', () => {
  it('lists the events newest first with their store and guide by name', async () => {
    const api = fakeDetailApi();
    renderDetail(api, <CockpitDataDetailPage />, `${PATH}?period=7d`);
    await waitFor(async () => expect(within(await log()).getAllByText('Flagship')).toHaveLength(2));
    expect(within(await log()).getAllByText('Lily Chen')).toHaveLength(2);
    expect(callsTo(api, '/stats/detail').at(-1)?.payload).toEqual({ period: '7d', from: 0, size: 20 });
  });

  it('narrows by every filter the API takes, keeps them in the address, and clears them', async () => {
    const api = fakeDetailApi();
    renderDetail(api, <CockpitDataDetailPage />, `${PATH}?period=7d`);
    await log();
    await choose('Channel', 'Mini-program (channel 2)');
    await choose('Event', 'View');
    await choose('Store', 'Flagship');
    await choose('Guide', 'Lily Chen');
    await waitFor(() =>
      expect(callsTo(api, '/stats/detail').at(-1)?.payload).toEqual({
        period: '7d',
        channel: 2,
        source_type: 'view',
        store_id: 3,
        sale_id: 5,
        from: 0,
        size: 20,
      }),
    );
    expect(screen.getByTestId('location').textContent).toBe(`${PATH}?period=7d&channel=2&source_type=view&store_id=3&sale_id=5`);
    fireEvent.click(screen.getByTestId('filters-clear'));
    expect(screen.getByTestId('location').textContent).toBe(`${PATH}?period=7d`);
  });

  it('says the newest 10,000 are the most it can page through', async () => {
    renderDetail(fakeDetailApi({ events: 10_000 }), <CockpitDataDetailPage />, `${PATH}?period=30d`);
    expect(await screen.findByText(/Only the newest 10,000 events can be paged through/)).toBeTruthy();
  });

  it('says when the period and filters hold no events', async () => {
    renderDetail(fakeDetailApi({ empty: true }), <CockpitDataDetailPage />, `${PATH}?period=today`);
    expect(await within(await log()).findByText(/No events in this period with these filters/)).toBeTruthy();
  });

  it('warns that an export of more than 10,000 events is cut, then starts the job with the filters shown', async () => {
    const api = fakeDetailApi({ prepare: { rows: 10_000, truncated: true } });
    renderDetail(api, <CockpitDataDetailPage />, `${PATH}?period=30d&store_id=3`);
    fireEvent.click(await screen.findByTestId('detail-export'));
    expect(await screen.findByText(/More than 10,000 events match: the export holds the newest 10,000 only/)).toBeTruthy();
    expect(callsTo(api, '/export/prepare').at(-1)?.query).toEqual({ period: '30d', store_id: 3 });
    expect(callsTo(api, '/detailExport')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(callsTo(api, '/detailExport').at(-1)?.payload).toEqual({ period: '30d', store_id: 3 }));
    expect(await screen.findByText(/Export started/)).toBeTruthy();
  });

  it('tells how many events an export holds', async () => {
    renderDetail(fakeDetailApi({ prepare: { rows: 1_234, truncated: false } }), <CockpitDataDetailPage />, `${PATH}?period=7d`);
    fireEvent.click(await screen.findByTestId('detail-export'));
    expect(await screen.findByText('The export will hold 1,234 events of the period and filters shown.')).toBeTruthy();
  });

  it('starts nothing when no events match', async () => {
    const api = fakeDetailApi({ prepare: { rows: 0, truncated: false } });
    renderDetail(api, <CockpitDataDetailPage />, `${PATH}?period=today`);
    fireEvent.click(await screen.findByTestId('detail-export'));
    expect(await screen.findByText(/there is nothing to export/)).toBeTruthy();
    expect(callsTo(api, '/detailExport')).toHaveLength(0);
  });

  it('offers no export to a session that may not export', async () => {
    renderDetail(fakeDetailApi(), <CockpitDataDetailPage />, `${PATH}?period=7d`, false);
    await log();
    expect(screen.queryByTestId('detail-export')).toBeNull();
  });
});
