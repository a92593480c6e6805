import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatThousands } from '../../resources/format/numbers.ts';
import { browserForThisFile, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const csrf = { 'x-requested-with': 'XMLHttpRequest' };
const rowsOf = (page: Page, scope = page.getByTestId('event-log')) => scope.locator('tbody tr.ant-table-row');
/** The text of one column of the event log's rows on screen. */
const columnTexts = (page: Page, column: number) =>
  rowsOf(page).evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''), column);

/** The events' sheet columns (the detail call's list fields, headed in English). */
const HEADERS = [
  'Id',
  'Merchant ID',
  'Merchant',
  'Kind',
  'Time',
  'Channel No.',
  'Channel',
  'Viewer ID',
  'Viewer',
  'Store ID',
  'Store',
  'Guide ID',
  'Guide',
  'Content kind',
  'Content ID',
  'Content',
  'Usage time (s)',
  'Stay time (s)',
  'Province',
  'City',
];

describe('the cockpit event lists in Chromium', () => {
  it('groups the merchant’s events by store and drills down into one store’s events on the data detail page', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/dataCockpit/analyticsDetail?period=30d');
    await page.getByTestId('group-by').getByText('Store').click();
    await page.waitForURL((url) => url.searchParams.get('group') === 'store');
    const answer = await context.request.post('/admin-api/system/stats/search', { headers: csrf, data: { period: '30d', group_by: 'store' } });
    const buckets = (await answer.json()).data.buckets as { key: string; events: number }[];
    const events = buckets.reduce((sum, bucket) => sum + bucket.events, 0);
    expect(events).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('group-total').innerText()).toBe(`${formatThousands(events)} events in ${buckets.length} groups`);
    await keepShot(page, 'analytics-detail-store');

    const store = page.getByTestId('group-drill').first();
    const name = (await store.innerText()).trim();
    await store.click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText(`Events: ${name}`).waitFor();
    await expect.poll(() => rowsOf(page, drawer.getByTestId('event-log')).count()).toBeGreaterThan(0);
    await drawer.getByTestId('open-data-detail').click();
    await page.waitForURL((url) => url.pathname === '/dataCockpit/dataDetail' && url.searchParams.has('store_id'));
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    // The fifth column is the store's: every event shown is that store's.
    await expect.poll(async () => [...new Set(await columnTexts(page, 4))]).toEqual([name]);
    await context.close();
  });

  it('narrows the raw event log by kind, kept in the address', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/dataCockpit/dataDetail?period=7d');
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    await page.getByTestId('filter-kind').click();
    await page.locator('.ant-select-dropdown').getByText('Share', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('source_type') === 'share');
    await expect.poll(async () => [...new Set(await columnTexts(page, 1))]).toEqual(['Share']);
    await page.reload();
    await expect.poll(async () => [...new Set(await columnTexts(page, 1))]).toEqual(['Share']);
    await context.close();
  });

  it('exports the last 30 days from the page, and the file downloaded from the job centre holds what the API said', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    // Shares only: the app's own usage timer records this very session while the test runs (a
    // login, then its use), and a count read before the export must still hold when it is written.
    await page.goto('/dataCockpit/dataDetail?period=30d&source_type=share');
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    const prepared = (await (await context.request.get('/api/record/stats/export/prepare?period=30d&source_type=share')).json()).data as {
      rows: number;
      truncated: boolean;
    };
    expect(prepared.rows).toBeGreaterThan(0);

    await page.getByTestId('detail-export').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect
      .poll(() => confirm.innerText())
      .toContain(prepared.truncated ? 'the export holds the newest 10,000 only' : `will hold ${formatThousands(prepared.rows)} events`);
    await keepShot(page, 'data-detail-export');
    await page.getByTestId('export-start').click();
    await page.getByText('Export started.').waitFor();

    // The job centre opens by itself on the export just queued (no click: it would race the
    // opening); once done, its file is downloaded and read back.
    await confirm.waitFor({ state: 'hidden' });
    const jobs = page.getByTestId('job-list');
    await jobs.waitFor();
    const newest = jobs.getByTestId('job-item').first();
    // The export job's run through the worker (it polls every second): a few seconds, more on a loaded machine.
    await expect.poll(() => newest.innerText(), { timeout: 30_000, interval: 500 }).toMatch(/Done|Failed/);
    expect(await newest.innerText()).toContain('Done');
    const href = await newest.getByTestId('job-download').getAttribute('href');
    const file = await context.request.get(href!);
    expect(file.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.actualRowCount - 1).toBe(prepared.rows);
    await context.close();
  });
});
