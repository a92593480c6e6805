import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, drawer, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const list = (page: Page): Locator => page.getByTestId('resource-list-system-config');
const rowOf = (page: Page, key: string): Locator => list(page).locator('tbody tr', { hasText: key });
const keysShown = async (page: Page): Promise<string[]> =>
  (await list(page).locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).map((text) => text.trim());

async function fillForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await drawer(page).getByLabel(label, { exact: true }).fill(value);
}

async function save(page: Page) {
  await page.getByTestId('save').click();
}

/** The rows of the import sheet: two settings, the second with the name given (empty makes it a broken row). */
const gammaAndDelta = (deltaName: string): string[][] => [
  ['Key', 'Name', 'Value'],
  ['e2e.gamma', 'Gamma', '3'],
  ['e2e.delta', deltaName, '4'],
];

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Sheet1');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Opens the job centre and waits until its newest job has ended; returns that job's element. */
async function newestJobEnded(page: Page, ended: RegExp): Promise<Locator> {
  // The button's badge animates while jobs start and end: a stable target never comes, so force it.
  if (!(await page.getByTestId('job-list').isVisible())) await page.getByTestId('job-centre').click({ force: true });
  const newest = page.getByTestId('job-item').first();
  // Until the centre has fetched the job just started, the newest item is the one before it (the
  // export before an import): wait for the job of this kind to have ended as the user reads it.
  await expect.poll(async () => newest.innerText(), { timeout: 20_000 }).toMatch(ended);
  return newest;
}

/** Closes the job centre's popover (Escape, which it listens for wherever the focus is) so it covers nothing. */
async function closeJobCentre(page: Page) {
  const jobs = page.getByTestId('job-list');
  if (!(await jobs.isVisible())) return;
  await page.keyboard.press('Escape');
  await jobs.waitFor({ state: 'hidden' });
  // The centre opened by itself, so the pointer never went to its button: it still rests where the
  // export menu was, over a sorted column's header, whose tooltip would cover the toolbar.
  await page.mouse.move(0, 0);
}

async function importFile(page: Page, content: Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Import' });
  // A click landing while a popover closes can be swallowed: click until the dialog shows.
  for (let attempt = 1; attempt <= 3 && !(await dialog.isVisible()); attempt += 1) {
    await page.getByTestId('import').click();
    await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'settings.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a generated screen, end to end (system configuration)', () => {
  it('creates, filters, sorts, edits, exports, imports a broken then fixed file, and batch deletes', async () => {
    const { context, page } = await signedIn(browser(), 'operator');
    await page.goto('/systemManagement/config');
    await list(page).waitFor();

    // Create: the server's rule shows on the field, then a valid record saves.
    await page.getByTestId('create').click();
    await fillForm(page, { Key: '1bad', Name: 'Alpha', Value: '1' });
    await save(page);
    await drawer(page).getByText('Start with a letter', { exact: false }).waitFor();
    await fillForm(page, { Key: 'e2e.alpha' });
    await save(page);
    await drawer(page).waitFor({ state: 'hidden' });
    await page.getByTestId('create').click();
    await fillForm(page, { Key: 'e2e.beta', Name: 'Beta', Value: '2' });
    await save(page);
    await drawer(page).waitFor({ state: 'hidden' });

    // Filter by search; a reload keeps the filter.
    const keyword = page.getByTestId('filter-bar').getByRole('textbox', { name: 'Keyword' });
    await keyword.fill('e2e');
    await keyword.press('Enter');
    await expect.poll(() => keysShown(page)).toHaveLength(2);
    await page.reload();
    await expect.poll(() => keysShown(page)).toHaveLength(2);
    expect(await keyword.inputValue()).toBe('e2e');

    // Sort by the key column, both ways.
    await list(page).locator('thead th', { hasText: 'Key' }).click();
    await expect.poll(() => page.url()).toContain('sort');
    const first = await keysShown(page);
    await list(page).locator('thead th', { hasText: 'Key' }).click();
    await expect.poll(() => keysShown(page)).toEqual([...first].reverse());

    // Edit through the row action.
    await rowOf(page, 'e2e.alpha').getByRole('button', { name: 'Edit' }).click();
    await fillForm(page, { Name: 'Alpha two' });
    await save(page);
    await drawer(page).waitFor({ state: 'hidden' });
    await rowOf(page, 'e2e.alpha').getByText('Alpha two').waitFor();

    // Export every matching row; the file has the visible columns and both rows.
    await page.getByTestId('export').click();
    await page.getByRole('menuitem', { name: 'Export all matching' }).click();
    // The job centre opens by itself on the export the user queued.
    await page.getByTestId('job-list').waitFor();
    const exported = await newestJobEnded(page, /^Export:[\s\S]*(Done|Failed)/);
    expect(await exported.innerText()).toContain('Done');
    const href = await exported.getByTestId('job-download').getAttribute('href');
    const file = await context.request.get(href!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => cells.push(String((row.values as unknown[])[1])));
    expect(cells).toEqual(['Key', 'e2e.alpha', 'e2e.beta']);
    await closeJobCentre(page);

    // Import: a broken row imports nothing and offers a report; the fixed file imports.
    await importFile(page, await sheet(gammaAndDelta('')));
    const broken = await newestJobEnded(page, /^Import:[\s\S]*(Done|Failed)/);
    expect(await broken.innerText()).toContain('Failed');
    await broken.getByTestId('job-errorReport').waitFor();
    await closeJobCentre(page);
    await importFile(page, await sheet(gammaAndDelta('Delta')));
    // The broken import before it is the newest until this one is listed: it never reads Done.
    await newestJobEnded(page, /^Import:[\s\S]*Done/);
    await closeJobCentre(page);
    await page.reload();
    await expect.poll(() => keysShown(page).then((keys) => keys.sort())).toEqual(['e2e.alpha', 'e2e.beta', 'e2e.delta', 'e2e.gamma']);

    // Batch delete: nothing selected is refused with the spec's message; then every row goes.
    await page.getByTestId('batch-delete').click();
    await page.getByText('Please select items first before export, copy, delete or submit.').waitFor();
    await list(page).locator('thead .ant-checkbox-input').check();
    await page.getByTestId('batch-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => keysShown(page)).toEqual([]);
    await context.close();
  });
});
