import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { baseUrl, launchBrowser, newPage, signIn } from './browser.ts';
import { PageWatch } from './tour/page-watch.ts';
import { builtPagesFor } from './tour/tour-pages.ts';

/**
 * The tour (issue 14): every built page, for every demo account that holds it, opened as a user
 * would, must leave the console without errors and the network panel without a failed request of
 * the app's own. `npm test` tours every page in English on a desktop, and a few in Chinese and at
 * 390 px; `npm run tour` (TOUR=full) tours every page in both languages at both sizes and keeps a
 * screenshot of each under tour-screenshots/ for looking at.
 */
const FULL = process.env.TOUR === 'full';
const SHOTS = process.env.TOUR_SCREENSHOTS;
const ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.username !== 'lapsed' && account.username !== 'nobody').map((account) => account.username);

interface Leg {
  locale: 'en-US' | 'zh-CN';
  width: number;
  /** Pages to visit; all of the account's built pages when absent. */
  only?: string[];
}

const LEGS: Leg[] = FULL
  ? [
      { locale: 'en-US', width: 1440 },
      { locale: 'zh-CN', width: 1440 },
      { locale: 'en-US', width: 390 },
      { locale: 'zh-CN', width: 390 },
    ]
  : [{ locale: 'en-US', width: 1440 }];

/** The few pages `npm test` also tours in Chinese and on a phone. */
const SAMPLES: Array<{ username: string } & Leg> = [
  { username: 'merchant', locale: 'zh-CN', width: 1440, only: ['/content/commodityManagement', '/content/materialCenter', '/content/recycleBin'] },
  { username: 'guide', locale: 'en-US', width: 390, only: ['/content/commodityManagement', '/content/albumManagement'] },
  { username: 'merchant', locale: 'zh-CN', width: 390, only: ['/content/videoManagement'] },
];

let browser: Browser;
/** Pages visited per account and leg, printed at the end so a run shows what it covered. */
const visited: Record<string, number> = {};
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  console.log(`tour: ${Object.values(visited).reduce((a, b) => a + b, 0)} page visits`, visited);
  await browser.close();
});

/** Opens the page inside the running app, as the menu does (no reload), and waits until it has loaded. */
async function visit(page: Page, watch: PageWatch, target: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForURL((url) => url.pathname === target);
  await watch.settled();
  // A lazily loaded page may still be evaluating its chunk with the network quiet: wait for its
  // spinners and the progress bar to go (bounded), so the screenshot shows the page itself.
  const stillLoading = await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, #nprogress'), undefined, { timeout: 8_000 })
    .then(
      () => false,
      () => true,
    );
  if (stillLoading) console.log(`tour: ${target} still shows a spinner after 8 s`);
  await watch.settled();
  // The page itself, not the 401 / 404 page, and not still loading.
  if (await page.locator('[data-testid="error-401"], [data-testid="error-404"]').count()) watch.problems.push(`showed an error page instead of ${target}`);
}

async function tour(username: string, leg: Leg): Promise<Record<string, string[]>> {
  const { context, page } = await newPage(browser, { locale: leg.locale, width: leg.width, height: leg.width < 600 ? 844 : 900 });
  const watch = new PageWatch(page, baseUrl());
  const found: Record<string, string[]> = {};
  try {
    await signIn(page, username);
    await watch.settled();
    const landing = new URL(page.url()).pathname;
    const note = (where: string) => {
      const problems = watch.take();
      if (problems.length) found[where] = problems;
    };
    note(`${landing} (landing)`);
    const profile = (await (await context.request.get('/api/user')).json()).data;
    const pages = (await builtPagesFor(profile)).filter((candidate) => !leg.only || leg.only.includes(candidate));
    if (leg.only) expect(pages, `${username} holds the sampled pages`).toEqual(leg.only);
    // Every touring account holds built pages: a tour that visits nothing proves nothing.
    expect(pages.length, `${username}'s built pages`).toBeGreaterThan(0);
    visited[`${username} ${leg.locale} ${leg.width}`] = pages.length;
    for (const target of pages) {
      await visit(page, watch, target);
      note(target);
      if (SHOTS) {
        const folder = path.join(SHOTS, `${leg.locale}-${leg.width}`, username);
        await mkdir(folder, { recursive: true });
        await page.screenshot({ path: path.join(folder, `${target.slice(1).replaceAll('/', '_')}.png`), fullPage: false });
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

for (const leg of LEGS) {
  describe(`the tour in ${leg.locale} at ${leg.width} px`, () => {
    it.each(ACCOUNTS)(
      '%s: no console error and no failed request on any built page',
      async (username) => {
        expect(await tour(username, leg)).toEqual({});
      },
      300_000,
    );
  });
}

if (!FULL) {
  describe('a few pages in Chinese and at 390 px', () => {
    it.each(SAMPLES)(
      '$username in $locale at $width px',
      async ({ username, ...leg }) => {
        expect(await tour(username, leg)).toEqual({});
      },
      120_000,
    );
  });
}
