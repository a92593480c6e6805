import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LargeScreenPage } from '../../../../src/cockpit/large-screen/LargeScreenPage.tsx';
import { MAP_SHADES, NO_VISITORS } from '../../../../src/cockpit/large-screen/province-colours.ts';
import { AFTER_HOUR_TURN_MS } from '../../../../src/cockpit/large-screen/useHourlyRefresh.ts';
import { LARGE_SCREEN_CALLS } from '../../../../src/cockpit/large-screen/useLargeScreenData.ts';
import { fakeStatsApi, homeAnswer, renderAs } from '../../home/home-fixtures.tsx';

// jsdom has no canvas to draw on; the trend is drawn and looked at in Chromium (tests/e2e/large-screen.test.ts).
vi.mock('@ant-design/charts', () => ({ Area: () => null }));

const period = homeAnswer().period;
const regions = {
  period,
  // The API's spellings vary: both of Guangdong's count for it.
  provinces: [
    { province: '广东省', events: 900 },
    { province: '浙江省', events: 300 },
    { province: '广东', events: 100 },
    { province: '未知', events: 50 },
  ],
  list: [{ province: '广东省', city: '深圳市', events: 700 }],
  total: 1,
};
const stores = {
  period,
  total: 2,
  list: [
    { key: '3', id: 3, name: 'Flagship', events: 420 },
    { key: '4', id: 4, name: 'Riverside', events: 42 },
  ],
};

type Call = { url: string; method: string; query?: Record<string, unknown>; payload?: Record<string, unknown> };

/** The statistics API with the large screen's three answers (the home page's from home-fixtures); every call is recorded. */
function largeScreenApi() {
  const home = fakeStatsApi();
  const custom = vi.fn(async (call: Call): Promise<{ data: unknown }> => {
    if (call.url === LARGE_SCREEN_CALLS.regions) return { data: regions };
    if (call.url === LARGE_SCREEN_CALLS.stores) return { data: stores };
    return home.custom(call);
  });
  return { ...home, custom } as unknown as DataProvider & { custom: typeof custom };
}
const callsTo = (api: ReturnType<typeof largeScreenApi>, url: string) => api.custom.mock.calls.filter(([call]) => call.url === url).length;
const everyCall = Object.values(LARGE_SCREEN_CALLS);

afterEach(() => vi.useRealTimers());

describe('the large screen', () => {
  it('shows the figures, rankings and the provinces of the API, shaded on the map', async () => {
    renderAs('merchant', largeScreenApi(), <LargeScreenPage />, '/dataCockpit/largeScreen');
    await waitFor(() => expect(within(screen.getByTestId('figure-views')).getByTestId('figure-value').textContent).toBe('1,250'));
    expect(within(screen.getByTestId('figure-views')).getByTestId('figure-change').textContent?.trim()).toBe('+25%');
    expect(screen.getByTestId('current-to').textContent).toBe('Data is current up to 14:00 (Asia/Shanghai)');
    expect(within(screen.getByTestId('top-stores')).getByText('Flagship')).toBeTruthy();
    expect(within(screen.getByTestId('top-guides')).getByText('Lily Chen')).toBeTruthy();
    const provinces = within(screen.getByTestId('top-provinces'));
    expect(provinces.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Guangdong1,000', '2Zhejiang300']);

    const map = await screen.findByTestId('province-map');
    const guangdong = map.querySelector('[data-province="44"]');
    expect(guangdong?.getAttribute('data-events')).toBe('1000');
    expect(guangdong?.getAttribute('fill')).toBe(MAP_SHADES.at(-1));
    expect(map.querySelector('[data-province="33"]')?.getAttribute('fill')).toBe(MAP_SHADES[2]);
    expect(map.querySelector('[data-province="65"]')?.getAttribute('fill')).toBe(NO_VISITORS);
    expect(guangdong?.querySelector('title')?.textContent).toBe('Guangdong: 1,000 events');
    expect(screen.getByTestId('map-legend').textContent).toContain('641–1,000');
    // Pointing at a province spells it out above the map.
    fireEvent.mouseOver(guangdong as Element);
    expect(screen.getByTestId('map-hovered').textContent).toBe('Guangdong: 1,000 events');
  });

  it('asks for the period chosen, keeping it in the address', async () => {
    const api = largeScreenApi();
    renderAs('merchant', api, <LargeScreenPage />, '/dataCockpit/largeScreen');
    await screen.findByTestId('province-map');
    fireEvent.click(screen.getByText('Last 30 days'));
    await waitFor(() => expect(api.custom.mock.calls.at(-1)?.[0].payload ?? api.custom.mock.calls.at(-1)?.[0].query).toMatchObject({ period: '30d' }));
    expect(screen.getByTestId('location').textContent).toBe('/dataCockpit/largeScreen?period=30d');
  });

  it('asks again just after the hour turns, and every hour after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-06-10T10:30:00Z'));
    const api = largeScreenApi();
    renderAs('merchant', api, <LargeScreenPage />, '/dataCockpit/largeScreen');
    await screen.findByTestId('province-map');
    const first = everyCall.map((url) => callsTo(api, url));
    expect(first).toEqual([1, 1, 1]);

    // A minute before the hour's data is in: nothing yet.
    await act(() => vi.advanceTimersByTimeAsync(30 * 60_000 + AFTER_HOUR_TURN_MS - 60_000));
    expect(everyCall.map((url) => callsTo(api, url))).toEqual([1, 1, 1]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(everyCall.map((url) => callsTo(api, url))).toEqual([2, 2, 2]));
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    await waitFor(() => expect(everyCall.map((url) => callsTo(api, url))).toEqual([3, 3, 3]));
  });

  it('asks again when the window regains focus, once for focus and visibility together', async () => {
    const api = largeScreenApi();
    renderAs('merchant', api, <LargeScreenPage />, '/dataCockpit/largeScreen');
    await screen.findByTestId('province-map');
    expect(everyCall.map((url) => callsTo(api, url))).toEqual([1, 1, 1]);
    fireEvent(window, new Event('focus'));
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(everyCall.map((url) => callsTo(api, url))).toEqual([2, 2, 2]));
  });
});
