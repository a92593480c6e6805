import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GOODS, browserForThisFile, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const PHONE = { width: 390, height: 844 };

/** The current page's name in the header's breadcrumb. */
const currentPage = (page: Page): Locator => page.locator('.app-header .breadcrumbs [aria-current="page"]');

/** Whether the whole of the element's text fits in the room it was given (no ellipsis). */
const fitsWhole = (name: Locator) =>
  name.evaluate((element) => {
    const crumb = element.closest('li') as HTMLElement;
    return crumb.scrollWidth <= crumb.clientWidth;
  });

describe('the header on a phone (390 px)', () => {
  it.each([
    ['en-US', 'Goods'],
    ['zh-CN', '商品管理'],
  ])('keeps the current page title whole beside the buttons (%s)', async (locale, title) => {
    const { context, page } = await signedIn(browser(), 'merchant', { ...PHONE, locale });
    await page.goto(GOODS);
    const name = currentPage(page);
    await expect.poll(() => name.textContent(), { timeout: 10_000 }).toBe(title);
    expect(await name.isVisible()).toBe(true);
    expect(await fitsWhole(name)).toBe(true);
    await context.close();
  });

  it('cuts a long title with an ellipsis and shows all of it on hover', async () => {
    const { context, page } = await signedIn(browser(), 'operator', PHONE);
    await page.goto('/systemManagement/realTimeRenderingPlanTemplate');
    const name = currentPage(page);
    await expect.poll(() => name.getAttribute('title'), { timeout: 10_000 }).toBe('Real-time rendering plan templates');
    expect(await name.isVisible()).toBe(true);
    expect(await fitsWhole(name)).toBe(false);
    await context.close();
  });

  it('folds the buttons into a "More" menu whose entries work', async () => {
    const { context, page } = await signedIn(browser(), 'merchant', PHONE);
    await page.goto(GOODS);
    expect(await page.getByTestId('open-settings').count()).toBe(0);
    // Each row of the list has its own "More" (its actions): this one is the header's.
    await page.locator('.app-header').getByRole('button', { name: 'More', exact: true }).click();
    // (antd names a submenu's title after its arrow too: "Language right".)
    for (const entry of [/^Job centre$/, /^Download the app$/, /^Language/, /^Layout settings$/]) {
      await page.getByRole('menuitem', { name: entry }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Search', exact: true }).click();
    await page.getByTestId('palette-search').waitFor();
    await context.close();
  });
});
