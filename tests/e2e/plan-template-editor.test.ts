import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const HALL_TEMPLATES = '/systemManagement/hallTemplate';

const rowOf = (page: Page, name: string) => page.getByTestId('resource-list-hall-templates').locator('tbody tr', { hasText: name }).first();
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: false }).first().waitFor();

describe("operators edit their templates' scenes (issue 20)", () => {
  it('opens a hall template in the editor from its list; its hotspots open scenes and links only; a save keeps it', async () => {
    const { context, page } = await signedIn(browser(), 'operator');
    await page.goto(HALL_TEMPLATES);
    await rowOf(page, 'Nordic showroom').getByRole('link', { name: 'Edit scenes' }).click();
    await expect.poll(() => page.getByTestId('scene-item').count(), { timeout: 30_000 }).toBe(3);
    expect(new URL(page.url()).search).toBe('?of=hall-templates');

    await page.getByTestId('scene-item').nth(2).click();
    const hotspots = page.getByTestId('hotspot-item');
    const before = await hotspots.count();
    await page.getByTestId('add-hotspot').click();
    await page.getByTestId('hotspot-form').getByLabel('Title').fill('Brochure');
    await page.getByTestId('hotspot-target-kind').click();
    const kinds = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => kinds.allTextContents()).toEqual(['Another scene', 'External link']);
    await page.locator('.ant-select-dropdown:visible').getByTitle('External link', { exact: true }).click();
    await page.getByTestId('hotspot-form').getByLabel('External link').fill('https://example.com/nordic');
    await page.getByTestId('save-scenes').click();
    await toast(page, 'Saved.');
    await page.reload();
    await page.getByTestId('scene-item').nth(2).click();
    await expect.poll(() => hotspots.count()).toBe(before + 1);
    expect(await hotspots.last().textContent()).toContain('Brochure · External link');

    // Back to the templates' list, not the merchants' plans.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.waitForURL((url) => url.pathname === HALL_TEMPLATES);
    await context.close();
  });
});
