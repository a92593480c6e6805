import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/home/stats-format.ts';
import { baseUrl } from './browser.ts';
import { browserForThisFile, signedIn } from './helpers.ts';
import { PageWatch } from './tour/page-watch.ts';

const browser = browserForThisFile();
const ADMIN = '/admin-api/kuxiaoju/stats';
const csrf = { 'x-requested-with': 'XMLHttpRequest' };

/** What the API answers the signed-in account for a call, as the page would ask it. */
async function ask(context: BrowserContext, url: string, data: object) {
  const answer = await context.request.post(url, { data, headers: csrf });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

const figureOnScreen = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('figure-value').innerText();

/** Opens a cockpit page for 30 days and waits until its figures are in and a chart has drawn its canvas. */
async function openCockpit(page: Page, path: string, pageId: string) {
  await page.goto(`${path}?period=30d`);
  await page.getByTestId(`cockpit-${pageId}`).waitFor();
  await page.getByTestId('current-to').waitFor();
  await page.getByTestId('cockpit-chart').locator('canvas').first().waitFor({ timeout: 30_000 });
}

describe('the data cockpit in Chromium', () => {
  it('shows the merchant customer and store analytics with figures, charts, drill-downs and an export job', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const watch = new PageWatch(page, baseUrl());
    await openCockpit(page, '/dataCockpit/customerAnalytics', 'customer');
    const total = await ask(context, `${ADMIN}/statsType/total`, { period: '30d' });
    await expect.poll(() => figureOnScreen(page, 'figure-views')).toBe(formatCount(total.figures.views));
    const visitors = await ask(context, `${ADMIN}/visitors`, { period: '30d' });
    await expect.poll(() => page.getByTestId('visitors-visitors').innerText()).toContain(formatCount(visitors.visitors));
    // Narrowing to the mini-program moves the figures to that group's, and keeps the choice in the address.
    await page.getByTestId('channel-filter').click();
    await page.getByTitle('Mini-program').click();
    await page.waitForURL((url) => url.searchParams.get('channel') === '2');
    const mini = await ask(context, `${ADMIN}/statsType/total`, { period: '30d', channel: 2 });
    await expect.poll(() => figureOnScreen(page, 'figure-views')).toBe(formatCount(mini.figures.views));
    // Every figure follows it, the visitors (a day rollup) too (issue 34).
    const miniVisitors = await ask(context, `${ADMIN}/visitors`, { period: '30d', channel: 2 });
    expect(miniVisitors.visitors).toBeLessThan(visitors.visitors);
    await expect.poll(() => page.getByTestId('visitors-visitors').innerText()).toContain(formatCount(miniVisitors.visitors));

    // Drill into every content ranked, and export it through the job centre.
    await page.getByTestId('rank-content').getByTestId('drill-down').click();
    const list = page.getByTestId('detail-list');
    await expect.poll(() => list.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    const jobsBefore = (await (await context.request.get('/api/jobs')).json()).data.list.length as number;
    await list.getByTestId('cockpit-export').click();
    await page.getByText('The export has started: follow it in the job centre.').waitFor();
    await expect.poll(async () => (await (await context.request.get('/api/jobs')).json()).data.list.length).toBe(jobsBefore + 1);

    await openCockpit(page, '/dataCockpit/storeAnalytics', 'store');
    const stores = await ask(context, `${ADMIN}/store/rankHistory/detail`, { period: '30d', from: 0, size: 10 });
    expect(stores.list.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByTestId('rank-stores')
          .getByRole('img', { name: new RegExp(stores.list[0].name) })
          .count(),
      )
      .toBe(1);
    await page.getByTestId('rank-usage').getByRole('img').first().waitFor();
    expect(watch.take()).toEqual([]);
    await context.close();
  });

  it.each([
    ['teachAnalytics', 'teach', 'rank-sales'],
    ['marketAnalytics', 'market', 'market-claim'],
    ['miniProgram', 'miniProgram', 'figure-views'],
    ['h5', 'h5', 'figure-views'],
  ])('shows the merchant %s without an error', async (route, pageId, section) => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const watch = new PageWatch(page, baseUrl());
    await page.goto(`/dataCockpit/${route}?period=30d`);
    await page.getByTestId(`cockpit-${pageId}`).waitFor();
    await page.getByTestId(section).waitFor();
    await page.getByTestId('current-to').waitFor();
    if (route === 'marketAnalytics') {
      // The claims the API counts (a showroom visitor's, say; zero where none came in), and the event list.
      const total = await ask(context, `${ADMIN}/statsType/total`, { period: '30d' });
      const claims = (total.by_type as { source_type: string; events: number }[]).find((row) => row.source_type === 'claim')?.events ?? 0;
      await expect.poll(() => figureOnScreen(page, 'market-claim')).toBe(formatCount(claims));
      await expect.poll(() => figureOnScreen(page, 'market-coupon-views')).toMatch(/^\d[\d,]*$/);
      await expect.poll(() => figureOnScreen(page, 'market-activity-views')).toMatch(/^\d[\d,]*$/);
      await page.getByTestId('event-log').waitFor();
    }
    if (route === 'h5') {
      const h5 = await ask(context, `${ADMIN}/statsType/total`, { period: '30d', channel: 3 });
      await expect.poll(() => figureOnScreen(page, 'figure-views')).toBe(formatCount(h5.figures.views));
      await expect.poll(() => page.getByTestId('event-log').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    }
    expect(watch.take()).toEqual([]);
    await context.close();
  });

  it('speaks of students and classes to the school on teachAnalytics', async () => {
    const { context, page } = await signedIn(browser(), 'school');
    await page.goto('/dataCockpit/teachAnalytics?period=30d');
    await page.getByTestId('cockpit-teach').waitFor();
    await expect.poll(() => page.getByTestId('rank-sales').innerText()).toContain('Students by events');
    expect(await page.getByTestId('rank-usage').innerText()).toContain("Students' usage time");
    expect(await page.getByTestId('cockpit-teach').getByText(/guide/i).count()).toBe(0);
    await context.close();
  });

  it('shows a guide its own customer analytics, without export and without a refused call', async () => {
    const { context, page } = await signedIn(browser(), 'guide');
    const watch = new PageWatch(page, baseUrl());
    await openCockpit(page, '/dataCockpit/customerAnalytics', 'customer');
    const own = await ask(context, `${ADMIN}/statsType/total`, { period: '30d' });
    await expect.poll(() => figureOnScreen(page, 'figure-views')).toBe(formatCount(own.figures.views));
    // The guide's figures are its own, fewer than its merchant's.
    const { context: merchant } = await signedIn(browser(), 'merchant');
    const all = await ask(merchant, `${ADMIN}/statsType/total`, { period: '30d' });
    expect(own.figures.views).toBeLessThan(all.figures.views);
    await merchant.close();
    await page.getByTestId('rank-guides').getByTestId('drill-down').click();
    await page.getByTestId('detail-list').waitFor();
    expect(await page.getByTestId('cockpit-export').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(watch.take()).toEqual([]);
    await context.close();
  });
});
