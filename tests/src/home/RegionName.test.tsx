import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { RegionName } from '../../../src/home/RegionName.tsx';
import { englishI18n } from '../render-in-app.tsx';

const i18n = await englishI18n();

/** An event list's region cell: the codes events hold (issue 34), named for the reader. */
async function regionOf(province: string | null, city: string | null, language: string) {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <output data-testid="region">
        <RegionName province={province} city={city} />
      </output>
    </I18nextProvider>,
  );
  return screen.getByTestId('region');
}

describe('an event’s region', () => {
  afterEach(async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it.each([
    ['en', '44', '440300', 'Guangdong Shenzhen'],
    ['es', '61', '610100', "Shaanxi Xi'an"],
    ['zh', '44', '440300', '广东 深圳'],
    ['ja', '44', '440300', '广东 深圳'],
    // A municipality is its own city: named once.
    ['en', '31', '310100', 'Shanghai'],
    ['zh', '31', '310100', '上海'],
    ['en', '', '', 'Unknown region'],
    ['zh', '', '', '未知地区'],
    ['en', null, null, ''],
    // Kept as the app sent them before migration 026, in a day whose events are gone: still read.
    ['en', '广东省', '深圳市', 'Guangdong Shenzhen'],
  ])('reads for a %s reader province %j, city %j as %j', async (language, province, city, text) => {
    const cell = await regionOf(province, city, language);
    await waitFor(() => expect(cell.textContent).toBe(text));
  });
});
