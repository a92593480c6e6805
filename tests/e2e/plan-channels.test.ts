import { describe, expect, it } from 'vitest';
import { browserForThisFile, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();

describe('the channels of a published plan (spec §7 content authorisation)', () => {
  it('grants the mini-program and a marketplace shop from the publish page, and shows them active on return', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await page.goto('/content/planManagement');
    await page.locator('tbody tr', { hasText: 'Riverside flat' }).getByRole('link', { name: 'Preview and publish' }).click();
    await page.getByTestId('open-channels').click();
    const dialog = page.getByRole('dialog', { name: 'Channels that may show it' });
    // The form, once the grants have answered (the help text above it says "marketplace shops" too).
    await dialog.getByRole('heading', { name: 'Marketplace shops' }).waitFor();
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: 'Add a shop' }).click();
    await dialog.getByRole('combobox', { name: 'Shop 1', exact: true }).click({ force: true });
    await page.locator('.ant-select-dropdown:visible').getByTitle('Second Home Tmall', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-message').getByText('Channels saved.').waitFor();
    await keepShot(page, 'plans-channels');

    // Read back afresh: the grants, each active now.
    await page.reload();
    await page.getByTestId('open-channels').click();
    await expect.poll(() => dialog.getByText('Active', { exact: true }).count()).toBe(2);
    // The shop is named once the shop list has answered, which may come after the grants: wait for the name.
    await dialog.getByTitle('Second Home Tmall').waitFor();
    expect(await dialog.getByTitle('Second Home Tmall').count()).toBe(1);
    await context.close();
  });

  it('offers channels only once published', async () => {
    const { context, page } = await signedIn(browser(), 'merchant2');
    await page.goto('/content/planManagement');
    await page.locator('tbody tr', { hasText: 'Garden loft' }).getByRole('link', { name: 'Preview and publish' }).click();
    await expect.poll(() => page.getByTestId('open-channels').isDisabled()).toBe(true);
    await context.close();
  });
});
