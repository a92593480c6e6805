import { describe, expect, it } from 'vitest';
import { browserForThisFile, menu, pathOf, signedIn } from './helpers.ts';

const browser = browserForThisFile();

describe('language', () => {
  it('switching to 简体中文 changes the menu and the title, and survives a reload', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await menu(page).getByText('Content', { exact: true }).waitFor();
    await page.getByTestId('language-picker').click();
    await page.getByText('简体中文', { exact: true }).click();
    await menu(page).getByText('内容管理', { exact: true }).waitFor();
    expect(await menu(page).getByText('Content', { exact: true }).count()).toBe(0);
    await page.waitForFunction(() => document.title === '数据概览 - Atrium');
    expect((await context.cookies()).find((cookie) => cookie.name === 'atrium_lang')?.value).toBe('zh');

    await page.reload();
    await menu(page).getByText('内容管理', { exact: true }).waitFor();
    await page.waitForFunction(() => document.title === '数据概览 - Atrium');
    expect(await page.getByTestId('language-picker').innerText()).toContain('简体中文');
    await context.close();
  });
});

describe('sidebar', () => {
  it('stays collapsed after a reload (cookie sidebarStatus)', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    const openWidth = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByTestId('toggle-sidebar').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-collapsed') === 'true');
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');

    await page.reload();
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    await page.waitForFunction(() => (document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width ?? 999) <= 80);
    expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(openWidth);

    await page.getByTestId('toggle-sidebar').click();
    await page.reload();
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    await context.close();
  });
});

describe('the iframe parameter', () => {
  it('?iframe=top puts the menu in the top bar', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/content/commodityManagement?iframe=top');
    const topMenu = page.locator('.app-header').getByTestId('side-menu');
    await topMenu.waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await topMenu.getByText('Content', { exact: true }).isVisible()).toBe(true);
    const box = await topMenu.boundingBox();
    expect(box?.y ?? 999).toBeLessThan(60);
    await context.close();
  });

  it('?iframe=none hides the menu altogether, page still shown', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/content/stickerAppManagement?iframe=none');
    await page.getByTestId('not-built').waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await menu(page).count()).toBe(0);
    expect(await page.getByTestId('toggle-sidebar').count()).toBe(0);
    await context.close();
  });

  it('any other value keeps the menu on the left', async () => {
    const { context, page } = await signedIn(browser(), 'merchant');
    await page.goto('/content/commodityManagement?iframe=left');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.locator('.app-header').getByTestId('side-menu').count()).toBe(0);
    await context.close();
  });
});

describe('mobile width (< 992 px)', () => {
  it('the sidebar starts hidden and opens over the content', async () => {
    const { context, page } = await signedIn(browser(), 'merchant', { width: 800, height: 900 });
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor({ state: 'attached' });
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    expect((await sidebar.boundingBox())?.width ?? 0).toBe(0);
    const content = page.locator('.app-content');
    const before = await content.boundingBox();
    expect(before?.x ?? 999).toBeLessThan(40);

    await page.getByTestId('toggle-sidebar').click();
    await menu(page).getByText('Content', { exact: true }).waitFor();
    // The sider slides open; measure once its width transition has finished.
    await page.waitForFunction(() => (document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width ?? 0) > 150);
    const open = await sidebar.boundingBox();
    const after = await content.boundingBox();
    expect(open?.x).toBe(0);
    expect(open?.width ?? 0).toBeGreaterThan(150);
    // Over the content: the content did not move aside.
    expect(after?.x).toBe(before?.x);
    expect((open?.x ?? 0) + (open?.width ?? 0)).toBeGreaterThan(after?.x ?? 0);

    // Choosing a page closes it again; the choice is not remembered as the desktop state.
    await menu(page).getByText('Content', { exact: true }).click();
    await menu(page).getByText('Goods', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/content/commodityManagement');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-collapsed') === 'true');
    expect(pathOf(page)).toBe('/content/commodityManagement');
    await context.close();
  });

  it('tapping outside the open sidebar closes it', async () => {
    const { context, page } = await signedIn(browser(), 'merchant', { width: 800, height: 900 });
    await page.getByTestId('toggle-sidebar').click();
    await menu(page).getByText('Content', { exact: true }).waitFor();
    await page.mouse.click(700, 500);
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-collapsed') === 'true');
    await context.close();
  });
});
