import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commoditiesTexts } from '../../resources/commodities/commodities.texts.ts';
import { launchBrowser } from './browser.ts';
import { signedIn } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const COMMODITIES = '/content/commodityManagement';
const drawer = (page: Page): Locator => page.locator('.ant-drawer-content');

/** Keeps a screenshot for looking when SHOTS_DIR is set (a run by hand); nothing otherwise. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

describe('the goods form in its sections, in Chromium (merchant)', () => {
  it.each([
    ['en-US', commoditiesTexts.en],
    ['zh-CN', commoditiesTexts.zh],
  ] as const)('shows the sections as tabs, prices with ¥ at a number width and help under the fields (%s)', async (locale, texts) => {
    const { context, page } = await signedIn(browser, 'merchant', { locale, width: 1440 });
    await page.goto(COMMODITIES);
    await page.getByTestId('create').click();
    const tabs = drawer(page).getByRole('tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(Object.values(texts.sections));
    await shot(page, `goods-create-basics-${locale}`);
    await drawer(page).getByRole('tab', { name: texts.sections.prices }).click();
    const price = drawer(page).getByLabel(texts.fields.price, { exact: true });
    await price.waitFor();
    // `has` is looked up inside each box, so it names the input from the page, not from the drawer.
    const box = drawer(page).locator('.ant-input-number-affix-wrapper', { has: page.getByLabel(texts.fields.price, { exact: true }) });
    expect(await box.locator('.ant-input-number-prefix').innerText()).toBe('¥');
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(220);
    await drawer(page).getByText(texts.help.stock).waitFor();
    await shot(page, `goods-create-prices-${locale}`);
    await context.close();
  });
});
