import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { engineValidationEn } from '../../resources/messages/engine-en.ts';
import { uploadsEn } from '../../resources/messages/uploads-en.ts';
import { UPLOAD_KINDS } from '../../resources/uploads/upload-kinds.ts';
import { formatBytes } from '../../resources/format/numbers.ts';
import { GOODS, browserForThisFile, drawer, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const list = (page: Page): Locator => page.getByTestId('resource-list-commodities');
const rowOf = (page: Page, name: string): Locator => list(page).locator('tbody tr', { hasText: name });
const attributeRows = (page: Page): Locator => drawer(page).getByTestId('attribute-row');

/** Adds an attribute row: its name, then each value typed and confirmed with Enter (tag input). */
async function addAttribute(page: Page, name: string, values: string[]) {
  await drawer(page).getByTestId('add-attribute').click();
  const row = attributeRows(page).last();
  await row.getByRole('textbox', { name: 'Attribute name' }).fill(name);
  const input = row.getByRole('combobox');
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
    await row.locator('.ant-select-selection-item', { hasText: value }).waitFor();
  }
  return row;
}

/** Opens a tab of the long goods form. */
const showTab = (page: Page, name: string) => drawer(page).getByRole('tab', { name, exact: true }).click();

/** The text the message toast shows, once it appears. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: false }).first().waitFor();

describe('goods end to end (merchant): attributes and SKUs, upload limit, shelf, recycle bin', () => {
  it('creates goods with generated SKUs and a cover, refuses a repeated attribute and a large cover, shelves, deletes and restores them', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const name = `E2E sofa ${Date.now()}`;
    await page.goto(GOODS);
    await list(page).waitFor();

    await page.getByTestId('create').click();
    await drawer(page).getByLabel('Name', { exact: true }).fill(name);
    await showTab(page, 'Prices and stock');
    await drawer(page).getByLabel('Price', { exact: true }).fill('899');
    await showTab(page, 'Attributes and SKUs');
    await addAttribute(page, 'Colour', ['Grey', 'Blue']);
    await addAttribute(page, 'Size', ['S', 'L']);

    // A repeated attribute name is refused on its row with the spec's wording (§8).
    const repeated = await addAttribute(page, 'Colour', ['Red']);
    await repeated.getByText(engineValidationEn.attributeNameExists).waitFor();
    expect(await attributeRows(page).first().locator('.ant-form-item-explain-error').count()).toBe(0);
    await repeated.getByRole('button', { name: 'Remove this row' }).click();
    await expect.poll(() => attributeRows(page).count()).toBe(2);

    // One SKU per combination of the two attributes' values, priced at the goods price.
    await drawer(page).getByTestId('generate-skus').click();
    const skus = drawer(page).getByTestId('sku-table');
    await expect.poll(() => skus.locator('tbody tr').count()).toBe(4);
    expect(await skus.locator('tbody tr').first().innerText()).toContain('Colour: Grey');
    expect(await skus.getByRole('spinbutton', { name: 'Price', exact: true }).first().inputValue()).toBe('899.00');

    // A cover over 2 MB is refused by the upload list before anything is sent (spec §9).
    const limit = formatBytes(UPLOAD_KINDS.cover.maxBytes);
    await showTab(page, 'Media');
    await page.locator('#commodities-form_cover [data-testid="media-upload-input"]').setInputFiles({
      name: 'huge-cover.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(UPLOAD_KINDS.cover.maxBytes + 1, 1),
    });
    await toast(page, uploadsEn.uploads.tooLarge.replace('{{limit}}', limit));
    const cover = page.locator('#commodities-form_cover');
    expect(await cover.getByTestId('media-thumb').count()).toBe(0);
    // A square cover within the limit lands in the field.
    const square = await sharp({ create: { width: 750, height: 750, channels: 3, background: '#c8a27a' } })
      .png()
      .toBuffer();
    await cover.getByTestId('media-upload-input').setInputFiles({ name: 'sofa-cover.png', mimeType: 'image/png', buffer: square });
    await cover.getByTestId('media-thumb').waitFor({ timeout: 15_000 });

    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await rowOf(page, name).getByTestId('media-thumb').waitFor();

    // Put on shelf from the row's actions; the row then says so.
    await rowOf(page, name).getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: 'Put on shelf' }).click();
    await toast(page, 'Operation successful');
    await expect.poll(() => rowOf(page, name).innerText()).toContain('Yes');
    await rowOf(page, name).getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: 'Take off shelf' }).waitFor();
    await page.keyboard.press('Escape');

    // The saved SKUs are the generated ones: read from the record itself (a list answers only its columns).
    const found = await context.request.get(`/api/commodities?name_like=${encodeURIComponent(name)}`);
    const goods = (await (await context.request.get(`/api/commodities/${(await found.json()).data.list[0].id}`)).json()).data;
    expect(goods.skus.map((sku: { prop_name: string }) => sku.prop_name)).toEqual([
      'Colour:Grey;Size:S',
      'Colour:Grey;Size:L',
      'Colour:Blue;Size:S',
      'Colour:Blue;Size:L',
    ]);
    expect(goods.on_shelf).toBe(true);
    expect(goods.cover).toMatch(/^\/files\//);

    // Delete: to the recycle bin, from where it comes back.
    await rowOf(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await rowOf(page, name).waitFor({ state: 'detached' });
    await page.goto('/content/recycleBin');
    const binRow = page.getByTestId('recycle-bin').locator('tbody tr', { hasText: name });
    await binRow.getByTestId('restore-one').click();
    await binRow.waitFor({ state: 'detached' });
    await page.goto(GOODS);
    await rowOf(page, name).waitFor();
    await context.close();
  });
});
