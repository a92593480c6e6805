import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './browser.ts';
import { browserForThisFile, pathOf } from './helpers.ts';

const browser = browserForThisFile();

/** What a page asks of the session API, and what its console and network say went wrong. */
function watch(page: Page) {
  const seen = { sessionRequests: [] as string[], consoleErrors: [] as string[], failedResponses: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/user' || pathname === '/api/user/seller/account') seen.sessionRequests.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.failedResponses.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

/** The login form is shown and the page has stopped asking for things. */
async function loginFormSettled(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the login page without a session', () => {
  it('asks nothing of the session API and leaves the console clean', async () => {
    const { context, page } = await newPage(browser());
    const seen = watch(page);
    await page.goto('/login');
    await loginFormSettled(page);
    expect(seen).toEqual({ sessionRequests: [], consoleErrors: [], failedResponses: [] });
    await context.close();
  });

  it('is where a page of the app sends a visitor without a session, asking nothing on the way', async () => {
    const { context, page } = await newPage(browser());
    const seen = watch(page);
    await page.goto('/content/commodityManagement');
    await page.waitForURL((url) => url.pathname === '/login');
    await loginFormSettled(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/content/commodityManagement');
    expect(seen).toEqual({ sessionRequests: [], consoleErrors: [], failedResponses: [] });
    await context.close();
  });
});

describe('a signed-in user', () => {
  it('is still signed in in a new tab, and asks nothing once signed out', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'guide');
    await page.waitForURL((url) => url.pathname === '/content/commodityManagement');

    const tab = await context.newPage();
    await tab.goto('/');
    await tab.waitForURL((url) => url.pathname === '/content/commodityManagement');
    await tab.getByTestId('side-menu').waitFor();
    expect(pathOf(tab)).toBe('/content/commodityManagement');

    // Signing out in the new tab: the next visit to the login page is a visit without a session.
    await tab.getByTestId('user-menu').click();
    await tab.getByRole('menuitem', { name: 'Log out' }).click();
    await tab.waitForURL((url) => url.pathname === '/login');
    const fresh = await context.newPage();
    const seen = watch(fresh);
    await fresh.goto('/login');
    await loginFormSettled(fresh);
    expect(seen).toEqual({ sessionRequests: [], consoleErrors: [], failedResponses: [] });
    await context.close();
  });
});
