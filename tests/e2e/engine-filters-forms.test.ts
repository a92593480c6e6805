import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { signedIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const COMMODITIES = '/content/commodityManagement';
const drawer = (page: Page): Locator => page.locator('.ant-drawer-content');
const filterBar = (page: Page): Locator => page.getByTestId('filter-bar');

/** Keeps a screenshot for looking when SHOTS_DIR is set (a run by hand); nothing otherwise. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** Whether `inner` is wholly inside `outer`'s visible box. */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return Boolean(a && b && a.y >= b.y && a.y + a.height <= b.y + b.height);
}

describe('the generic filter bar and form in Chromium (goods, merchant)', () => {
  it('filters Stock and Price between typed numbers, which the server accepts', async () => {
    const { context, page } = await signedIn(browser, 'merchant');
    await page.goto(COMMODITIES);
    await filterBar(page).waitFor();
    expect(await filterBar(page).locator('.ant-picker').count()).toBe(0);
    // Price is past the first row of filters at this width.
    await filterBar(page)
      .getByRole('button', { name: /More filters/ })
      .click();
    await filterBar(page).getByRole('spinbutton', { name: 'Price (min)' }).fill('0');
    await filterBar(page).getByRole('spinbutton', { name: 'Price (max)' }).fill('1000000');
    const answer = page.waitForResponse((response) => response.url().includes('price_lte=1000000'));
    await filterBar(page).getByRole('spinbutton', { name: 'Price (max)' }).press('Enter');
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('price_gte')).toBe('0');
    await shot(page, 'goods-number-range-filter');
    await context.close();
  });

  it('keeps the work on Enter in the unsaved-changes question, and shows the first error with its label', async () => {
    const { context, page } = await signedIn(browser, 'merchant');
    await page.goto(COMMODITIES);
    await page.getByTestId('create').click();
    const name = drawer(page).getByLabel('Name', { exact: true });
    await name.fill('Half typed');
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Stay' }).waitFor();
    await shot(page, 'unsaved-changes-question');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stay' }).waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Half typed');

    // Saving from the bottom of the long form without a name brings the name's label and message into view.
    await name.fill('');
    const body = drawer(page).locator('.ant-drawer-body');
    await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.getByTestId('save').click();
    const message = drawer(page).getByText('Name is required.');
    await message.waitFor();
    await expect.poll(() => within(drawer(page).locator('label', { hasText: /^Name$/ }), body)).toBe(true);
    expect(await within(message, body)).toBe(true);
    await shot(page, 'failed-save-first-error');
    await context.close();
  });
});
