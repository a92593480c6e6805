import type { APIRequestContext, APIResponse, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn } from './browser.ts';
import { browserForThisFile, menu, openFromMenu, pathOf } from './helpers.ts';

/**
 * Pages granted by what the route table's `grantedBy` names (ACCESS.md "Permission strings"):
 * the spec's action-named pages by that action on their parent page, and the plan editor's
 * publish page by any of the plan lists. The server and session tests prove the policies; this
 * proves a signed-in browser opens exactly those pages and shows the 401 page for the rest.
 */

const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const csrf = { 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'grants-1';

const ACTIVITIES = '/marketingManagement/activityCenter';
const COUPONS = '/marketingManagement/couponManagement';
const HALLS = '/content/hallManagement';

/** The data of a 200 answer; fails showing the answer otherwise. */
async function dataOf<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

/** A browser context signed in through the login API only: for setting up records, no page loaded. */
async function apiSession(username: string): Promise<{ context: BrowserContext; api: APIRequestContext }> {
  const { context } = await newPage(browser());
  await dataOf(context.request.post('/api/login', { headers: csrf, data: { username, password: 'atrium123' } }));
  return { context, api: context.request };
}

/** The sub-accounts of this file, by what their roles hold (role permission strings as the role API takes them). */
const ROLES = {
  // create on the activity centre, edit on coupons, and the two lists.
  maker: [ACTIVITIES, `${ACTIVITIES}/create`, COUPONS, `${COUPONS}/edit`],
  // The two lists only (read).
  reader: [ACTIVITIES, COUPONS],
  // The halls list only (read): one of the plan lists.
  hallKeeper: [HALLS],
} as const;
type Who = keyof typeof ROLES;

const usernames = Object.fromEntries(Object.keys(ROLES).map((who) => [who, `grants-${who.toLowerCase()}-${stamp}`])) as Record<Who, string>;
const made: { roles: number[]; accounts: number[] } = { roles: [], accounts: [] };
let operator: Awaited<ReturnType<typeof apiSession>> | undefined;
let merchant: Awaited<ReturnType<typeof apiSession>> | undefined;

beforeAll(async () => {
  // The operator defines one role per account for every merchant; the merchant gives each to a new sub-account.
  operator = await apiSession('operator');
  merchant = await apiSession('merchant');
  for (const [who, permissions] of Object.entries(ROLES)) {
    const role = await dataOf<{ id: number }>(
      operator.api.post('/api/merchant-roles', {
        headers: csrf,
        data: { name: `Grants ${who} ${stamp}`, code: `grants-${who.toLowerCase()}-${stamp}`, role_tag: 'seller_default', permissions },
      }),
    );
    made.roles.push(role.id);
    const account = await dataOf<{ id: number }>(
      merchant.api.post('/api/sub-accounts', {
        headers: csrf,
        data: { username: usernames[who as Who], nickname: `Grants ${who}`, phone: '13900000000', password: PASSWORD, role_id: role.id },
      }),
    );
    made.accounts.push(account.id);
  }
});

afterAll(async () => {
  // The demo data stays as it was: the accounts go first, then the roles they held.
  for (const id of made.accounts) if (merchant) await dataOf(merchant.api.delete(`/api/sub-accounts/${id}`, { headers: csrf }));
  for (const id of made.roles) if (operator) await dataOf(operator.api.delete(`/api/merchant-roles/${id}`, { headers: csrf }));
  await merchant?.context.close();
  await operator?.context.close();
});

/** A fresh browser context signed in as one of this file's sub-accounts through the login page. */
async function signedInAs(who: Who): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser());
  await signIn(session.page, usernames[who], PASSWORD);
  return session;
}

/** Opens `path` and waits for its page (the element with `testId`), still at that address. */
async function seesPage(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(testId).waitFor();
  expect(pathOf(page)).toBe(new URL(path, 'http://x').pathname);
}

/** Opens `path` and waits for the 401 page, still at that address. */
async function seesNoPermission(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('error-401').getByText("Sorry, you don't have this permission.", { exact: true }).waitFor();
  expect(pathOf(page)).toBe(new URL(path, 'http://x').pathname);
}

describe('pages granted by another page or an action (grantedBy)', () => {
  it("the spec's action-named marketing pages open with their parent's action; reading the list opens the coupon detail only", async () => {
    const maker = await signedInAs('maker');
    await seesPage(maker.page, `${ACTIVITIES}/create`, 'activity-edit');
    // Coupon 1 is Demo Living's first demo coupon.
    await seesPage(maker.page, `${COUPONS}/edit/1`, 'coupon-edit');
    // create is not edit.
    await seesNoPermission(maker.page, `${ACTIVITIES}/edit/1`);
    await maker.context.close();

    const reader = await signedInAs('reader');
    // Its sidebar shows Marketing › Activities (it lands on a marketing list, so the group is open),
    // and the list opens from there.
    await menu(reader.page).getByText('Marketing', { exact: true }).waitFor();
    await menu(reader.page).getByRole('menuitem', { name: 'Activities', exact: true }).waitFor();
    await openFromMenu(reader.page, 'Marketing', 'Activities');
    expect(pathOf(reader.page)).toBe(ACTIVITIES);
    expect(await menu(reader.page).getByRole('menuitem', { name: 'New activity' }).count()).toBe(0);
    await seesNoPermission(reader.page, `${ACTIVITIES}/create`);
    await seesNoPermission(reader.page, `${ACTIVITIES}/edit/1`);
    await seesNoPermission(reader.page, `${COUPONS}/edit/1`);
    await seesPage(reader.page, `${COUPONS}/detail/1`, 'coupon-detail');
    await reader.context.close();
  });

  it('the publish page of a hall opens with the halls list alone, and not without a plan list', async () => {
    const keeper = await signedInAs('hallKeeper');
    // A hall of the demo data, as this account's own list answers it.
    const halls = await dataOf<{ list: { id: number; name: string }[] }>(keeper.context.request.get('/api/halls?pageSize=1'));
    expect(halls.list.length).toBe(1);
    const hall = halls.list[0];
    const publish = `/content/publish/${hall.id}?of=halls`;
    await keeper.page.goto(publish);
    await keeper.page.getByRole('heading', { name: hall.name, exact: true }).waitFor();
    // A list reader previews: the page says it may not publish, and offers no Publish button (issue 35).
    await keeper.page.getByText('You can preview this hall but not publish it', { exact: false }).waitFor();
    expect(await keeper.page.getByTestId('publish').count()).toBe(0);
    expect(pathOf(keeper.page)).toBe(`/content/publish/${hall.id}`);
    await keeper.context.close();

    // The reader holds marketing lists only: neither plans, halls nor a template list.
    const reader = await signedInAs('reader');
    await seesNoPermission(reader.page, publish);
    await reader.context.close();
  });
});
