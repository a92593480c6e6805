import { I18nContext } from '@refinedev/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../providers/i18n-provider.ts';
import type { SessionState } from '../../../providers/session-store.ts';
import { MASTER_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { jobCentre } from '../../../src/jobs/job-events.ts';
import { TopBarActions } from '../../../src/layout/TopBarActions.tsx';
import { PaletteProvider } from '../../../src/palette/PaletteProvider.tsx';
import { clearErrorLog, logError } from '../../../src/shell/error-log.ts';
import { pretendWindowWidth } from '../engine/window-width.ts';
import { fakeDataProvider, renderInSession } from '../palette/refine-harness.tsx';
import { sessionFor } from '../palette/session-fixture.ts';
import { englishI18n } from '../render-in-app.tsx';

const PHONE = 390;
const DESKTOP = 1440;

let undoWidth: (() => void) | undefined;
afterEach(async () => {
  undoWidth?.();
  clearErrorLog();
  document.cookie = 'atrium_lang=; path=/; max-age=0';
  await (await englishI18n()).changeLanguage('en');
});

/** The top bar of a merchant (jobs, app download, settings) in a window `width` pixels wide. */
async function showTopBar(width: number) {
  undoWidth = pretendWindowWidth(width);
  const { routes, checker } = await sessionFor(MASTER_PERMISSIONS);
  const profile = { id: 1, permission: [...MASTER_PERMISSIONS], roles: [], nickname: 'Morgan', avatar: '', active_role: 'master' };
  const session = { profile, checker, routes, landing: '/' } as unknown as SessionState;
  const { provider } = fakeDataProvider((url) => (url === '/api/jobs' ? { list: [] } : { list: [], total: 0 }));
  const i18n = await englishI18n();
  const onOpenSettings = vi.fn();
  const onOpenDownload = vi.fn();
  await renderInSession(
    <I18nContext.Provider value={{ i18nProvider: createI18nProvider(i18n) }}>
      <PaletteProvider>
        <TopBarActions session={session} showSettings onOpenSettings={onOpenSettings} onOpenDownload={onOpenDownload} />
      </PaletteProvider>
    </I18nContext.Provider>,
    { permissions: MASTER_PERMISSIONS, dataProvider: provider },
  );
  return { i18n, onOpenSettings, onOpenDownload };
}

/** Opens the More menu and returns the names of its entries. */
async function openMore(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: 'More' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the top bar on a phone (390 px)', () => {
  it('folds its buttons into one "More" menu that lists them by name', async () => {
    await showTopBar(PHONE);
    await screen.findByRole('button', { name: 'More' });
    expect(screen.queryByRole('button', { name: 'Layout settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Job centre' })).toBeNull();
    expect(await openMore()).toEqual([
      'Search',
      'Job centre',
      'Quick start',
      'Managing showroom content',
      'Frequently asked questions',
      'Download the app',
      'Language',
      'Layout settings',
    ]);
  });

  it('does what the folded button did: settings, app download, jobs', async () => {
    const { onOpenSettings, onOpenDownload } = await showTopBar(PHONE);
    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Layout settings' }));
    expect(onOpenSettings).toHaveBeenCalledOnce();
    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download the app' }));
    expect(onOpenDownload).toHaveBeenCalledOnce();
    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Job centre' }));
    expect(await screen.findByRole('dialog', { name: 'Job centre' })).toBeTruthy();
  });

  it('opens the job centre when a screen queues a job', async () => {
    await showTopBar(PHONE);
    await screen.findByRole('button', { name: 'More' });
    expect(screen.queryByRole('dialog', { name: 'Job centre' })).toBeNull();
    act(() => jobCentre.open());
    expect(await screen.findByRole('dialog', { name: 'Job centre' })).toBeTruthy();
  });

  it('switches the language through its submenu', async () => {
    const { i18n } = await showTopBar(PHONE);
    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: /^Language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.getByRole('button', { name: 'Más' })).toBeTruthy();
  });

  it('lists the error log once an error was met, and opens it', async () => {
    await showTopBar(PHONE);
    act(() => logError('The server did not answer'));
    await openMore();
    fireEvent.click(screen.getByRole('menuitem', { name: /Error log/ }));
    expect(await screen.findByRole('dialog', { name: 'Error log' })).toBeTruthy();
  });
});

describe('the top bar on a desktop', () => {
  it('keeps its separate buttons and no "More" menu', async () => {
    await showTopBar(DESKTOP);
    expect(await screen.findByRole('button', { name: 'Layout settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Job centre' }).textContent).toBe('Job centre');
    expect(screen.getByRole('button', { name: /Download the app/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('opens the job centre when a screen queues a job', async () => {
    await showTopBar(DESKTOP);
    await screen.findByRole('button', { name: 'Job centre' });
    expect(screen.queryByTestId('job-list')).toBeNull();
    act(() => jobCentre.open());
    expect(await screen.findByTestId('job-list')).toBeTruthy();
  });
});
