import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, openFromMenu, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const csrf = { 'x-requested-with': 'XMLHttpRequest' };

/** Issues or rotates the key through the page, as a merchant would, and answers the key the dialog shows once. */
async function newKeyFromPage(page: Page): Promise<string> {
  const card = page.getByTestId('ingestion-key');
  // The card says whether a key exists once its call answers: a hint, or that there is none.
  await card.getByTestId('key-hint').or(card.getByTestId('no-key')).waitFor();
  const issue = card.getByRole('button', { name: 'Issue a key' });
  if (await issue.isVisible()) await issue.click();
  else {
    await card.getByRole('button', { name: 'Rotate the key' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rotate the key' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Your new key' });
  const key = (await dialog.getByTestId('issued-key').innerText()).trim();
  expect(key).toMatch(/^apk_[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => card.getByTestId('key-hint').innerText()).toBe(`${key.slice(0, 10)}…`);
  return key;
}

describe('App settings (issue 16: the ingestion key and the time zone)', () => {
  it('shows the merchant its ingestion key once, which apps then send events with; rotating it stops the old one', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await openFromMenu(page, 'Settings', 'App settings');
    const first = await newKeyFromPage(page);
    const goods = (await (await context.request.get('/api/commodities?pageSize=1')).json()).data.list[0].id as number;
    const send = (key: string) =>
      context.request.post('/app-api/system/stats/record', {
        headers: { 'x-publishable-key': key },
        data: { events: [{ source_type: 'view', use_at: new Date().toISOString(), viewer_id: 'e2e-settings', commodity_id: goods }] },
      });
    expect((await (await send(first)).json()).data).toEqual({ accepted: 1 });
    const second = await newKeyFromPage(page);
    expect(second).not.toBe(first);
    expect((await (await send(first)).json()).code).toBe(401);
    expect((await (await send(second)).json()).code).toBe(0);
    await context.close();
  });

  // Demo Academy: few events, so its recounts (the change, then the way back) stay small for the runs after.
  it('sets the zone the statistics count days in, which the home page then names', async () => {
    const { context, page } = await signedIn(browser(), 'school');
    await page.goto('/settingCenter/appSetting');
    const card = page.getByTestId('time-zone');
    await card.getByLabel('Time zone').fill('Berlin');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(/^Europe\/Berlin \(UTC\+0[12]:00\)$/)
      .click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.ant-message')
      .getByText(/^Time zone saved/)
      .waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('time-zone').locator('.ant-select-selection-item').innerText(), { timeout: 30_000 }).toMatch(/^Europe\/Berlin/);
    await page.goto('/homeData/stats');
    await expect.poll(() => page.getByTestId('current-to').innerText(), { timeout: 30_000 }).toMatch(/\(Europe\/Berlin\)$/);
    // Leave Demo Academy as the other browser tests know it.
    const back = await context.request.put('/api/settings/time-zone', { headers: csrf, data: { time_zone: 'Asia/Shanghai' } });
    expect(back.status()).toBe(200);
    await context.close();
  });

  it('shows a store manager, who holds no App settings, no such page', async () => {
    const { context, page } = await signedIn(browser(), 'manager');
    await page.goto('/settingCenter/appSetting');
    await page.getByText("Sorry, you don't have this permission.").waitFor();
    expect(await page.getByTestId('ingestion-key').count()).toBe(0);
    await context.close();
  });
});
