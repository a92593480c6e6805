import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalyticsDetailPage } from '../../../../src/cockpit/detail/AnalyticsDetailPage.tsx';
import { callsTo, fakeDetailApi, renderDetail } from './detail-fixtures.tsx';

const PATH = '/dataCockpit/analyticsDetail';
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowsOf = async () =>
  within(await screen.findByTestId('group-table'))
    .findAllByRole('row')
    .then((rows) => rows.slice(1));

describe('the analytics detail page', () => {
  it('groups the period by store, by name and share, busiest first, with a deleted store and events of no store told apart', async () => {
    renderDetail(fakeDetailApi(), <AnalyticsDetailPage />, `${PATH}?period=7d&group=store`);
    await waitFor(async () => expect((await rowsOf()).map((row) => cellsOf(row)[0])).toEqual(['Flagship', '(deleted)', 'No store']));
    expect(cellsOf((await rowsOf())[0]!).slice(1, 3)).toEqual(['75', '75%']);
    expect(screen.getByTestId('group-total').textContent).toBe('100 events in 3 groups');
  });

  it('sums raw channels into the channel groups the filter takes, and hours into hours of the day', async () => {
    const api = fakeDetailApi();
    renderDetail(api, <AnalyticsDetailPage />, `${PATH}?period=7d`);
    fireEvent.click(await screen.findByText('Channel'));
    await waitFor(async () =>
      expect((await rowsOf()).map((row) => cellsOf(row).slice(0, 2))).toEqual([
        ['H5 and web (channels 3–5)', '60'],
        ['App (channels 0–1)', '40'],
      ]),
    );
    expect(callsTo(api, '/stats/search').at(-1)?.payload).toEqual({ period: '7d', group_by: 'channel' });
    expect(screen.getByTestId('location').textContent).toBe(`${PATH}?period=7d&group=channel`);
    fireEvent.click(screen.getByText('Hour of day'));
    await waitFor(async () =>
      expect((await rowsOf()).map((row) => cellsOf(row).slice(0, 2))).toEqual([
        ['10:00', '80'],
        ['11:00', '20'],
      ]),
    );
    // No hour filter exists: an hour's row does not pretend to open its events.
    expect(screen.queryAllByTestId('group-drill')).toHaveLength(0);
  });

  it("opens a group's events in a drawer, narrowed to it, and links to the data detail page", async () => {
    const api = fakeDetailApi();
    renderDetail(api, <AnalyticsDetailPage />, `${PATH}?period=30d&group=store`);
    fireEvent.click(await screen.findByRole('button', { name: 'Flagship' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Events: Flagship')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getAllByText('Lily Chen').length).toBeGreaterThan(0));
    expect(callsTo(api, '/stats/detail').at(-1)?.payload).toEqual({ period: '30d', store_id: 3, from: 0, size: 20 });
    fireEvent.click(within(drawer).getByTestId('open-data-detail'));
    expect(screen.getByTestId('location').textContent).toBe('/dataCockpit/dataDetail?period=30d&store_id=3');
  });

  it('narrows a day group to that day', async () => {
    const api = fakeDetailApi();
    renderDetail(api, <AnalyticsDetailPage />, `${PATH}?period=7d&channel=2`);
    fireEvent.click(await screen.findByRole('button', { name: '2025-06-09' }));
    await waitFor(() =>
      expect(callsTo(api, '/stats/detail').at(-1)?.payload).toEqual({
        begin_time: '2025-06-09 00:00:00',
        end_time: '2025-06-09 23:59:59',
        channel: 2,
        from: 0,
        size: 20,
      }),
    );
  });

  it('says what to do when the period and filters hold no events', async () => {
    renderDetail(fakeDetailApi({ empty: true }), <AnalyticsDetailPage />, `${PATH}?period=today`);
    expect((await screen.findByTestId('detail-empty')).textContent).toContain('Try a longer period or clear the filters');
  });

  it('shows a failure with a retry button that asks again', async () => {
    let fail = true;
    renderDetail(fakeDetailApi({ fail: () => fail }), <AnalyticsDetailPage />, `${PATH}?period=7d&group=store`);
    const error = await screen.findByTestId('stats-error');
    expect(error.textContent).toContain('The statistics service is down');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Flagship' })).toBeTruthy();
  });
});
