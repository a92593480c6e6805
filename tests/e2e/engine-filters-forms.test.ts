import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GOODS, browserForThisFile, drawer, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const filterBar = (page: Page): Locator => page.getByTestId('filter-bar');

/** Whether `inner` is wholly inside `outer`'s visible box. */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return Boolean(a && b && a.y >= b.y && a.y + a.height <= b.y + b.height);
}

describe('the generic filter bar and form in Chromium (goods, merchant)', () => {
  it('filters Stock and Price between typed numbers, which the server accepts', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto(GOODS);
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
    await keepShot(page, 'goods-number-range-filter');
    await context.close();
  });

  it('keeps the work on Enter in the unsaved-changes question, and shows the first error with its label', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto(GOODS);
    await page.getByTestId('create').click();
    const name = drawer(page).getByLabel('Name', { exact: true });
    await name.fill('Half typed');
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Stay' }).waitFor();
    await keepShot(page, 'unsaved-changes-question');
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
    await keepShot(page, 'failed-save-first-error');
    await context.close();
  });
});
