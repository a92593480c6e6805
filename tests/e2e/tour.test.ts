import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, it, vi } from 'vitest';
import { cockpitDetailMessages } from '../../resources/stats/messages/cockpit-detail.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS, type DemoAccount } from '../../server/seed/demo-accounts.ts';
import { baseUrl, newPage, signIn } from './browser.ts';
import { browserForThisFile, GOODS } from './helpers.ts';
import { cellProblems, filterLabelProblems, measureCells } from './tour/cell-check.ts';
import { PageWatch } from './tour/page-watch.ts';
import { isAnalyticsPage, readPageText, scriptProblems, textProblems } from './tour/text-check.ts';
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
/**
 * One account per permission set: accounts holding the same roles (merchant, merchant2 and soon are
 * each a merchant's master account) are shown the same pages by the same code, so the first of
 * them tours for all. A school merchant's account keeps a tour of its own: its wording differs.
 */
const toured = new Set<string>();
const ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.username !== 'lapsed' && account.username !== 'nobody')
  .filter((account) => !toured.has(permissionSet(account)) && Boolean(toured.add(permissionSet(account))))
  .map((account) => account.username);

function permissionSet(account: DemoAccount): string {
  const school = DEMO_MERCHANTS.some((merchant) => merchant.key === account.merchant && merchant.school);
  return `${account.roles.join(',')}${school ? ' (school)' : ''}`;
}

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
  { username: 'merchant', locale: 'zh-CN', width: 1440, only: [GOODS, '/content/materialCenter', '/content/recycleBin'] },
  { username: 'guide', locale: 'en-US', width: 390, only: [GOODS, '/content/albumManagement'] },
  { username: 'merchant', locale: 'zh-CN', width: 390, only: ['/content/videoManagement'] },
];

/**
 * Accounts toured at the same time, each in its own context. Most of a visit is waiting for the
 * page to go quiet, so a few at once use the machine's cores instead of leaving them idle; more
 * only queue up for the same two cores (issue 14: the tour stays well under 5 minutes of `npm test`).
 */
const AT_ONCE = Number(process.env.TOUR_AT_ONCE ?? 3);
// For this file only, and before a test starts its clock: a tour waiting for its turn is not timed.
vi.setConfig({ maxConcurrency: AT_ONCE });

const browser = browserForThisFile();
/** Pages visited per account and leg, printed at the end so a run shows what it covered. */
const visited: Record<string, number> = {};
/** Menu entries checked per account (desktop legs). */
const menuChecked: Record<string, number> = {};
/** The window the tables and filters must fit (issue 35): no cell cut without "…", none under the fixed column. */
const FIT_WIDTH = 1440;
/** The narrowest window that shows the side menu rather than the phone's drawer. */
const DESKTOP = 1000;
const startedAt = Date.now();
afterAll(() => {
  const visits = Object.values(visited).reduce((a, b) => a + b, 0);
  console.log(`tour: ${visits} page visits in ${Math.round((Date.now() - startedAt) / 1000)} s, ${AT_ONCE} accounts at once`, visited);
  console.log('tour: menu entries checked', menuChecked);
});

/** What shows while a page is still loading: a spinner, or the progress bar of a route change. */
const LOADING = '.ant-spin-spinning, #nprogress';
/** How long a page may take to arrive or to load: the first goods page took over 8 s at a load of 14 on two cores. */
const PATIENCE = 20_000;
/** How long a page must stay calm to count as loaded. */
const CALM_MS = 600;

/**
 * Waits (bounded) until the page has been calm for a while: no spinner or progress bar and no
 * request for `CALM_MS` together. Calm for an instant is not enough: a lazily loaded page may still
 * be evaluating its chunk with the network quiet, and put up its spinner a moment later.
 */
