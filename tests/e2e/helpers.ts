import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser.ts';

/**
 * One Chromium for the calling test file: launched before its tests and closed after them.
 * Call it at the file's top level; the function it returns gives the running browser.
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test or hook');
    return browser;
  };
}

/** The goods list, the page most tests of the generic screens use. */
export const GOODS = '/content/commodityManagement';

/** The open drawer's content (a form or a record's details). */
export const drawer = (page: Page): Locator => page.locator('.ant-drawer-content');

/** Keeps a screenshot for looking when SHOTS_DIR is set (a run by hand); nothing otherwise. */
export async function keepShot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** A fresh context signed in as `username`, waiting until the shell (or the /405 page) is shown. */
export async function signedIn(
  browser: Browser,
  username: string,
  options: Parameters<typeof newPage>[1] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await signIn(page, username);
  return { context, page };
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** The permission-filtered menu, wherever the layout puts it. */
export const menu = (page: Page): Locator => page.getByTestId('side-menu');

/** Opens a page through the sidebar as a user does: unfold the group if needed, click the item. */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const entry = menu(page).getByRole('menuitem', { name: item, exact: true });
  // Right after sign-in the menu opens the landing page's group once that page is shown: a click on
  // the group before then is undone (or undoes it). Wait until the menu marks the page it shows;
  // a landing page outside the menu marks none, and the menu is drawn by then anyway.
  await menu(page)
    .locator('.ant-menu-item-selected')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  // A group still sliding open or shut can swallow a click: try again until the page is shown.
  // Shown means rendered (the item is selected), not just a new URL: navigations are transitions,
  // and one overtaken by the next click never renders, so it would never become a tab either.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (!(await entry.isVisible())) await menu(page).getByText(group, { exact: true }).click();
    // A click on an entry its group hid again fails soon and is tried anew, group first.
    if (
      !(await entry.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const shown = await page
      .waitForFunction(
        (name) =>
          [...document.querySelectorAll('[data-testid="side-menu"] .ant-menu-item-selected')].some((el) => (el as HTMLElement).innerText.trim() === name),
        item,
        { timeout: 3_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error(`Choosing ${group} › ${item} in the menu did not show its page`);
}

/** Turns the tags view on in the settings drawer and closes the drawer again. */
export async function turnOnTagsView(page: Page): Promise<void> {
  await page.getByTestId('open-settings').click();
  const toggle = page.getByTestId('setting-tagsView');
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="setting-tagsView"]')?.getAttribute('aria-checked') === 'true');
  await page.keyboard.press('Escape');
  await page.getByTestId('tags-view').waitFor();
}

/** The tabs of the tags view, by their visible names. */
export async function tabNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('tags-view').getByRole('tab').allInnerTexts()).map((name) => name.trim());
}

/** Waits until the tags view shows exactly these tabs (it updates just after navigation), then returns them. */
export async function waitForTabs(page: Page, names: string[]): Promise<string[]> {
  await page
    .waitForFunction(
      (expected) =>
        JSON.stringify([...document.querySelectorAll('[data-testid="tags-view"] [role="tab"]')].map((tab) => (tab as HTMLElement).innerText.trim())) ===
        expected,
      JSON.stringify(names),
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return tabNames(page);
}

/**
 * Right-clicks a tab and chooses an item of its context menu. A tab that re-renders under the
 * pointer (a lazily loaded page arriving) can swallow the right-click, or the choice with the menu
 * it closes: as a user would, it tries again until the menu shows and, when `took` is given, until
 * what the choice does has happened.
 */
export async function chooseFromTabMenu(page: Page, tab: string, item: string, took?: () => Promise<boolean>): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByTestId('tags-view').getByRole('tab', { name: tab }).click({ button: 'right' });
    const shown = await entry.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) continue;
    await entry.click();
    if (!took) return;
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (await took()) return;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`The context menu of the "${tab}" tab never showed "${item}"${took ? ', or choosing it did nothing' : ''}`);
}
