import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags Debian's Chromium needs here (STACK-NOTES.md): no sandbox as root, no network chatter.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/**
 * A fresh browser context (its own cookies and storage) at a desktop size, English unless told
 * otherwise, asking for reduced motion. The app then opens dialogs, drawers and menus without
 * animating them (src/shell/reduced-motion.ts). With motion on, a click aimed while a dialog still
 * zooms open can land beside its target: Playwright waits for an element to hold still for two
 * frames, which a starved renderer on a busy machine reports falsely (seen on the audit dialog's
 * "Fail" under two CI runs at once).
 */
export async function newPage(
  browser: Browser,
  options: { locale?: string; width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'reduce',
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
  });
  return { context, page: await context.newPage() };
}

/** Fills the login form the page shows and submits it, as a user would; where it leads is the caller's to wait for. */
export async function submitLogin(page: Page, username: string, password = 'atrium123'): Promise<void> {
  await page.getByLabel(/username|用户名/i).fill(username);
  await page.getByLabel(/password|密码/i).fill(password);
  // antd spaces a two-character Chinese button label: 登 录.
  await page.getByRole('button', { name: /sign in|登\s?录/i }).click();
}

/** Signs in through the login page as a user would, and waits for the landing page. */
export async function signIn(page: Page, username: string, password = 'atrium123'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