async function doneLoading(page: Page, watch: PageWatch): Promise<boolean> {
  const deadline = Date.now() + PATIENCE;
  let calmSince: number | undefined;
  while (Date.now() < deadline) {
    const calm = watch.isQuiet() && (await page.locator(LOADING).count()) === 0;
    if (!calm) calmSince = undefined;
    else if (calmSince === undefined) calmSince = Date.now();
    else if (Date.now() - calmSince >= CALM_MS) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Opens the page inside the running app, as the menu does (no reload), and waits until it has loaded. */
async function visit(page: Page, watch: PageWatch, target: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForURL((url) => url.pathname === target);
  // The URL changes at once, but a busy machine renders the new page later: until then the old
  // page shows no spinner and asks for nothing, so it would pass for the new one loaded. Every
  // route change shows the progress bar when it renders (spec §2): that is the sign it arrived.
  const arrived = await page
    .locator('#nprogress')
    .waitFor({ state: 'attached', timeout: PATIENCE })
    .then(
      () => true,
      () => false,
    );
  if (!arrived) console.log(`tour: ${target} showed no progress bar in ${PATIENCE / 1000} s`);
  if (!(await doneLoading(page, watch))) console.log(`tour: ${target} still shows a spinner after ${PATIENCE / 1000} s`);
  // The page itself, not the 401 / 404 / 405 page.
  if (await page.locator(ERROR_PAGE).count()) watch.problems.push(`showed an error page instead of ${target}`);
}

/** The channel column's header in each toured language, as the pages word it. */
const CHANNEL_HEADER: Record<Leg['locale'], string> = {
  'en-US': cockpitDetailMessages.en.cockpitDetail.filters.channel,
  'zh-CN': cockpitDetailMessages.zh.cockpitDetail.filters.channel,
};

const ERROR_PAGE = '[data-testid="error-401"], [data-testid="error-404"], [data-testid="error-405"]';

/** Every page the side menu links to, its groups unfolded (on a desktop: a phone's menu is a drawer). */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  // One group at a time, each seen open before the next: a second click on a group still opening would shut it.
  for (let opened = 0; opened < 30 && (await closed.count()) > 0; opened += 1) {
    const title = closed.first();
    const id = await title.getAttribute('data-menu-id');
    await title.click();
    await menu.locator(`.ant-menu-submenu-open > .ant-menu-submenu-title[data-menu-id="${id}"]`).waitFor();
  }
  const hrefs = await menu.locator('a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/**
 * A menu entry whose page is not built yet is opened as the menu would and must show the shared
 * "not built yet" page, never a refusal (401, 405) or 404: an entry the session may not open, or a
 * group shown as a link (the operator's "Content" once was), fails the tour.
 */
async function checkMenuLink(page: Page, watch: PageWatch, target: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  const shown = page.locator(`[data-testid="not-built"], ${ERROR_PAGE}`).first();
  const arrived = await shown.waitFor({ timeout: PATIENCE }).then(
    () => true,
    () => false,
  );
  if (!arrived) watch.problems.push(`the menu entry ${target} showed neither its page nor an error page`);
  else if ((await shown.getAttribute('data-testid')) !== 'not-built')
    watch.problems.push(`the menu entry ${target} showed ${await shown.getAttribute('data-testid')}`);
}

/** What a tour of one account found: the problems by page, and the pages it visited. */
interface Findings {
  problems: Record<string, string[]>;
  pages: string[];
}

async function tour(username: string, leg: Leg): Promise<Findings> {
  const { context, page } = await newPage(browser(), { locale: leg.locale, width: leg.width, height: leg.width < 600 ? 844 : 900 });
  const watch = new PageWatch(page, baseUrl());
  const found: Record<string, string[]> = {};
  let pages: string[] = [];
  try {
    await signIn(page, username);
    // The landing page's progress bar must be gone too, or the first visit would take it for its own.
    await doneLoading(page, watch);
    const landing = new URL(page.url()).pathname;
    const note = (where: string) => {
      const problems = watch.take();
      if (problems.length) found[where] = problems;
    };
    note(`${landing} (landing)`);
    const profile = (await (await context.request.get('/api/user')).json()).data;
    pages = (await builtPagesFor(profile)).filter((candidate) => !leg.only || leg.only.includes(candidate));
    visited[`${username} ${leg.locale} ${leg.width}`] = pages.length;
    const links = leg.width >= DESKTOP && !leg.only ? await menuLinks(page) : [];
    for (const target of pages) {
      await visit(page, watch, target);
      // Issue 34: names, not ids, and one language, on every analytics page of the visit.
      if (isAnalyticsPage(target)) {
        const shown = await readPageText(page, CHANNEL_HEADER[leg.locale]);
        // A check that read nothing would pass anything: every analytics page shows figures and words.
        if (shown.text.trim().length < 100) watch.problems.push(`the text check read only "${shown.text.trim()}"`);
        watch.problems.push(...textProblems(shown, leg.locale));
      } else {
        // Issue 35: one language on every page, the user's data aside.
        watch.problems.push(...scriptProblems((await readPageText(page, CHANNEL_HEADER[leg.locale])).texts ?? [], leg.locale));
      }
      // Issue 35: tables and filters fit a 1440 px window, on every page with a list, built or to come.
      if (leg.width === FIT_WIDTH) watch.problems.push(...cellProblems(target, await measureCells(page)), ...(await filterLabelProblems(page, target)));
      note(target);
      if (SHOTS) {
        const folder = path.join(SHOTS, `${leg.locale}-${leg.width}`, username);
        await mkdir(folder, { recursive: true });
        await page.screenshot({ path: path.join(folder, `${target.slice(1).replaceAll('/', '_')}.png`), fullPage: false });
      }
    }
    // Built pages were just visited; the menu's other entries lead to pages still to be built.
    for (const target of links.filter((link) => !pages.includes(link))) {
      await checkMenuLink(page, watch, target);
      note(`${target} (menu)`);
    }
    if (links.length) menuChecked[`${username} ${leg.locale}`] = links.length;
  } finally {
    await context.close();
  }
  return { problems: found, pages };
}

/** The bound of one account's tour: about 65 s alone, 88 s beside a second CI run on the same two cores. */
const TOUR_TIMEOUT = 180_000;

for (const leg of LEGS) {
  describe.concurrent(`the tour in ${leg.locale} at ${leg.width} px`, () => {
    it.for(ACCOUNTS)('%s: no console error and no failed request on any built page', { timeout: TOUR_TIMEOUT }, async (username, { expect }) => {
      const { problems, pages } = await tour(username, leg);
      // Every touring account holds built pages: a tour that visits nothing proves nothing.
      expect(pages.length, `${username}'s built pages`).toBeGreaterThan(0);
      expect(problems).toEqual({});
    });
  });
}

if (!FULL) {
  describe.concurrent('a few pages in Chinese and at 390 px', () => {
    it.for(SAMPLES)('$username in $locale at $width px', { timeout: TOUR_TIMEOUT }, async ({ username, ...leg }, { expect }) => {
      const { problems, pages } = await tour(username, leg);
      expect(pages, `${username} holds the sampled pages`).toEqual(leg.only);
      expect(problems).toEqual({});
    });
  });
}
