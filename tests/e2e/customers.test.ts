import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';
import { browserForThisFile, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const csrf = { 'x-requested-with': 'XMLHttpRequest' };

/** The data of a main-API answer (fails the test on another status, showing the answer). */
async function data<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A boot-API answer's data (`code` 0), as a showroom app reads it. */
async function booted<T>(answer: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await answer).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** What a showroom page does for a visitor: signs in as a guest (through a share link, if any) and leaves a phone. */
async function visitorArrives(request: APIRequestContext, key: string, nickname: string, phone: string, share?: string) {
  const headers = { [PUBLISHABLE_KEY_HEADER]: key };
  const login = await booted<{ token: string }>(request.post('/app-api/customer/login/guest', { headers, data: share ? { share } : {} }));
  const signedInHeaders = { ...headers, authorization: `Bearer ${login.token}` };
  const profile = await booted<{ customer: { id: number } }>(request.put('/app-api/customer/profile', { headers: signedInHeaders, data: { nickname, phone } }));
  return { headers: signedInHeaders, customerId: profile.customer.id };
}

const searchCustomers = async (page: Page, text: string) => {
  const keyword = page.getByTestId('filter-bar').getByRole('textbox', { name: /Keyword|Nickname/ });
  await keyword.fill(text);
  await keyword.press('Enter');
};

describe('customers in Chromium (issue 36)', () => {
  it("a visitor arrives through a guide's share link and orders; the guide finds it, reads its visits and moves the order; the manager sees those of nobody", async () => {
    const stamp = Date.now().toString(36);
    const merchant = await signedIn(browser(), 'merchant');
    const keyOf = async (purpose: string) =>
      (await data<{ key: string }>(merchant.context.request.post(`/api/settings/publishable-keys/${purpose}/rotate`, { headers: csrf }))).key;
    const customerKey = await keyOf('customer');
    const ingestionKey = await keyOf('ingestion');
    const goods = (await data<{ list: { id: number; name: string }[] }>(merchant.context.request.get('/api/commodities?pageSize=1'))).list[0]!;

    const guide = await signedIn(browser(), 'guide');
    const { share } = await data<{ share: string }>(guide.context.request.get('/api/customers/share-token'));

    // The visitor, through the guide's link: a customer of the guide's, with an order and a visit.
    const visitor = `Visitor ${stamp}`;
    const arrived = await visitorArrives(merchant.context.request, customerKey, visitor, `138${String(Date.now()).slice(-8)}`, share);
    const order = await booted<{ number: string }>(
      merchant.context.request.post('/app-api/customer/intention-orders', {
        headers: arrived.headers,
        data: { room: 'Living room', items: [{ commodity_id: goods.id, quantity: 2 }] },
      }),
    );
    const viewed = { source_type: 'view', use_at: new Date(Date.now() - 60_000).toISOString(), viewer_id: `e2e-${stamp}`, commodity_id: goods.id };
    await booted(
      merchant.context.request.post('/app-api/system/stats/record', {
        headers: { [PUBLISHABLE_KEY_HEADER]: ingestionKey },
        data: { events: [{ ...viewed, customer_id: arrived.customerId, stay_time: 95 }] },
      }),
    );
    // And one who came without a link: nobody's.
    const stranger = `Stranger ${stamp}`;
    await visitorArrives(merchant.context.request, customerKey, stranger, `137${String(Date.now()).slice(-8)}`);

    // The guide finds its customer, opens it and reads the visit.
    const { page } = guide;
    await page.goto('/customManagement/customList');
    await searchCustomers(page, stamp);
    await page.getByRole('link', { name: visitor, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/customManagement/detail/${arrived.customerId}/`));
    const timeline = page.getByTestId('customer-timeline');
    await timeline.getByText(goods.name, { exact: false }).first().waitFor();
    await timeline.getByText(`Order ${order.number} created`, { exact: false }).waitFor();
    await keepShot(page, 'customer-detail');

    // Its order: the status moves, and the same status again is refused.
    await page.getByRole('tab', { name: 'Intention orders' }).click();
    await page.getByRole('link', { name: order.number, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/customManagement/orderEdit/'));
    const changeStatus = async (status: string) => {
      await page.getByTestId('order-change-status').click();
      const dialog = page.getByTestId('order-status-dialog');
      await dialog.getByTestId('order-status-select').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(status, { exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    };
    await changeStatus('Finished');
    await page.getByTestId('order-header').getByText('Finished', { exact: true }).waitFor();
    await changeStatus('Finished');
    await page.locator('.ant-message').getByText('Status unchanged.', { exact: true }).waitFor();
    await keepShot(page, 'order-status-unchanged');
    await page.keyboard.press('Escape');

    // The timeline says so too.
    await page.getByTestId('order-customer').click();
    await timeline.getByText(`Order ${order.number}: Untreated → Finished`, { exact: false }).waitFor();

    // The guide does not see the customer of nobody; the manager does.
    await page.goto('/customManagement/customList');
    await searchCustomers(page, stamp);
    await page.getByRole('link', { name: visitor, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: stranger, exact: true }).count()).toBe(0);
    const manager = await signedIn(browser(), 'manager');
    await manager.page.goto('/customManagement/customList');
    await searchCustomers(manager.page, stamp);
    await manager.page.getByRole('link', { name: stranger, exact: true }).waitFor();
    await manager.page.getByRole('link', { name: visitor, exact: true }).waitFor();
    await keepShot(manager.page, 'customers-manager');

    for (const session of [merchant, guide, manager]) await session.context.close();
  });
});
