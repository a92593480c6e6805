import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, menu, pathOf, signedIn } from './helpers.ts';

const browser = browserForThisFile();

/** The form item around a labelled field: where its error message shows. */
const fieldItem = (page: Page, label: string): Locator => page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });

describe('role switch', () => {
  it('duo switches to the shopping guide role through the user menu and gets the guide menu', async () => {
    const { context, page } = await signedIn(browser(), 'duo');
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await menu(page).getByText('Marketing', { exact: true }).waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Switch role' }).hover();
    await page.getByRole('menuitem', { name: 'Shopping guide' }).click();

    await page.waitForURL((url) => url.pathname === '/content/commodityManagement');
    await menu(page).getByText('Content', { exact: true }).waitFor();
    expect(await menu(page).getByText('Marketing', { exact: true }).count()).toBe(0);
    expect(await menu(page).getByText('Home', { exact: true }).count()).toBe(0);
    // The guide may not open what the manager could.
    await page.goto('/marketingManagement/couponManagement');
    await page.getByText("Sorry, you don't have this permission.").waitFor();
    await context.close();
  });
});

describe('account expiry dialog', () => {
  it('soon (20 days left) sees it after signing in', async () => {
    const { context, page } = await signedIn(browser(), 'soon');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your service expires soon').waitFor();
    expect(await page.getByTestId('expiry-dialog').innerText()).toMatch(/expires in 20 days, on .+\. Contact the operator to renew\./);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/homeData/stats');
    await context.close();
  });

  it('merchant (a year left) does not', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.getByTestId('home-stats').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Your service expires soon').count()).toBe(0);
    expect(await page.getByTestId('expiry-dialog').count()).toBe(0);
    await context.close();
  });
});

describe('account page', () => {
  it('saving the profile with phone "12" shows the phone error under the field', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await page.goto('/myAccount/accountManagement');
    await page.getByLabel('Phone', { exact: true }).fill('12');
    await page.getByTestId('save-profile').click();
    const error = fieldItem(page, 'Phone').locator('.ant-form-item-explain-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Please enter a phone number of at least 3 digits.');
    expect(await page.getByText('operation successful').count()).toBe(0);
    await context.close();
  });

  it('a valid profile save shows success and keeps the new value after a reload', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await page.goto('/myAccount/accountManagement');
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('13911112222');
    await page.getByTestId('save-profile').click();
    await page.getByText('operation successful').waitFor();
    expect(await fieldItem(page, 'Phone').locator('.ant-form-item-explain-error').count()).toBe(0);
    await page.reload();
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('13911112222');
    await context.close();
  });

  it('the password form shows the mismatch message under the confirmation', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await page.goto('/myAccount/accountManagement');
    await page.getByLabel('Current password').fill('atrium123');
    await page.getByLabel('New password', { exact: true }).fill('newsecret1');
    await page.getByLabel('Confirm new password').fill('newsecret2');
    await page.getByTestId('change-password').click();
    const error = fieldItem(page, 'Confirm new password').locator('.ant-form-item-explain-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Password mismatch: the confirmation does not match the new password.');
    expect(await page.getByText(/Password changed/).count()).toBe(0);
    await context.close();
  });
});
