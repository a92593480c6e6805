import { describe, expect, it } from 'vitest';
import { newPage, signIn, submitLogin } from './browser.ts';
import { browserForThisFile } from './helpers.ts';

const browser = browserForThisFile();

describe('every demo account lands where ACCESS.md says', () => {
  it.each([
    ['operator', '/homeData/stats'],
    ['merchant', '/homeData/stats'],
    ['manager', '/homeData/stats'],
    ['guide', '/content/commodityManagement'],
    ['designer', '/content/planManagement'],
    ['duo', '/homeData/stats'],
    ['merchant2', '/homeData/stats'],
    ['school', '/homeData/stats'],
    ['nobody', '/405'],
  ])('%s → %s', async (username, expected) => {
    const { context, page } = await newPage(browser());
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname === expected);
    expect(new URL(page.url()).pathname).toBe(expected);
    await context.close();
  });

  it('refuses the lapsed merchant on the login page with the renew message', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await submitLogin(page, 'lapsed');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Your account has expired; contact the operator to renew.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
