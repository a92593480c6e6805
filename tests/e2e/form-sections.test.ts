import { describe, expect, it } from 'vitest';
import { commoditiesTexts } from '../../resources/commodities/commodities.texts.ts';
import { GOODS, browserForThisFile, drawer, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();

describe('the goods form in its sections, in Chromium (merchant)', () => {
  it.each([
    ['en-US', commoditiesTexts.en],
    ['zh-CN', commoditiesTexts.zh],
  ] as const)('shows the sections as tabs, prices with ¥ at a number width and help under the fields (%s)', async (locale, texts) => {
    const { context, page } = await signedIn(browser(), 'merchant', { locale, width: 1440 });
    await page.goto(GOODS);
    await page.getByTestId('create').click();
    const tabs = drawer(page).getByRole('tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(Object.values(texts.sections));
    await keepShot(page, `goods-create-basics-${locale}`);
    await drawer(page).getByRole('tab', { name: texts.sections.prices }).click();
    const price = drawer(page).getByLabel(texts.fields.price, { exact: true });
    await price.waitFor();
    // `has` is looked up inside each box, so it names the input from the page, not from the drawer.
    const box = drawer(page).locator('.ant-input-number-affix-wrapper', { has: page.getByLabel(texts.fields.price, { exact: true }) });
    expect(await box.locator('.ant-input-number-prefix').innerText()).toBe('¥');
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(220);
    await drawer(page).getByText(texts.help.stock).waitFor();
    await keepShot(page, `goods-create-prices-${locale}`);
    await context.close();
  });
});
