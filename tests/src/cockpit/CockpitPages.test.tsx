import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { H5Page, MiniProgramPage } from '../../../src/cockpit/ChannelAnalyticsPage.tsx';
import { MarketAnalyticsPage } from '../../../src/cockpit/MarketAnalyticsPage.tsx';
import { StoreAnalyticsPage } from '../../../src/cockpit/StoreAnalyticsPage.tsx';
import { TeachAnalyticsPage } from '../../../src/cockpit/TeachAnalyticsPage.tsx';
import { setSchoolFlags } from '../../../src/i18n/i18n.ts';
import { calledPaths, fakeCockpitApi, renderCockpit, englishLoaded } from './cockpit-fixtures.tsx';

vi.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null, Bar: () => null, Column: () => null }));

await englishLoaded();

type Api = ReturnType<typeof fakeCockpitApi>;
const bodiesOf = (api: Api, path: string) =>
  api.custom.mock.calls
    .map(([call]) => call)
    .filter((call) => call.url.endsWith(path))
    .map((call) => call.payload);

afterEach(() => setSchoolFlags([]));

describe('store analytics', () => {
  it('ranks stores and guides by events and the guides by usage time, each with its drill-down', async () => {
    const api = fakeCockpitApi();
    renderCockpit(<StoreAnalyticsPage />, api, '/dataCockpit/storeAnalytics?period=30d');
    expect(await within(await screen.findByTestId('rank-stores')).findByRole('img', { name: /store\/rankHistory\/detail first 50/ })).toBeTruthy();
    expect(await within(screen.getByTestId('rank-sales')).findByRole('img', { name: /sale\/rankHistory\/detail first 50/ })).toBeTruthy();
    // The usage ranking draws the usage timer's seconds: 50 × 60 s.
    expect(await within(screen.getByTestId('rank-usage')).findByRole('img', { name: /Usage time: duration\/sum\/detail first 50 min/ })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('rank-usage')).getByTestId('drill-down'));
    const list = await screen.findByTestId('detail-list');
    expect(await within(list).findByText('duration/sum/detail second')).toBeTruthy();
    fireEvent.click(within(list).getByTestId('cockpit-export'));
    await waitFor(() => expect(bodiesOf(api, '/duration/sum/detail/export')).toEqual([{ period: '30d' }]));
  });
});

describe('the channel pages', () => {
  it.each([
    ['mini-program', <MiniProgramPage key="m" />, '/dataCockpit/miniProgram', 2],
    ['H5', <H5Page key="h" />, '/dataCockpit/h5', 3],
  ])('restrict the %s page to its channel group, with no channel filter to undo it', async (_name, page, path, group) => {
    const api = fakeCockpitApi();
    renderCockpit(page, api, path);
    const views = await screen.findByTestId('figure-views');
    await waitFor(() => expect(within(views).getByTestId('figure-value').textContent).toBe(`1,0${group}0`));
    await screen.findByTestId('event-log');
    expect(screen.queryByTestId('channel-filter')).toBeNull();
    expect(screen.getByTestId('channel-note').textContent).toContain(`channel${group === 2 ? ' 2' : 's 3, 4 and 5'}`);
    for (const path of ['statsType/total', 'statsType/timingHistory', 'detail']) {
      for (const body of bodiesOf(api, `/${path}`)) expect(body).toMatchObject({ channel: group });
    }
    expect(calledPaths(api).filter((path) => path.includes('rankHistory'))).toEqual([]);
  });
});

describe('marketing analytics', () => {
  it('shows real zeros for coupon and activity views, claims and sign-ups, and lists the events of one kind at a time', async () => {
    const api = fakeCockpitApi();
    renderCockpit(<MarketAnalyticsPage />, api, '/dataCockpit/marketAnalytics');
    const claims = await screen.findByTestId('market-claim');
    await waitFor(() => expect(within(claims).getByTestId('figure-value').textContent).toBe('0'));
    expect(within(screen.getByTestId('market-signup')).getByTestId('figure-value').textContent).toBe('0');
    for (const kind of ['coupon', 'activity'])
      await waitFor(() => expect(within(screen.getByTestId(`market-${kind}-views`)).getByTestId('figure-value').textContent).toBe('0'));
    expect(bodiesOf(api, '/content-kind/total').at(-1)).toEqual({ period: 'today' });
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    await waitFor(() => expect(bodiesOf(api, '/detail').at(-1)).toEqual({ period: 'today', source_type: 'claim', from: 0, size: 20 }));
    fireEvent.click(within(screen.getByTestId('events')).getByText('Activity sign-ups'));
    await waitFor(() => expect(bodiesOf(api, '/detail').at(-1)).toMatchObject({ source_type: 'signup' }));
    fireEvent.click(within(screen.getByTestId('events')).getByTestId('cockpit-export'));
    await waitFor(() => expect(bodiesOf(api, '/detailExport')).toEqual([{ period: 'today', source_type: 'signup' }]));
  });
});

describe('teach analytics', () => {
  it('speaks of guides, and of students for a school account', async () => {
    const api = fakeCockpitApi();
    const first = await renderCockpit(<TeachAnalyticsPage />, api, '/dataCockpit/teachAnalytics');
    expect(await within(await screen.findByTestId('rank-sales')).findByText('Guides by events')).toBeTruthy();
    first.unmount();
    setSchoolFlags(['enEdu']);
    renderCockpit(<TeachAnalyticsPage />, api, '/dataCockpit/teachAnalytics');
    expect(await within(await screen.findByTestId('rank-sales')).findByText('Students by events')).toBeTruthy();
    expect(screen.getByTestId('rank-usage').textContent).toContain("Students' usage time");
    expect(screen.getByText('Active students')).toBeTruthy();
  });
});
