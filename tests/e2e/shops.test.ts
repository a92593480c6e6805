import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, drawer, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const stamp = Date.now().toString(36);
/** A marketplace shop id of its own (digits only, spec §5); the fake marketplace takes `valid-<id>` as its token. */
const SHOP_NO = String(Date.now()).slice(-9);
const NAME = `E2E shop ${stamp}`;

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 12:00:00`;
};

async function choose(page: Page, label: string, option: string) {
  await drawer(page).getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function typeDate(page: Page, label: string, value: string) {
  const input = drawer(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function act(page: Page, action: string) {
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await row.getByTestId('row-actions').click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

const dialog = (page: Page) => page.locator('.ant-modal-content:visible');
const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(NAME) });

describe('marketplace shops in Chromium (issue 19)', () => {
  it('an operator creates a shop, fails its audit with a reason, re-audits it, authorises it, and sees it "about to expire" after changing its expiry date', async () => {
    const { context, page } = await signedIn(browser(), 'operator');
    await page.goto('/businessManagement/shopManagement');
    await page.getByTestId('create').click();
    await drawer(page).getByLabel('Shop name', { exact: true }).fill(NAME);
    await choose(page, 'Merchant', 'Second Home');
    await drawer(page).getByLabel('Shop ID', { exact: true }).fill(SHOP_NO);
    await drawer(page).getByLabel('Liaison', { exact: true }).fill('Wang Fang');
    await typeDate(page, 'Expiry date', inDays(120));
    await drawer(page).getByRole('tab', { name: 'Marketplace' }).click();
    await choose(page, 'Shop type', 'Tmall (0)');
    await drawer(page).getByRole('tab', { name: "Merchant's terms" }).click();
    await choose(page, 'Version', 'Professional');
    await drawer(page).getByRole('tab', { name: "Merchant's caps" }).click();
    await choose(page, 'Template privilege', 'All templates');
    await drawer(page).getByLabel('Max plan count', { exact: true }).fill('200');
    await drawer(page).getByLabel('Max template count', { exact: true }).fill('30');
    await drawer(page).getByLabel('Material capacity', { exact: true }).fill('10240');
    await drawer(page).getByLabel('Account cap', { exact: true }).fill('50');
    await keepShot(page, 'shops-form');
    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await rowOf(page).getByText('Marketplace review pending').waitFor();

    // The audit fails with a reason the list then shows.
    await act(page, 'Audit');
    // Asked for reduced motion (browser.ts), the dialog opens in place instead of zooming open.
    expect(await page.locator('.ant-modal').getAttribute('class')).not.toMatch(/ant-zoom/);
    await dialog(page).getByText('Fail', { exact: true }).click();
    await dialog(page).getByLabel('Reason').fill('The licence photo is blurred.');
    await keepShot(page, 'shops-audit-fail');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page).getByText('Review failed').waitFor();
    expect(await rowOf(page).textContent()).toContain('The licence photo is blurred.');

    // Re-audited, it is back in review; then it passes.
    await act(page, 'Audit');
    await dialog(page).getByText('Re-audit', { exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page).getByText('Marketplace review pending').waitFor();
    await act(page, 'Audit');
    await dialog(page).getByText('Pass', { exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page).getByText('Marketplace review passed').waitFor();

    // Authorised with the marketplace's token for this shop (checked by the marketplace).
    await act(page, 'Authorise');
    await dialog(page).getByLabel('Marketplace token').fill(`valid-${SHOP_NO}`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page).getByText('Authorisation succeeded').waitFor();

    // Not due yet; due once its expiry date is three days off.
    const due = page.getByTestId('shops-due');
    expect(await due.textContent()).not.toContain(NAME);
    await rowOf(page).getByRole('button', { name: 'Edit' }).click();
    await typeDate(page, 'Expiry date', inDays(3));
    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await due.getByText(NAME).waitFor();
    await rowOf(page).getByText('Due soon').waitFor();
    await keepShot(page, 'shops-due');
    await context.close();
  });
});
