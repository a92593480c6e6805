import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, drawer, signedIn } from './helpers.ts';

const browser = browserForThisFile();

const picture = (colour: string, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
};

/** The upload list's items, as the top bar shows them. */
async function uploadStates(page: Page): Promise<string[]> {
  if (!(await page.getByTestId('upload-list').isVisible())) await page.getByTestId('upload-list-button').click({ force: true });
  await page.getByTestId('upload-list').waitFor();
  return page.getByTestId('upload-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-status') ?? ''));
}

describe('uploads in the browser', () => {
  it('uploads an avatar through the upload list, and refuses one over 2M with the limit in the message', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/myAccount/accountManagement');
    const widget = page.getByTestId('media-upload');
    await widget.waitFor();

    await widget.getByTestId('media-upload-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture('#1182fb') });
    const thumb = widget.getByTestId('media-thumb').locator('img');
    await thumb.waitFor();
    await expect.poll(async () => (await thumb.getAttribute('src')) ?? '').toMatch(/^\/files\/\d+\/cover\/.+\.png\?imageView2\/2\/w\/200\/h\/200$/);
    // The thumbnail really comes back from the server (a broken image has no natural width).
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => uploadStates(page)).toEqual(['done']);
    await page.keyboard.press('Escape');

    // Hovering the thumbnail shows the 1200 version beside it (spec §9).
    await thumb.hover();
    const preview = page.getByTestId('hover-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toContain('imageView2/2/w/1200/h/1200');
    const [thumbBox, previewBox] = [await thumb.boundingBox(), await preview.boundingBox()];
    expect(Math.round(previewBox!.x - (thumbBox!.x + thumbBox!.width))).toBeGreaterThanOrEqual(15);

    await page.getByTestId('save-profile').click();
    await page.getByText('operation successful').first().waitFor();
    await page.reload();
    await widget.getByTestId('media-thumb').waitFor();

    const big = Buffer.concat([await picture('#f00', 'jpeg'), Buffer.alloc(2 * 1024 * 1024)]);
    await widget.getByTestId('media-upload-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.getByText('The file is too large: at most 2M.').first().waitFor();
    expect(await uploadStates(page)).toContain('failed');
    await context.close();
  });

  it('creates an album from uploaded images; its cover is the first', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/content/albumManagement');
    await page.getByTestId('create').click();
    const form = drawer(page);
    await form.getByLabel('Name', { exact: true }).fill('Uploaded album');
    const images = form.getByTestId('media-upload');
    await images.getByTestId('media-upload-input').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await picture('#2a9d8f') },
      { name: 'two.png', mimeType: 'image/png', buffer: await picture('#e9c46a') },
    ]);
    await expect.poll(() => images.getByTestId('media-thumb').count(), { timeout: 20_000 }).toBe(2);
    await page.getByTestId('save').click();
    const row = page.getByTestId('resource-list-albums').locator('tbody tr', { hasText: 'Uploaded album' });
    await row.waitFor();
    const cover = row.getByTestId('media-thumb').locator('img');
    await cover.waitFor();
    const firstImage = await images
      .getByTestId('media-thumb')
      .first()
      .locator('img')
      .getAttribute('src')
      .catch(() => null);
    // A lazy image asks for its file once it is within 1.3 viewports (src/uploads/LazyImage.tsx).
    await expect.poll(async () => (await cover.getAttribute('src')) ?? '').toMatch(/^\/files\/.+\.png\?imageView2/);
    if (firstImage) expect(await cover.getAttribute('src')).toBe(firstImage);
    await context.close();
  });
});
