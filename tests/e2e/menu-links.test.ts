import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, menu, pathOf, signedIn } from './helpers.ts';

const browser = browserForThisFile();

/** Marks the loaded document: a full page load would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function unfold(page: Page, group: string, item: string) {
  const link = menu(page).getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu(page).getByText(group, { exact: true }).click();
  await link.waitFor();
  return link;
}

describe('sidebar entries are links', () => {
  it('a plain click anywhere on an entry opens its page in the same document', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await markDocument(page);
    const link = await unfold(page, 'Content', 'Albums');
    expect(await link.getAttribute('href')).toBe('/content/albumManagement');
    // On the entry's blank right end, not on its text: the whole entry is the link.
    const entry = menu(page).getByRole('menuitem', { name: 'Albums', exact: true });
    const box = await entry.boundingBox();
    await entry.click({ position: { x: (box?.width ?? 100) - 8, y: (box?.height ?? 40) / 2 } });
    await page.waitForURL((url) => url.pathname === '/content/albumManagement');
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('Ctrl+click opens the page in a new tab and leaves this one where it was', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const before = pathOf(page);
    const link = await unfold(page, 'Content', 'Albums');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === '/content/albumManagement');
    expect(pathOf(page)).toBe(before);
    await context.close();
  });

  it('a label longer than the sidebar wraps onto a second line and is read whole', async () => {
    const { context, page } = await signedIn(browser(), 'operator');
    const link = await unfold(page, 'System', 'Real-time rendering plan templates');
    // Issue 35: "Merchant sub-acco…" was cut; a long label now wraps inside the sidebar, not cut.
    const shape = await link.evaluate((element) => {
      const box = element.closest('.ant-menu-title-content') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight);
      return { cut: box.scrollWidth > box.clientWidth, lines: Math.round(box.getBoundingClientRect().height / lineHeight) };
    });
    expect(shape.cut).toBe(false);
    expect(shape.lines).toBeGreaterThanOrEqual(2);
    // …and what the pointer shows over it is still the whole label.
    expect(await link.evaluate((element) => element.closest('[title]')?.getAttribute('title'))).toBe('Real-time rendering plan templates');
    await context.close();
  });
});
