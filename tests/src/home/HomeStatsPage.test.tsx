import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeStatsPage } from '../../../src/home/HomeStatsPage.tsx';
import { emptyHome, fakeStatsApi, homeAnswer, renderAs } from './home-fixtures.tsx';

// jsdom has no canvas to draw on; the chart itself is drawn and looked at in Chromium (tests/e2e/home.test.ts).
vi.mock('@ant-design/charts', () => ({ Area: () => null }));

const figure = (name: string) => screen.findByTestId(`figure-${name}`);
const homeCalls = (api: ReturnType<typeof fakeStatsApi>) =>
  api.custom.mock.calls.map(([call]) => call).filter((call) => call.url.endsWith('/comprehensiveStatsV2'));

describe('the home page', () => {
  it('shows each key figure with its change against the previous period', async () => {
    renderAs('merchant', fakeStatsApi(), <HomeStatsPage />);
    const views = await figure('views');
    await waitFor(() => expect(within(views).getByTestId('figure-value').textContent).toBe('1,250'));
    expect(within(views).getByTestId('figure-change').textContent?.trim()).toBe('+25%');
    expect(within(views).getByLabelText('up +25% on the previous period')).toBeTruthy();
    const stay = await figure('stay_time');
    expect(within(stay).getByTestId('figure-value').textContent).toBe('2 h 5 min');
    expect(within(stay).getByTestId('figure-change').textContent?.trim()).toBe('-16.7%');
    // Nothing before: no percentage, a dash that says why.
    expect(within(await figure('logins')).getByTestId('figure-change').textContent).toBe('—');
    expect(screen.getByTestId('current-to').textContent).toBe('Data is current up to 14:00 (Asia/Shanghai)');
    expect(screen.getByText('Oak sofa')).toBeTruthy();
    expect(screen.getByText('Nordic')).toBeTruthy();
    expect(screen.getByText('Lily Chen')).toBeTruthy();
  });

  it('asks for today first, and for period=7d once "Last 7 days" is chosen, keeping it in the address', async () => {
    const api = fakeStatsApi();
    renderAs('merchant', api, <HomeStatsPage />);
    await figure('views');
    await waitFor(() => expect(homeCalls(api).at(-1)?.query).toEqual({ period: 'today' }));
    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(homeCalls(api).at(-1)?.query).toEqual({ period: '7d' }));
    expect(screen.getByTestId('location').textContent).toBe('/homeData/stats?period=7d');
  });

  it('reads the period of the address, a custom range sent as whole days', async () => {
    const api = fakeStatsApi();
    renderAs('merchant', api, <HomeStatsPage />, '/homeData/stats?begin=2025-05-01&end=2025-05-31');
    await waitFor(() => expect(homeCalls(api).at(-1)?.query).toEqual({ begin_time: '2025-05-01 00:00:00', end_time: '2025-05-31 23:59:59' }));
  });

  it('says what to do when the period has no activity at all', async () => {
    renderAs('merchant', fakeStatsApi(emptyHome), <HomeStatsPage />);
    expect((await screen.findByTestId('stats-empty')).textContent).toContain('try a longer period');
    expect(screen.queryByTestId('key-figures')).toBeNull();
  });

  it('shows a failure with a retry button that asks again', async () => {
    let fail = true;
    const api = fakeStatsApi(() => {
      if (fail) throw { message: 'The statistics service is down', statusCode: 500 };
      return homeAnswer();
    });
    renderAs('merchant', api, <HomeStatsPage />);
    const error = await screen.findByTestId('stats-error');
    expect(error.textContent).toContain('The statistics could not be loaded');
    expect(error.textContent).toContain('The statistics service is down');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(screen.getByTestId('figure-views')).getByTestId('figure-value').textContent).toBe('1,250'));
  });

  it('shows the operator every merchant, with a link to the whole list', async () => {
    const api = fakeStatsApi();
    renderAs('operator', api, <HomeStatsPage />);
    const overview = await screen.findByTestId('merchants-overview');
    expect(await within(overview).findByText('Demo Living')).toBeTruthy();
    expect(within(overview).getByText('Second Home')).toBeTruthy();
    fireEvent.click(within(overview).getByTestId('all-merchants'));
    expect(screen.getByTestId('location').textContent).toBe('/homeData/merchantOperateData?period=today');
  });

  it('shows a merchant no merchants overview and never asks for it', async () => {
    const api = fakeStatsApi();
    renderAs('merchant', api, <HomeStatsPage />);
    await figure('views');
    expect(screen.queryByTestId('merchants-overview')).toBeNull();
    expect(api.custom.mock.calls.some(([call]) => call.url.endsWith('/merchantComprehensiveData'))).toBe(false);
  });

  it('opens the event log on its route for the operator, and in a drawer for a merchant without the route', async () => {
    const operatorApi = fakeStatsApi();
    const { unmount } = await renderAs('operator', operatorApi, <HomeStatsPage />, '/homeData/stats?period=30d');
    fireEvent.click(await screen.findByTestId('view-details'));
    expect(screen.getByTestId('location').textContent).toBe('/homeData/dataDetail?period=30d');
    unmount();

    const api = fakeStatsApi();
    await renderAs('merchant', api, <HomeStatsPage />, '/homeData/stats?period=30d');
    fireEvent.click(await screen.findByTestId('view-details'));
    expect(await screen.findByTestId('event-log')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/homeData/stats?period=30d');
    await waitFor(() =>
      expect(api.custom).toHaveBeenCalledWith(
        expect.objectContaining({ url: '/api/record/getStatsHistory', method: 'post', payload: { period: '30d', page: 1, pageSize: 20 } }),
      ),
    );
  });
});
