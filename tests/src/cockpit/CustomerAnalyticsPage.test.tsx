import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerAnalyticsPage } from '../../../src/cockpit/CustomerAnalyticsPage.tsx';
import { calledPaths, fakeCockpitApi, renderCockpit, englishLoaded } from './cockpit-fixtures.tsx';

// jsdom has no canvas; the charts are drawn and looked at in Chromium (tests/e2e/cockpit.test.ts).
vi.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null, Bar: () => null, Column: () => null }));

await englishLoaded();

const PATH = '/dataCockpit/customerAnalytics';
const lastBody = (api: ReturnType<typeof fakeCockpitApi>, path: string) =>
  api.custom.mock.calls
    .map(([call]) => call)
    .filter((call) => call.url.endsWith(path))
    .at(-1)?.payload;

describe('customer analytics', () => {
  it('shows the figures, new and returning visitors, regions and the rankings of the period', async () => {
    renderCockpit(<CustomerAnalyticsPage />, fakeCockpitApi(), PATH);
    const views = await screen.findByTestId('figure-views');
    await waitFor(() => expect(within(views).getByTestId('figure-value').textContent).toBe('1,000'));
    const visitors = await screen.findByTestId('visitors');
    await waitFor(() => expect(within(visitors).getByTestId('visitors-new_visitors').textContent).toContain('30'));
    expect(within(visitors).getByTestId('visitors-returning_visitors').textContent).toContain('10');
    expect(await within(visitors).findByRole('img', { name: /New visitors 30, Returning visitors 10/ })).toBeTruthy();
    expect(await within(await screen.findByTestId('regions')).findByRole('img', { name: /Guangdong 70/ })).toBeTruthy();
    const content = await screen.findByTestId('rank-content');
    expect(await within(content).findByRole('img', { name: /count\/rankHistory\/detail first 50/ })).toBeTruthy();
    // Channel groups each asked on their own: 1,010 / 1,020 / 1,030 events of views.
    expect(
      await within(await screen.findByTestId('channels')).findByRole('img', { name: /Showroom app 1,010, Mini-program 1,020, H5 pages 1,030/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('current-to').textContent).toBe('Data is current up to 14:00 (Asia/Shanghai)');
  });

  it('sends the period and the channel to every call, and shows only the chosen group among the channels', async () => {
    const api = fakeCockpitApi();
    renderCockpit(<CustomerAnalyticsPage />, api, `${PATH}?period=7d`);
    await screen.findByTestId('visitors');
    await waitFor(() => expect(lastBody(api, '/visitors')).toEqual({ period: '7d' }));
    fireEvent.mouseDown(within(screen.getByTestId('channel-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Mini-program'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}?period=7d&channel=2`));
    await waitFor(() => expect(api.custom.mock.calls.some(([call]) => call.url.endsWith('/timingHistory') && call.payload?.channel === 2)).toBe(true));
    await waitFor(() => expect(lastBody(api, '/visitors')).toEqual({ period: '7d', channel: 2 }));
    await waitFor(() => expect(lastBody(api, '/count/rankHistory/detail')).toEqual({ period: '7d', channel: 2, from: 0, size: 10 }));
    expect(await within(screen.getByTestId('channels')).findByRole('img', { name: /^[^,]*Mini-program 1,020[^,]*$/ })).toBeTruthy();
  });

  it("offers the store-devices mode, sent as the alternate mapping's channel 0 and explained", async () => {
    const api = fakeCockpitApi();
    renderCockpit(<CustomerAnalyticsPage />, api, `${PATH}?period=7d`, 'guide');
    await screen.findByTestId('visitors');
    fireEvent.mouseDown(within(screen.getByTestId('channel-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Store devices'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}?period=7d&channel=store`));
    await waitFor(() => expect(lastBody(api, '/statsType/total')).toEqual({ period: '7d', channel_mapping: 'alternate', channel: 0 }));
    expect(screen.getByTestId('store-devices-note').textContent).toContain("their own store's");
  });

  it('drills down into every row within the 10,000 window and starts its export as a job', async () => {
    const api = fakeCockpitApi();
    renderCockpit(<CustomerAnalyticsPage />, api, PATH);
    const tags = await screen.findByTestId('rank-tags');
    fireEvent.click(within(tags).getByTestId('drill-down'));
    const list = await screen.findByTestId('detail-list');
    expect(await within(list).findByText('tag/rankHistory/detail first')).toBeTruthy();
    expect(within(list).getByText(/Only the first 10,000 rows/)).toBeTruthy();
    // 12,345 rows, but the pager reaches no page past the window: 500 pages of 20.
    expect(within(list).getByTitle('500')).toBeTruthy();
    fireEvent.click(within(list).getByTestId('cockpit-export'));
    await waitFor(() => expect(lastBody(api, '/tag/rankHistory/detail/export')).toEqual({ period: 'today' }));
    expect(await screen.findByText('The export has started: follow it in the job centre.')).toBeTruthy();
  });

  it('works for a guide: only calls of its page, and no export', async () => {
    const api = fakeCockpitApi();
    renderCockpit(<CustomerAnalyticsPage />, api, PATH, 'guide');
    const guides = await screen.findByTestId('rank-guides');
    await within(guides).findByRole('img');
    fireEvent.click(within(guides).getByTestId('drill-down'));
    await within(await screen.findByTestId('detail-list')).findByText('count-group-by-sellerAccountId first');
    expect(screen.queryByTestId('cockpit-export')).toBeNull();
    const allowed = [
      'statsType/total',
      'statsType/timingHistory',
      'visitors',
      'map-detail',
      'count/rankHistory/detail',
      'tag/rankHistory/detail',
      'count-group-by-sellerAccountId',
      'sale/plan/rank',
    ];
    expect(calledPaths(api).filter((path) => !allowed.includes(path))).toEqual([]);
  });
});
