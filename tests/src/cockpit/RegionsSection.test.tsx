import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionsSection } from '../../../src/cockpit/RegionsSection.tsx';
import { englishI18n } from '../render-in-app.tsx';
import { type Call, englishLoaded, renderCockpit } from './cockpit-fixtures.tsx';

// jsdom has no canvas: the chart is read through its accessible name.
vi.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null, Bar: () => null, Column: () => null }));

await englishLoaded();

const PATH = '/dataCockpit/customerAnalytics';
const HAN = /\p{Script=Han}/u;

/** `map-detail` as the server answers it since issue 34: codes, '' for the unknown region. */
function regionsApi() {
  const custom = vi.fn(async (_call: Call) => ({
    data: {
      period: { begin_time: '2025-06-10 00:00:00', end_time: '2025-06-10 23:59:59', time_zone: 'Asia/Shanghai' },
      provinces: [
        { province: '44', events: 70 },
        { province: '', events: 5 },
      ],
      list: [
        { province: '44', city: '440300', events: 60 },
        { province: '44', city: '440100', events: 10 },
        { province: '', city: '', events: 5 },
      ],
      total: 3,
    },
  }));
  return { custom, getApiUrl: () => '/api' } as unknown as Parameters<typeof renderCockpit>[1];
}

/** The section with its chart named `chartName`, drilled down: the list of every city. */
async function showRegions(chartName: RegExp) {
  renderCockpit(<RegionsSection filter={{ choice: { period: 'today' } }} pagePath={PATH} />, regionsApi(), PATH);
  const card = await screen.findByTestId('regions');
  expect(await within(card).findByRole('img', { name: chartName })).toBeTruthy();
  fireEvent.click(within(card).getByTestId('drill-down'));
  return screen.findByTestId('detail-list');
}

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('regions in the reader’s language', () => {
  afterEach(async () => {
    await act(async () => {
      await (await englishI18n()).changeLanguage('en');
    });
  });

  it('names provinces and cities in English for an English reader, the unknown region as such, with no Chinese characters', async () => {
    const list = await showRegions(/Guangdong 70, Unknown region 5/);
    await waitFor(() => expect(within(list).getByText('Shenzhen')).toBeTruthy());
    expect(rowsOf(list)).toEqual([
      ['1', 'Guangdong', 'Shenzhen', '60'],
      ['2', 'Guangdong', 'Guangzhou', '10'],
      ['3', 'Unknown region', '', '5'],
    ]);
    expect(screen.getByTestId('regions').textContent).not.toMatch(HAN);
    expect(list.textContent).not.toMatch(HAN);
  });

  it('names them in Chinese characters for a Chinese reader', async () => {
    await act(async () => {
      await (await englishI18n()).changeLanguage('zh');
    });
    const list = await showRegions(/广东 70, 未知地区 5/);
    await waitFor(() => expect(within(list).getByText('深圳')).toBeTruthy());
    expect(rowsOf(list)).toEqual([
      ['1', '广东', '深圳', '60'],
      ['2', '广东', '广州', '10'],
      ['3', '未知地区', '', '5'],
    ]);
  });
});
