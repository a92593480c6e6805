import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const search = (page: Page) => page.getByTestId('palette-search');

/** Opens the palette from the top bar and waits for its search box to take the keys. */
async function openPalette(page: Page): Promise<void> {
  await page.getByTestId('open-palette').click();
  await search(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'palette-search');
}

describe('the command palette under fast typing', () => {
  it.each([
    ['at full speed', 1],
    // A slow phone: every render takes longer, so more keys arrive before the last one is drawn.
    ['on a four times slower CPU', 4],
  ])('keeps every key typed with no pause %s', async (_, slowdown) => {
    const { context, page } = await signedIn(browser(), 'merchant');
    if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await openPalette(page);
    await page.keyboard.type('sofa');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('recycle');
    await page.waitForTimeout(300);
    expect(await search(page).inputValue()).toBe('recycle');
    // What the palette matches follows what the box shows: the recycle bin page is offered.
    await page.getByTestId('palette-item').filter({ hasText: 'Recycle bin' }).first().waitFor();
    await context.close();
  });

  it('starts empty each time it opens, and Escape closes it', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await openPalette(page);
    await page.keyboard.type('sofa');
    await page.keyboard.press('Escape');
    await search(page).waitFor({ state: 'detached' });
    await openPalette(page);
    expect(await search(page).inputValue()).toBe('');
    await context.close();
  });
});
