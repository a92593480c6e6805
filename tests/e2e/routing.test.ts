import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, submitLogin } from './browser.ts';
import { browserForThisFile, menu, openFromMenu, pathOf, signedIn } from './helpers.ts';

const browser = browserForThisFile();

describe('error pages inside a session', () => {
  it('an unknown path shows the 404 page in the layout, and its button leads home', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/content/noSuchScreen');
    await page.getByText("Sorry, the page you visited doesn't exist.").waitFor();
    expect(pathOf(page)).toBe('/content/noSuchScreen');
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    // Still inside the shell: the menu is there.
    expect(await menu(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await context.close();
  });

  it('a known route the account may not open shows the 401 "no permission" page', async () => {
    const { context, page } = await signedIn(browser(), 'guide');
    await page.goto('/systemManagement/config');
    await page.getByText("Sorry, you don't have this permission.").waitFor();
    expect(pathOf(page)).toBe('/systemManagement/config');
    expect(await page.getByText('401', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Sorry, the page you visited doesn't exist.").count()).toBe(0);
    await context.close();
  });
});

describe('an account without pages', () => {
  it('sees the 401 page for a known route, with no empty menu or toggle', async () => {
    const { context, page } = await signedIn(browser(), 'nobody');
    await page.goto('/myAccount/accountManagement');
    await page.getByText("Sorry, you don't have this permission.").waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByTestId('toggle-sidebar').count()).toBe(0);
    expect(await page.getByTestId('user-menu').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the /405 page', () => {
  it('"Back to sign in" ends the session of an account with no page', async () => {
    const { context, page } = await signedIn(browser(), 'nobody');
    await page.waitForURL((url) => url.pathname === '/405');
    await page.getByText('No page for you yet').waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Signed out for real: an app path now asks for sign-in instead of showing /405 again.
    const again = await context.newPage();
    await again.goto('/');
    await again.waitForURL((url) => url.pathname === '/login');
    await again.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});

describe('without a session', () => {
  it.each(['/content/commodityManagement', '/myAccount/accountManagement', '/no/such/page', '/'])('%s leads to the sign-in page', async (path) => {
    const { context, page } = await newPage(browser());
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await menu(page).count()).toBe(0);
    await context.close();
  });

  it('after signing in the user reaches the page they asked for', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/settingCenter/autoReply');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'merchant');
    await page.waitForURL((url) => url.pathname === '/settingCenter/autoReply');
    await page.getByText('“Auto reply” (/settingCenter/autoReply)', { exact: false }).waitFor();
    await context.close();
  });

  it('a redirect to another site is ignored after signing in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login?redirect=%2F%2Fexample.com%2Fphish');
    await submitLogin(page, 'merchant');
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await context.close();
  });
});

describe('entry and titles', () => {
  it.each([
    ['designer', '/content/planManagement'],
    ['guide', '/content/commodityManagement'],
  ])('/ leads %s to its landing page %s', async (username, landing) => {
    const { context, page } = await signedIn(browser(), username);
    await page.goto('/myAccount/accountManagement');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === landing);
    expect(pathOf(page)).toBe(landing);
    await context.close();
  });

  it('the page title is "<route title> - Atrium" and follows navigation', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.waitForFunction(() => document.title === 'Overview - Atrium');
    await openFromMenu(page, 'Content', 'Goods');
    await page.waitForURL((url) => url.pathname === '/content/commodityManagement');
    await page.waitForFunction(() => document.title === 'Goods - Atrium');
    await openFromMenu(page, 'My account', 'Account');
    await page.waitForFunction(() => document.title === 'Account - Atrium');
    expect(await page.title()).toBe('Account - Atrium');
    await context.close();
  });
});

describe('public routes whose pages come later (spec §2)', () => {
  it.each(['/register', '/kujialeLogin', '/authlogin', '/auth-redirect'])('%s shows the "not built yet" page without a session', async (path) => {
    const { context, page } = await newPage(browser());
    await page.goto(path);
    await page.getByTestId('not-built').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByTestId('not-built').textContent()).toContain(path);
    await context.close();
  });

  it('/smartStore/ is the public showroom: an address no published view holds says so, without a session and without going to the login', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/smartStore/shop/1');
    await page.getByTestId('showroom-missing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/smartStore/shop/1');
    await context.close();
  });
});
