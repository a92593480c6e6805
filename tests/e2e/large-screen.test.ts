import { describe, expect, it } from 'vitest';
import { provinceCode } from '../../resources/stats/provinces.ts';
import { NO_VISITORS } from '../../src/cockpit/large-screen/province-colours.ts';
import { formatCount } from '../../src/home/stats-format.ts';
import { browserForThisFile, signedIn } from './helpers.ts';

const browser = browserForThisFile();

describe('the large screen in Chromium', () => {
  it("shows the merchant the API's figures and its visitors' provinces shaded on the map", async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/dataCockpit/largeScreen?period=7d');
    const screen = page.getByTestId('large-screen');
    await screen.waitFor();

    const home = (await (await context.request.get('/api/record/comprehensiveStatsV2?period=7d')).json()).data as { figures: Record<string, number> };
    const figure = (name: string) => screen.getByTestId(`figure-${name}`).getByTestId('figure-value');
    await expect.poll(async () => (await figure('views').innerText()).trim()).toBe(formatCount(home.figures.views));
    await expect.poll(async () => (await figure('events').innerText()).trim()).toBe(formatCount(home.figures.events));

    const regions = await context.request.post('/admin-api/kuxiaoju/stats/map-detail', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { period: '7d', from: 0, size: 10 },
    });
    const { provinces } = (await regions.json()).data as { provinces: { province: string; events: number }[] };
    expect(provinces.length).toBeGreaterThan(0);
    const busiest = provinceCode(provinces[0].province);
    expect(busiest).not.toBeNull();

    // The map is drawn from the bundled outlines: every province a path, the visited ones shaded.
    const map = page.getByTestId('province-map');
    await map.waitFor();
    expect(await map.locator('path[data-province]').count()).toBeGreaterThanOrEqual(34);
    const shaded = await map
      .locator('path[data-province]')
      .evaluateAll((paths, none) => paths.filter((path) => path.getAttribute('fill') !== none).map((path) => path.getAttribute('data-province')), NO_VISITORS);
    expect(shaded).toContain(busiest);
    const box = await map.locator(`path[data-province="${busiest}"]`).boundingBox();
    expect(box?.width).toBeGreaterThan(5);
    expect(await screen.getByTestId('top-provinces').locator('li').first().innerText()).toContain(formatCount(provinces[0].events));

    // Full screen shows the page alone; the same button gives the shell back.
    await page.getByTestId('fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('large-screen');
    await page.getByTestId('fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await context.close();
  });
});
