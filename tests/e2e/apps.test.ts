import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/home/stats-format.ts';
import { newPage } from './browser.ts';
import { browserForThisFile, drawer, keepShot, signedIn } from './helpers.ts';
import { runScheduledJobNow } from './scheduled-jobs.ts';

const browser = browserForThisFile();

async function data<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Picks options of a multiple select by their names, typing each to find it. */
async function pick(page: Page, field: Locator, names: string[]) {
  for (const name of names) {
    await field.click();
    await field.pressSequentially(name.slice(0, 12));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
  }
  await field.press('Escape');
}

describe('apps and the public showroom in Chromium (issue 38)', () => {
  it('a merchant builds an app from two plans and a coupon, previews it on a phone and publishes it; a visitor passes the password, follows a hotspot and claims the coupon; the visit shows on the home page', async () => {
    const stamp = Date.now().toString(36);
    const merchant = await signedIn(browser(), 'merchant');
    const { page, context } = merchant;
    type Named = { id: number; name: string };
    // Two published plans: a showroom shows what viewers may see (a draft plan joins it once published).
    type Plan = Named & { status: string; scene_count: number; import_status: string };
    const allPlans = (await data<{ list: Plan[] }>(context.request.get('/api/plans?pageSize=100'))).list;
    for (const plan of allPlans.filter((candidate) => candidate.status !== 'published' && candidate.scene_count > 0 && candidate.import_status === 'ready'))
      if (allPlans.filter((candidate) => candidate.status === 'published').length < 2) {
        await data(context.request.post(`/api/plans/${plan.id}/publish`, { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: {} }));
        plan.status = 'published';
      }
    const plans = allPlans.filter((plan) => plan.status === 'published').slice(0, 2);
    const coupons = (await data<{ list: Named[] }>(context.request.get('/api/apps/choices/coupon_ids'))).list;
    // A coupon any visitor may claim now: live, within its validity, copies left.
    const claimable = (
      await data<{ list: (Named & { status: string; claimed_count: number; total: number })[] }>(context.request.get('/api/coupons?pageSize=100'))
    ).list.find((coupon) => coupon.status === 'live' && coupons.some((choice) => choice.id === coupon.id) && coupon.claimed_count < coupon.total)!;
    expect(plans).toHaveLength(2);
    expect(claimable).toBeDefined();

    // The app, made in the list's drawer: two plans, the coupon and a verify-view password.
    const name = `E2E showroom ${stamp}`;
    await page.goto('/content/appManagement');
    await page.getByTestId('create').click();
    await drawer(page).getByLabel('Name', { exact: true }).fill(name);
    await drawer(page)
      .locator('.ant-form-item')
      .filter({ has: page.locator('label', { hasText: /^Language$/ }) })
      .locator('.ant-select-selector')
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'English' }).click();
    await drawer(page).getByRole('tab', { name: 'Content' }).click();
    await pick(
      page,
      drawer(page).getByLabel('Plans', { exact: true }),
      plans.map((plan) => plan.name),
    );
    await pick(page, drawer(page).getByLabel('Coupons', { exact: true }), [claimable.name]);
    await drawer(page).getByRole('tab', { name: 'Sharing and access' }).click();
    await drawer(page).getByLabel('Verify-view password', { exact: true }).fill('e2e123');
    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });

    // Its preview: the showroom itself in a phone-sized frame, then published from there.
    await page.locator('tbody tr', { hasText: name }).getByTestId('app-preview-link').click();
    await page.getByTestId('app-preview-mobile').waitFor();
    const phone = page.frameLocator('.app-preview-phone iframe');
    await phone.getByText(plans[0]!.name).first().waitFor();
    const frame = await page.locator('.app-preview-phone iframe').boundingBox();
    expect(frame).toMatchObject({ width: 375, height: 667 });
    await keepShot(page, 'app-preview-mobile');
    await page.getByTestId('publish').click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    const app = (await data<{ list: (Named & { viewuuid: string | null; status: string })[] }>(context.request.get('/api/apps?pageSize=100'))).list.find(
      (candidate) => candidate.name === name,
    )!;
    expect(app).toMatchObject({ status: 'published', viewuuid: expect.stringMatching(/^[a-f0-9]{32}$/) });

    // A visitor with no back-office session: the password gate, a wrong password refused, the right one.
    // The visit happens in the hour just over (the visitor's clock set there), which the rollup job
    // takes on its next run: the home page counts whole hours (spec §9 "current up to the last whole hour").
    const views = async () => (await data<{ figures: { views: number } }>(context.request.get('/api/record/comprehensiveStatsV2?period=7d'))).figures.views;
    const viewsBefore = await views();
    const { context: visitor, page: showroom } = await newPage(browser(), { width: 390, height: 844 });
    await visitor.clock.setFixedTime(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 30 * 60_000));
    await showroom.goto(`/smartStore/${app.viewuuid}`);
    const gate = showroom.getByTestId('showroom-gate');
    await gate.getByLabel('Password').fill('wrong1');
    await gate.getByRole('button').last().click();
    await gate.getByRole('alert').waitFor();
    await gate.getByLabel('Password').fill('e2e123');
    await gate.getByRole('button').last().click();
    await showroom.getByTestId('showroom').waitFor();
    await keepShot(showroom, 'showroom-mobile');

    // A plan in the 360° view, and one of its hotspots followed.
    await showroom.getByText(plans[0]!.name).first().click();
    const viewer = showroom.getByTestId('showroom-viewer');
    const hotspots = viewer.locator('.sr-hotspots button');
    await hotspots.first().waitFor();
    const scenes = viewer.locator('.sr-scenes button[aria-current="true"]');
    const before = (await scenes.count()) ? await scenes.innerText() : '';
    await hotspots.first().click();
    await expect
      .poll(async () => ((await scenes.count()) ? await scenes.innerText() : '') !== before || (await showroom.locator('.sr-overlay').count()) > 1)
      .toBe(true);
    await keepShot(showroom, 'showroom-viewer');
    await showroom.keyboard.press('Escape');

    // The coupon, claimed as a guest who leaves a phone.
    await showroom.getByRole('tab', { name: 'Coupons' }).click();
    const coupon = showroom.getByTestId('showroom-coupon').filter({ hasText: claimable.name });
    await coupon.getByRole('button', { name: 'Claim' }).click();
    const phoneDialog = showroom.getByTestId('showroom-phone');
    await phoneDialog.getByLabel('Phone number', { exact: true }).fill(`135${String(Date.now()).slice(-8)}`);
    await phoneDialog.getByRole('button', { name: 'Continue' }).click();
    await showroom.getByText(/Your code is [A-Z0-9]{10}/).waitFor();
    await visitor.close();

    // The visit reached statistics: once the rollup job has run, the home page counts it.
    await runScheduledJobNow('stats-rollup');
    await expect.poll(views).toBeGreaterThan(viewsBefore);
    const after = await views();
    await page.goto('/homeData/stats?period=7d');
    const figure = page.getByTestId('figure-views').getByTestId('figure-value');
    await expect.poll(async () => ((await figure.count()) ? (await figure.innerText()).trim() : '')).toBe(formatCount(after));
    await context.close();
  });
});
