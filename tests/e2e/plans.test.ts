import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUBE_FACE_NAMES } from '../../resources/plans/scene-graph.ts';
import { demoCube, demoSphere } from '../../server/seed/demo-panoramas.ts';
import { browserForThisFile, drawer, keepShot, signedIn } from './helpers.ts';

const browser = browserForThisFile();
const PLANS = '/content/planManagement';
const stamp = Date.now().toString(36);

const list = (page: Page): Locator => page.getByTestId('resource-list-plans');
const rowOf = (page: Page, name: string): Locator => list(page).locator('tbody tr', { hasText: name }).first();
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: false }).first().waitFor();
const scenesIn = (page: Page) => page.getByTestId('scene-item');

/**
 * Waits for the editor to list `count` scenes: an import runs in the job centre (sharp renders the
 * panorama's renditions) and the editor reads again until it is done.
 */
async function waitForScenes(page: Page, count: number) {
  await expect.poll(() => scenesIn(page).count(), { timeout: 40_000, interval: 500 }).toBe(count);
}

async function startImport(page: Page) {
  const dialog = page.getByTestId('import-dialog');
  const start = dialog.getByRole('button', { name: 'Start import' });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  await start.click();
  await toast(page, 'Import started');
}

describe('plans and halls (issue 20)', () => {
  it('imports a sphere image and a cube set into a new plan, and opens the 360° viewer from the list', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const name = `Harbour view ${stamp}`;
    await page.goto(PLANS);
    await page.getByTestId('create').click();
    await drawer(page).getByLabel('Name', { exact: true }).fill(name);
    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await rowOf(page, name).getByRole('link', { name: 'Edit scenes' }).click();

    // No scenes yet: the editor offers the import.
    await page.getByText('No scenes yet').first().waitFor();
    await page.getByTestId('open-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog
      .getByLabel('Choose sphere images')
      .setInputFiles({ name: 'Harbour.jpg', mimeType: 'image/jpeg', buffer: await demoSphere('Harbour', 210, 2048) });
    await dialog.getByText('Harbour.jpg').waitFor();
    await startImport(page);
    await waitForScenes(page, 1);
    await expect.poll(() => scenesIn(page).first().textContent()).toContain('Harbour');

    // A cube set: six faces, one file each.
    await page.getByTestId('open-import').click();
    await dialog.getByText('Cube (six faces)').click();
    const faces = await demoCube('Attic', 512);
    for (const face of CUBE_FACE_NAMES) {
      const label = `Choose the ${face[0]!.toUpperCase()}${face.slice(1)} face`;
      await dialog.getByLabel(label).setInputFiles({ name: `${face}.jpg`, mimeType: 'image/jpeg', buffer: faces[face] });
    }
    await startImport(page);
    await waitForScenes(page, 2);
    await keepShot(page, 'plans-editor-imported');

    // Back in the list, the cover opens the viewer.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await rowOf(page, name)
      .getByRole('button', { name: `Open the 360° view of ${name}` })
      .click();
    const viewer = page.getByTestId('plan-viewer');
    await viewer.getByRole('region', { name }).waitFor();
    await viewer.locator('canvas').first().waitFor();
    await keepShot(page, 'plans-list-viewer');
    await context.close();
  });

  it('edits hotspots with undo and redo, saves, publishes, previews in mobile style and follows a hotspot; the plan goes to the bin and back', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto(PLANS);
    // A copy of the demo's unpublished plan, so the demo stays as it is.
    await rowOf(page, 'Garden loft').getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await toast(page, 'operation successful');
    const copyName = `Loft ${stamp}`;
    const copy = rowOf(page, 'Garden loft (copy)');
    await copy.getByRole('button', { name: 'Edit' }).click();
    await drawer(page).getByLabel('Name', { exact: true }).fill(copyName);
    await page.getByTestId('save').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await rowOf(page, copyName).getByRole('link', { name: 'Edit scenes' }).click();
    await waitForScenes(page, 3);

    // The second scene gets a hotspot back to another scene, and one to goods.
    await scenesIn(page).nth(1).click();
    const hotspots = page.getByTestId('hotspot-item');
    const before = await hotspots.count();
    await page.getByTestId('add-hotspot').click();
    await page.getByTestId('hotspot-form').waitFor();
    await page.getByTestId('add-hotspot').click();
    await page.getByTestId('hotspot-form').getByLabel('Title').fill('Armchair');
    await page.getByTestId('hotspot-target-kind').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Goods', { exact: true }).click();
    // Saved with no goods chosen, the goods field says so before anything is sent.
    await page.getByTestId('save-scenes').click();
    await page.getByTestId('hotspot-form').getByText('Choose what this hotspot opens.').waitFor();
    // The merchant's goods, searched on the server: the first one found, chosen with the keyboard.
    await page.getByTestId('hotspot-content').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await page.getByRole('combobox', { name: 'Goods' }).press('Enter');
    await expect.poll(() => page.getByTestId('hotspot-content').locator('.ant-select-selection-item').count()).toBe(1);
    expect(await page.getByText('Choose what this hotspot opens.').count()).toBe(0);
    await expect.poll(() => hotspots.count()).toBe(before + 2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await hotspots.last().textContent()).toContain('Armchair · Goods');
    await keepShot(page, 'plans-editor-hotspots');
    await page.getByTestId('save-scenes').click();
    await toast(page, 'Saved.');
    await page.reload();
    await scenesIn(page).nth(1).click();
    await expect.poll(() => hotspots.count()).toBe(before + 2);

    // Publish, then the phone-sized preview, following a scene hotspot.
    await page.getByRole('button', { name: 'Preview and publish' }).click();
    await page.getByTestId('publish').click();
    await toast(page, 'Published');
    await page.getByText('Mobile', { exact: true }).click();
    const phone = page.getByTestId('preview-mobile');
    await phone.waitFor();
    const frame = await phone.locator('.publish-phone').boundingBox();
    expect(frame!.width).toBeLessThan(430);
    expect(frame!.height).toBeGreaterThan(frame!.width);
    await keepShot(page, 'plans-preview-mobile');
    const scene = page.getByTestId('preview-scene');
    const first = await scene.textContent();
    await page.locator('.publish-hotspots').getByRole('button').first().click();
    await expect.poll(() => scene.textContent()).not.toBe(first);

    // To the recycle bin and back.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await rowOf(page, copyName).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await list(page).locator('tbody tr', { hasText: copyName }).waitFor({ state: 'detached' });
    await page.goto('/content/recycleBin');
    const binRow = page.getByTestId('recycle-bin').locator('tbody tr', { hasText: copyName });
    await binRow.getByTestId('restore-one').click();
    await binRow.waitFor({ state: 'detached' });
    await page.goto(PLANS);
    await rowOf(page, copyName).waitFor();
    await context.close();
  });

  it('shows a guide the plans without ways to change them', async () => {
    const { context, page } = await signedIn(browser(), 'guide');
    await page.goto(PLANS);
    await rowOf(page, 'Riverside flat').waitFor();
    expect(await page.getByTestId('create').count()).toBe(0);
    expect(await rowOf(page, 'Riverside flat').getByRole('link', { name: 'Edit scenes' }).count()).toBe(0);
    // The preview says from the start that it only previews; the editor, reached by its address, that it only shows.
    await rowOf(page, 'Riverside flat').getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByText('You can preview this plan but not publish it').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.goto(page.url().replace('/content/publish/', '/content/panoEditor/'));
    await page.getByText('You can view this plan but not change it').waitFor();
    expect(await page.getByTestId('save-scenes').count()).toBe(0);
    expect(await page.getByTestId('add-hotspot').count()).toBe(0);
    await context.close();
  });
});
