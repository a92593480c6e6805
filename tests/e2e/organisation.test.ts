import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './browser.ts';
import { browserForThisFile, drawer, keepShot, menu, pathOf, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const stamp = Date.now().toString(36);

/** Picks an option of the drawer's select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await drawer(page).getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/**
 * Prints how long each part of a long story took, so that a run that comes near its bound on a busy
 * machine says where the time went.
 */
function stepClock(story: string): (step: string) => void {
  const started = Date.now();
  let last = started;
  return (step) => {
    const now = Date.now();
    console.log(`${story}: ${step} in ${((now - last) / 1000).toFixed(1)} s (${((now - started) / 1000).toFixed(1)} s in all)`);
    last = now;
  };
}

async function save(page: Page) {
  await page.getByTestId('save').click();
  await drawer(page).waitFor({ state: 'hidden' });
}

describe('organisation: a role, a store, a sub-account (issue 18)', () => {
  it('an operator defines a role; the merchant creates a store and a sub-account in it; the sub-account sees exactly its pages; stopped, its open tab gets the 401 flow', async () => {
    const done = stepClock('organisation');
    // The operator defines a role granting the albums page only.
    const operator = await signedIn(browser(), 'operator');
    await operator.page.goto('/businessManagement/role');
    await operator.page.getByTestId('create').click();
    await drawer(operator.page).getByLabel('Name', { exact: true }).fill(`Album keeper ${stamp}`);
    await drawer(operator.page).getByLabel('Code', { exact: true }).fill(`album-keeper-${stamp}`);
    await choose(operator.page, 'Data scope', "The merchant's data");
    await drawer(operator.page).getByPlaceholder('Find a page').fill('Albums');
    await drawer(operator.page)
      .locator('.ant-tree-treenode', { hasText: /^Albums/ })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
    await keepShot(operator.page, 'organisation-role');
    await save(operator.page);
    await operator.page.getByRole('cell', { name: `Album keeper ${stamp}` }).waitFor();
    await operator.context.close();
    done('the operator defined a role');

    // The merchant makes a store and a sub-account in it holding that role.
    const merchant = await signedIn(browser(), 'merchant');
    await merchant.page.goto('/content/storeManagement');
    await merchant.page.getByTestId('create').click();
    await drawer(merchant.page).getByLabel('Name', { exact: true }).fill(`Harbour ${stamp}`);
    await drawer(merchant.page).getByLabel('Address', { exact: true }).fill('9 Harbour Road');
    await save(merchant.page);
    await merchant.page.getByRole('cell', { name: `Harbour ${stamp}` }).waitFor();
    done('the merchant made a store');

    await merchant.page.goto('/myAccount/subaccountManagement');
    await merchant.page.getByTestId('create').click();
    const username = `keeper-${stamp}`;
    await drawer(merchant.page).getByLabel('Login name', { exact: true }).fill(username);
    await drawer(merchant.page).getByLabel('Nickname', { exact: true }).fill('Keeper');
    await drawer(merchant.page).getByLabel('Phone', { exact: true }).fill('13912345678');
    await drawer(merchant.page).getByLabel('Password', { exact: true }).fill('keeper-1');
    await choose(merchant.page, 'Store', `Harbour ${stamp}`);
    // An account holds a set of roles and starts in its default one (issue 35).
    await choose(merchant.page, 'Roles', `Album keeper ${stamp}`);
    await choose(merchant.page, 'Default role', `Album keeper ${stamp}`);
    await keepShot(merchant.page, 'organisation-sub-account');
    await save(merchant.page);
    const row = merchant.page.getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Harbour ${stamp}`);
    done('the merchant made a sub-account');

    // The sub-account sees its role's page and nothing else.
    const keeper = await newPage(browser());
    await signIn(keeper.page, username, 'keeper-1');
    await keeper.page.waitForURL((url) => url.pathname === '/content/albumManagement');
    await menu(keeper.page).getByText('Albums', { exact: true }).waitFor();
    await keepShot(keeper.page, 'organisation-keeper');
    expect(await menu(keeper.page).textContent()).not.toMatch(/Goods|Videos|Stores|Sub-accounts|Home/);
    await keeper.page.goto('/content/videoManagement');
    await expect.poll(() => keeper.page.getByText("Sorry, you don't have this permission.").count()).toBeGreaterThan(0);
    await keeper.page.goto('/content/albumManagement');
    await keeper.page.getByRole('heading', { name: 'Albums' }).waitFor();
    done('the sub-account saw its pages');

    // The merchant stops it: the keeper's next request is refused and its tab goes to the login page.
    await row.getByTestId('row-actions').click();
    await merchant.page.getByRole('menuitem', { name: 'Stop' }).click();
    await row.getByText('Stopped').waitFor();
    done('the merchant stopped it');
    // Sessions end on every instance within a second (session-invalidation.ts): a request that
    // overlapped the stop's transaction may still pass, so the keeper refreshes until refused.
    const expired = keeper.page.getByText('Your login information has expired, please log in again.').first();
    await expect
      .poll(
        async () => {
          // A request of its own (a refocused query) may have met the refusal first.
          // Each attempt is short (below the default) so the poll tries again instead of waiting once.
          if (await expired.isVisible()) return true;
          await keeper.page
            .getByRole('button', { name: /Refresh/ })
            .first()
            .click({ timeout: 2_000 })
            .catch(() => {});
          return expired.waitFor({ timeout: 1_500 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    // Spec §8: the message is read on the page it interrupted, and only when it closes (3 s) is the
    // session ended locally and the login page loaded.
    expect(pathOf(keeper.page)).toBe('/content/albumManagement');
    await keeper.page.waitForURL((url) => url.pathname === '/login');
    await keeper.page.getByRole('button', { name: /sign in/i }).waitFor();
    done('its open tab went to the login page');
    await keeper.context.close();
    await merchant.context.close();
    // Three sessions and a dozen screens: about 16 s with the e2e project alone on the machine,
    // as it runs after the server and browser projects (the step clock above says where the time goes).
  });
});

describe('the school wording on the organisation screens', () => {
  it('says class, teacher and student for store, store manager and guide', async () => {
    const { context, page } = await signedIn(browser(), 'school');
    await page.goto('/content/storeManagement');
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.join('|')).toMatch(/Teacher cap/);
    expect(headers.join('|')).toMatch(/Student cap/);
    expect(headers.join('|')).not.toMatch(/Store|Guide/);
    await keepShot(page, 'organisation-school-classes');
    await page.goto('/myAccount/subaccountManagement');
    await page.getByRole('heading', { name: 'Sub-accounts' }).waitFor();
    const columns = await page.getByRole('columnheader').allTextContents();
    expect(columns).toContain('Class');
    expect(columns.join('|')).not.toMatch(/Store/);
    await context.close();
  });
});
