import { type DataProvider, Refine } from '@refinedev/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState, SessionStore } from '../../../providers/session-store.ts';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { expiresAt, RECYCLE_BIN_PAGE } from '../../../resources/recycle-bin/recycle-bin.schema.ts';
import { RecycleBinPage } from '../../../src/recycle-bin/RecycleBinPage.tsx';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import { pretendWindowWidth } from '../engine/window-width.ts';
import { renderInApp } from '../render-in-app.tsx';

const DAY = 24 * 60 * 60 * 1000;
const item = (id: number, name: string) => ({
  kind: 'commodities',
  id,
  name,
  deleted_at: new Date(Date.now() - DAY).toISOString(),
  expires_at: new Date(Date.now() + 29 * DAY).toISOString(),
  restorable: true,
});

/** The bin's API: a page of `total` items (two shown), and restore / purge answering every item done. */
function fakeBin(total: number, list = [item(1, 'Oak sofa'), item(2, 'Walnut desk')]) {
  const custom = vi.fn(async ({ url, method, payload }: { url: string; method: string; payload?: { items: unknown[] } }) => {
    if (method === 'get') return { data: { list, total, page: 1, pageSize: 30 } };
    return { data: { ok: payload?.items ?? [], failed: [] }, url };
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

async function renderBin(api: DataProvider) {
  const permissions = [RECYCLE_BIN_PAGE, `${RECYCLE_BIN_PAGE}/restore`, `${RECYCLE_BIN_PAGE}/purge`];
  const checker = await createAccessChecker({ id: 1, permissions });
  const state = { profile: { id: 1, permission: permissions }, checker, routes: [], landing: '/' } as unknown as SessionState;
  const store = { current: () => state, subscribe: () => () => {}, load: async () => state } as unknown as SessionStore;
  return renderInApp(
    <SessionProvider store={store}>
      <AntdApp>
        <Refine dataProvider={{ default: api }} options={{ disableTelemetry: true }}>
          <RecycleBinPage />
        </Refine>
      </AntdApp>
    </SessionProvider>,
    { path: RECYCLE_BIN_PAGE },
  );
}

describe('the recycle bin', () => {
  it('has the page title as its heading', async () => {
    await renderBin(fakeBin(2));
    expect(await screen.findByRole('heading', { name: 'Recycle bin' })).toBeTruthy();
  });

  it('says "in 30 days" for an item deleted just now, as the 30 days it is kept (issue #35: it said 29)', async () => {
    const deletedAt = new Date();
    const fresh = { ...item(3, 'Pine shelf'), deleted_at: deletedAt.toISOString(), expires_at: expiresAt(deletedAt).toISOString() };
    await renderBin(fakeBin(1, [fresh]));
    const row = (await screen.findByText('Pine shelf')).closest('tr') as HTMLElement;
    expect(within(row).getByText('in 30 days')).toBeTruthy();
  });

  it('shows the total in its pager, like every other list', async () => {
    await renderBin(fakeBin(1234));
    await screen.findByText('Oak sofa');
    expect(screen.getByText('Total: 1,234')).toBeTruthy();
  });

  it('says "Restored" after one restore, and counts after a batch', async () => {
    const api = fakeBin(2);
    await renderBin(api);
    const row = (await screen.findByText('Oak sofa')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Restore/ }));
    expect(await screen.findByText('Restored')).toBeTruthy();
    expect(screen.queryByText(/1 restored/)).toBeNull();

    for (const name of ['Oak sofa', 'Walnut desk']) fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
    const toolbarRestore = screen.getAllByRole('button', { name: /Restore/ }).find((button) => !button.closest('tr')) as HTMLElement;
    fireEvent.click(toolbarRestore);
    expect(await screen.findByText('2 restored, 0 failed.')).toBeTruthy();
    await waitFor(() => expect(api.custom).toHaveBeenCalledTimes(5));
  });
});

describe('the recycle bin at 390 px', () => {
  let undoWidth: (() => void) | undefined;
  afterEach(() => {
    undoWidth?.();
    undoWidth = undefined;
  });

  it('folds a row’s Restore and Delete permanently into one "More" menu, and does not pin it over the data', async () => {
    undoWidth = pretendWindowWidth(390);
    const api = fakeBin(2);
    await renderBin(api);
    const row = (await screen.findByText('Oak sofa')).closest('tr') as HTMLElement;
    const actions = [...row.querySelectorAll('td')].at(-1) as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['More']);
    expect(actions.className).not.toContain('ant-table-cell-fix-right');

    fireEvent.click(within(row).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore', 'Delete permanently']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByText('Restored')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'More' }));
    const again = await screen.findByRole('menu');
    fireEvent.click(within(again).getByRole('menuitem', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Delete/ }));
    expect(await screen.findByText('Deleted permanently')).toBeTruthy();
  });
});
