import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const card = (page: Page, name: string): Locator => page.locator(`[data-testid="material-card"][data-name="${name}"]`);
/**
 * A dialog by its title. Not by role and name: the test build's ids are all "test-id", so a
 * dialog's aria-labelledby can point at another popup's text.
 */
const dialogTitled = (page: Page, title: string): Locator => page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) });
/** The open folder's name: the last level of the path above the grid. */
const openFolder = (page: Page) => page.getByTestId('material-path').locator('[aria-current="location"]').innerText();

/** Creates a folder through the API from the signed-in page, as the page's own client would. */
async function apiFolder(page: Page, name: string, pid: number | null): Promise<number> {
  return page.evaluate(
    async ({ name, pid }) => {
      const response = await fetch('/api/materials/center/folders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ name, pid }),
      });
      const body = await response.json();
      if (body.status_code !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
      return body.data.id as number;
    },
    { name, pid },
  );
}

async function newFolder(page: Page, name: string): Promise<Locator> {
  await page.getByTestId('new-folder').click();
  const dialog = dialogTitled(page, 'New folder');
  await dialog.getByTestId('name-input').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

describe('the material centre, end to end (designer)', () => {
  it('nests folders ten deep and refuses the eleventh, uploads an image, refuses a move to where it is, deletes the tree', async () => {
    const { context, page } = await signedIn(browser(), 'designer');
    await page.goto('/content/materialCenter');
    await card(page, 'Products').waitFor();

    // Level 1 through the screen; opening it is remembered for the next visit.
    const top = `E2E folders ${Date.now()}`;
    const first = await newFolder(page, top);
    await first.waitFor({ state: 'hidden' });
    await card(page, top).click();
    await expect.poll(() => openFolder(page)).toBe(top);
    await page.reload();
    await expect.poll(() => openFolder(page)).toBe(top);

    // Levels 2–10 through the API, then opened one after another from their cards.
    const pid = await page.evaluate(async (name) => {
      const response = await fetch(`/api/materials/center?q=${encodeURIComponent(name)}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return ((await response.json()).data.list[0].id as number) ?? null;
    }, top);
    let parent = pid;
    for (let level = 2; level <= 10; level += 1) parent = await apiFolder(page, `Level ${level}`, parent);
    await page.getByRole('button', { name: 'Refresh' }).click();
    for (let level = 2; level <= 10; level += 1) {
      await card(page, `Level ${level}`).click();
      await expect.poll(() => openFolder(page)).toBe(`Level ${level}`);
    }
    // A deep path shows its first and last levels; the ones between wait behind "…".
    expect((await page.getByTestId('material-path').innerText()).replace(/\s+/g, ' ')).toBe('All / … / Level 8 / Level 9 / Level 10');

    // The eleventh level: the server's refusal shows on the name field, the dialog stays open.
    const eleventh = await newFolder(page, 'Level 11');
    await eleventh.getByText('Folders can be at most 10 levels deep.').waitFor();
    await eleventh.getByRole('button', { name: 'Cancel' }).click();
    await eleventh.waitFor({ state: 'hidden' });

    // An image uploaded into level 10 lands in the grid (its progress in the top bar's list).
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1182fb' } })
      .png()
      .toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: 'e2e-pixel.png', mimeType: 'image/png', buffer: png });
    await card(page, 'e2e-pixel.png').waitFor({ timeout: 15_000 });
    expect(await card(page, 'e2e-pixel.png').getAttribute('data-kind')).toBe('image');

    // A batch move with nothing selected asks for a selection first.
    await page.getByTestId('batch-move').click();
    await page.getByText('Please select items first before export, copy, delete or submit.').waitFor();

    // Moving the image into the folder it is already in: the server's 409, told in the dialog.
    await card(page, 'e2e-pixel.png').getByTestId('material-menu').click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const move = dialogTitled(page, 'Move to a folder');
    await move.getByTestId('move-tree').getByText('Level 10', { exact: true }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await move.getByTestId('move-refusal').getByText('Already in this folder: choose another one.').waitFor();
    await move.getByRole('button', { name: 'Cancel' }).click();

    // Back at the root, the top folder goes with everything inside it, after a warning that says so.
    await page.getByTestId('material-path').getByText('All', { exact: true }).click();
    await card(page, top).getByTestId('material-menu').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    expect(await confirm.locator('.ant-modal-confirm-title').innerText()).toBe(`Delete the folder “${top}” and everything inside it?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card(page, top).waitFor({ state: 'detached' });
    await context.close();
  });
});
