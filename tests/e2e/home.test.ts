import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/home/stats-format.ts';
import { browserForThisFile, pathOf, signedIn } from './helpers.ts';
import { runScheduledJobNow } from './scheduled-jobs.ts';

const browser = browserForThisFile();

/** The value a key figure card shows, once the page has its answer. */
async function figureOnScreen(page: Page, figure: string): Promise<string> {
  const value = page.getByTestId(`figure-${figure}`).getByTestId('figure-value');
  await value.waitFor();
  return (await value.innerText()).trim();
}

describe('the home page in Chromium', () => {
  it('shows the merchant the figures the API answers, switches to 7 days, and opens the event log', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await page.getByTestId('home-stats').waitFor();
    await expect.poll(() => page.getByTestId('current-to').innerText()).toMatch(/^Data is current up to \d\d:00 \(/);

    await page.getByTestId('period-switch').getByText('Last 7 days').click();
    await page.waitForURL((url) => url.searchParams.get('period') === '7d');
    const answer = await context.request.get('/api/record/comprehensiveStatsV2?period=7d');
    expect(answer.status()).toBe(200);
    const { figures } = (await answer.json()).data as { figures: Record<string, number> };
    expect(figures.views).toBeGreaterThan(0);
    await expect.poll(() => figureOnScreen(page, 'views')).toBe(formatCount(figures.views));
    await expect.poll(() => figureOnScreen(page, 'events')).toBe(formatCount(figures.events));

    // A reload keeps the period.
    await page.reload();
    await expect.poll(() => figureOnScreen(page, 'views')).toBe(formatCount(figures.views));

    // The merchant holds /homeData/stats only (ACCESS.md): the event log opens in a drawer.
    await page.getByTestId('view-details').click();
    const log = page.getByTestId('event-log');
    await log.waitFor();
    await expect.poll(() => log.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText(/^Total: [\d,]+$/).count()).toBe(1);
    expect(pathOf(page)).toBe('/homeData/stats');
    expect(await page.getByTestId('merchants-overview').count()).toBe(0);
    await context.close();
  });

  it('shows the operator every merchant and opens the drill-downs on their routes', async () => {
    const { context, page } = await signedIn(browser(), 'operator');
    await page.goto('/homeData/stats?period=30d');
    const overview = page.getByTestId('merchants-overview');
    await expect.poll(() => overview.getByText('Demo Living').count()).toBe(1);

    await page.getByTestId('view-details').click();
    await page.waitForURL((url) => url.pathname === '/homeData/dataDetail' && url.searchParams.get('period') === '30d');
    await expect.poll(() => page.getByTestId('event-log').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.goto('/homeData/stats?period=30d');
    await page.getByTestId('all-merchants').click();
    await page.waitForURL((url) => url.pathname === '/homeData/merchantOperateData');
    await expect.poll(() => page.getByTestId('merchants-table').getByText('Second Home').count()).toBe(1);
    await context.close();
  });

  it('moves a figure once an ingested event of the last whole hour is rolled up by the scheduled job', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const csrf = { 'x-requested-with': 'XMLHttpRequest' };
    const key = (await (await context.request.post('/api/settings/publishable-keys/ingestion/rotate', { headers: csrf })).json()).data.key as string;
    const goods = (await (await context.request.get('/api/commodities?pageSize=1')).json()).data.list[0].id as number;
    const views = async () => (await (await context.request.get('/api/record/comprehensiveStatsV2?period=7d')).json()).data.figures.views as number;
    const before = await views();
    // In the hour just over: the rollup job takes it on its next run.
    const lastHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 30 * 60_000).toISOString();
    const event = { source_type: 'view', use_at: lastHour, viewer_id: 'e2e-viewer', commodity_id: goods, stay_time: 12 };
    const sent = await context.request.post('/app-api/system/stats/record', {
      headers: { 'x-publishable-key': key },
      data: { events: [event, event, event] },
    });
    expect((await sent.json()).code).toBe(0);
    // The job its cron would start within the minute, queued now; once it has completed, the API counts the events.
    // (A run of the cron's own that holds the hour at that moment finishes it instead: hence the poll.)
    await runScheduledJobNow('stats-rollup');
    await expect.poll(views).toBeGreaterThanOrEqual(before + 3);
    const after = await views();
    await page.goto('/homeData/stats?period=7d');
    await expect.poll(() => figureOnScreen(page, 'views')).toBe(formatCount(after));
    await context.close();
  });
});
