import { describe, expect, it } from 'vitest';
import { browserForThisFile, chooseFromTabMenu, openFromMenu, pathOf, signedIn, turnOnTagsView, waitForTabs } from './helpers.ts';

const browser = browserForThisFile();

/** The merchant signed in with the tags view switched on, as most of these tests start. */
async function merchantWithTagsView() {
  const session = await signedIn(browser(), 'merchant');
  await turnOnTagsView(session.page);
  return session;
}

describe('tags view', () => {
  it('is off by default and appears when switched on in the settings panel', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.getByTestId('open-settings').waitFor();
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    await turnOnTagsView(page);
    expect(await waitForTabs(page, ['Overview'])).toEqual(['Overview']);
    await context.close();
  });

  it('"Close others" keeps the current tab and the affix landing tab only', async () => {
    const { context, page } = await merchantWithTagsView();
    await openFromMenu(page, 'Content', 'Goods');
    await openFromMenu(page, 'Marketing', 'Coupons');
    await openFromMenu(page, 'My account', 'Account');
    await page.waitForURL((url) => url.pathname === '/myAccount/accountManagement');
    expect(await waitForTabs(page, ['Overview', 'Goods', 'Coupons', 'Account'])).toEqual(['Overview', 'Goods', 'Coupons', 'Account']);

    await chooseFromTabMenu(page, 'Account', 'Close others');
    expect(await waitForTabs(page, ['Overview', 'Account'])).toEqual(['Overview', 'Account']);
    expect(pathOf(page)).toBe('/myAccount/accountManagement');
    expect(await page.getByTestId('tags-view').getByRole('tab', { selected: true }).innerText()).toBe('Account');
    // The affix tab cannot be closed: it has no close icon.
    expect(await page.getByTestId('tags-view').getByRole('tab', { name: 'Overview' }).getByLabel('Close').count()).toBe(0);
    await context.close();
  });

  it('"Close all" keeps only the affix tab and goes to the landing page', async () => {
    const { context, page } = await merchantWithTagsView();
    await openFromMenu(page, 'Content', 'Goods');
    await openFromMenu(page, 'Content', 'Plans');
    expect(await waitForTabs(page, ['Overview', 'Goods', 'Plans'])).toEqual(['Overview', 'Goods', 'Plans']);
    await chooseFromTabMenu(page, 'Goods', 'Close all', async () => pathOf(page) === '/homeData/stats');
    expect(await waitForTabs(page, ['Overview'])).toEqual(['Overview']);
    await context.close();
  });

  it('keeps a page alive: text typed on the account page survives switching tabs', async () => {
    const { context, page } = await merchantWithTagsView();
    await openFromMenu(page, 'My account', 'Account');
    const nickname = page.getByLabel('Nickname');
    await nickname.fill('Typed, not saved');
    await page.getByTestId('tags-view').getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await nickname.waitFor({ state: 'hidden' });
    await page.getByTestId('home-stats').waitFor();
    await page.getByTestId('tags-view').getByRole('tab', { name: 'Account' }).click();
    await page.waitForURL((url) => url.pathname === '/myAccount/accountManagement');
    await nickname.waitFor();
    expect(await nickname.inputValue()).toBe('Typed, not saved');
    await context.close();
  });

  it('reopening a closed tab keeps what is typed into it at once', async () => {
    const { context, page } = await merchantWithTagsView();
    await openFromMenu(page, 'My account', 'Account');
    await page.getByLabel('Nickname').waitFor();
    await page.getByTestId('tags-view').getByRole('tab', { name: 'Account' }).getByLabel('Close').click();
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await openFromMenu(page, 'My account', 'Account');
    // Typed before the tab settles: a page mounted a second time would drop it.
    await page.getByLabel('Nickname').fill('Typed at once');
    await waitForTabs(page, ['Overview', 'Account']);
    await page.waitForTimeout(300);
    expect(await page.getByLabel('Nickname').inputValue()).toBe('Typed at once');
    await context.close();
  });

  it('refresh on a tab starts its page afresh', async () => {
    const { context, page } = await merchantWithTagsView();
    await openFromMenu(page, 'My account', 'Account');
    const nickname = page.getByLabel('Nickname');
    const saved = await nickname.inputValue();
    await nickname.fill('Typed, not saved');
    await chooseFromTabMenu(page, 'Account', 'Refresh');
    await page.waitForFunction((value) => (document.querySelector('#nickname') as HTMLInputElement | null)?.value === value, saved);
    expect(await nickname.inputValue()).toBe(saved);
    await context.close();
  });

  it('without the tags view a page is not kept: leaving it drops what was typed', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await openFromMenu(page, 'My account', 'Account');
    const nickname = page.getByLabel('Nickname');
    const saved = await nickname.inputValue();
    await nickname.fill('Typed, not saved');
    await openFromMenu(page, 'Home', 'Overview');
    await page.waitForURL((url) => url.pathname === '/homeData/stats');
    await page.getByTestId('home-stats').waitFor();
    expect(await nickname.count()).toBe(0);
    await page.goBack();
    await nickname.waitFor();
    expect(await nickname.inputValue()).toBe(saved);
    await context.close();
  });
});
