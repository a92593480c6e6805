import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';
import { browserForThisFile, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const csrf = { 'x-requested-with': 'XMLHttpRequest' };

async function data<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A boot-API answer as a showroom app reads it: `{ code, msg, data }`. */
async function boot<T>(answer: Promise<{ json(): Promise<unknown> }>): Promise<{ code: number; msg: string; data: T }> {
  return (await (await answer).json()) as { code: number; msg: string; data: T };
}

/** A date and time as the form's date picker takes it typed: `YYYY-MM-DD HH:mm:ss`, local to the browser. */
const typed = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:00`;
};

async function pickTime(page: Page, label: string, date: Date) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed(date));
  await input.press('Enter');
}

async function visitor(request: APIRequestContext, key: string, share: string, nickname: string) {
  const headers = { [PUBLISHABLE_KEY_HEADER]: key };
  const login = await boot<{ token: string }>(request.post('/app-api/customer/login/guest', { headers, data: { share } }));
  const signed = { ...headers, authorization: `Bearer ${login.data.token}` };
  const phone = `136${String(Date.now()).slice(-8)}`;
  const profile = await boot<{ customer: { id: number } }>(request.put('/app-api/customer/profile', { headers: signed, data: { nickname, phone } }));
  expect(profile.code, profile.msg).toBe(0);
  return { headers: signed, id: profile.data.customer.id, phone };
}

describe('marketing in Chromium (issue 37)', () => {
  it('a merchant makes a coupon and an activity; a customer claims and signs up; the paused coupon refuses a second claim; the guide redeems; answers show', async () => {
    const stamp = Date.now().toString(36);
    const merchant = await signedIn(browser(), 'merchant');
    const { page } = merchant;

    // The coupon: made on its edit page, published from its detail page.
    const couponName = `E2E coupon ${stamp}`;
    await page.goto('/marketingManagement/couponManagement/edit/new');
    await page.getByLabel('Name', { exact: true }).fill(couponName);
    await page.getByLabel('Par value', { exact: true }).fill('88');
    await page.getByLabel('Threshold', { exact: true }).fill('500');
    await page.getByLabel('Total issued', { exact: true }).fill('20');
    await page.getByLabel('Limit per person', { exact: true }).fill('2');
    await page.getByTestId('save').click();
    await page.waitForURL((url) => /\/marketingManagement\/couponManagement\/detail\/\d+$/.test(url.pathname));
    const couponId = Number(page.url().split('/').pop());
    await page.getByTestId('coupon-action-publish').click();
    await page.getByTestId('coupon-detail').getByText('Live', { exact: true }).first().waitFor();

    // The activity: two questions in the field designer.
    const activityName = `E2E salon ${stamp}`;
    await page.goto('/marketingManagement/activityCenter/create');
    await page.getByLabel('Name', { exact: true }).fill(activityName);
    await pickTime(page, 'Starts', new Date(Date.now() - 3_600_000));
    await pickTime(page, 'Ends', new Date(Date.now() + 7 * 86_400_000));
    await page.getByRole('tab', { name: 'Sign-up and sign-in' }).click();
    for (const [index, label] of ['Your name', 'Rooms'].entries()) {
      await page.getByTestId('activity-field-add').click();
      await page.getByTestId(`activity-field-label-${index}`).fill(label);
    }
    await page.getByTestId('activity-preview').getByText('Rooms', { exact: false }).waitFor();
    await keepShot(page, 'activity-create');
    await page.getByTestId('save').click();
    await page.waitForURL((url) => /\/marketingManagement\/activityCenter\/edit\/\d+$/.test(url.pathname));
    const activityId = Number(page.url().split('/').pop());
    const activity = await data<{ form_fields: { key: string; label: string }[] }>(merchant.context.request.get(`/api/activities/${activityId}`));
    const keyOf = (label: string) => activity.form_fields.find((field) => field.label === label)!.key;

    // A customer of the guide's claims the coupon and signs up through /app-api.
    const key = (await data<{ key: string }>(merchant.context.request.post('/api/settings/publishable-keys/customer/rotate', { headers: csrf }))).key;
    const guide = await signedIn(browser(), 'guide');
    const { share } = await data<{ share: string }>(guide.context.request.get('/api/customers/share-token'));
    const nickname = `Claimer ${stamp}`;
    const customer = await visitor(merchant.context.request, key, share, nickname);
    const claim = () => boot<{ code: string }>(merchant.context.request.post(`/app-api/customer/coupons/${couponId}/claim`, { headers: customer.headers }));
    const claimed = await claim();
    expect(claimed.code, claimed.msg).toBe(0);
    const signup = await boot(
      merchant.context.request.post(`/app-api/customer/activities/${activityId}/signup`, {
        headers: customer.headers,
        data: { answers: { [keyOf('Your name')]: 'Lin Chen', [keyOf('Rooms')]: 'Living room and study' } },
      }),
    );
    expect(signup.code, signup.msg).toBe(0);

    // Paused, the coupon refuses a second claim (the limit would allow two).
    await page.goto(`/marketingManagement/couponManagement/detail/${couponId}`);
    await page.getByTestId('coupon-action-pause').click();
    await page.getByTestId('coupon-detail').getByText('Paused', { exact: true }).first().waitFor();
    const refused = await claim();
    expect(refused.code).not.toBe(0);

    // The guide redeems the claimed copy from the customer's detail page.
    await guide.page.goto(`/customManagement/detail/${customer.id}/0`);
    await guide.page.getByRole('tab', { name: 'Coupons' }).click();
    const redeem = guide.page.getByRole('textbox', { name: /code/i });
    await redeem.fill(claimed.data.code);
    await redeem.press('Enter');
    await guide.page.getByText('Used', { exact: true }).first().waitFor();
    await keepShot(guide.page, 'customer-coupon-redeemed');

    // The activity's participants show the customer's answers.
    await page.goto(`/marketingManagement/activityCenter/edit/${activityId}`);
    await page.getByRole('tab', { name: 'Participants' }).click();
    const participants = page.getByTestId('activity-participants');
    await participants.getByText('Living room and study', { exact: true }).waitFor();
    await participants.getByText('Lin Chen', { exact: true }).waitFor();
    await keepShot(page, 'activity-participants');

    for (const session of [merchant, guide]) await session.context.close();
  });
});
