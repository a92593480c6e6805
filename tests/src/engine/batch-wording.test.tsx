import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { englishI18n } from '../render-in-app.tsx';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

const GOODS = commodities.route;
const goods = (id: number, name: string) => ({ id, name, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' });
const SOFA = goods(1, 'Sofa');
const LAMP = goods(2, 'Lamp');
const DESK = goods(3, 'Desk');

afterEach(async () => {
  await (await englishI18n()).changeLanguage('en');
});

/** A fake API whose batch delete answers `failed` for these ids with `reason`, and ok for the rest. */
function apiDeleting(rows: ReturnType<typeof goods>[], failing: number[] = [], reason = '') {
  const api = fakeApi(rows);
  api.custom.mockImplementation(async ({ url, payload }: { url: string; payload?: unknown }) => {
    if (!url.endsWith('/batch/delete')) return { data: { value: null } };
    const ids = (payload as { ids: number[] }).ids;
    return { data: { ok: ids.filter((id) => !failing.includes(id)), failed: failing.map((id) => ({ id, message: reason })) } };
  });
  return api;
}

/** Ticks the rows, then clicks Delete in the selection bar; returns the confirmation pop-up. */
async function confirmDeleting(names: string[], question: string | RegExp) {
  for (const name of names) fireEvent.click(within((await screen.findByText(name)).closest('tr') as HTMLElement).getByRole('checkbox'));
  const bar = await screen.findByRole('region', { name: new RegExp(String(names.length)) });
  fireEvent.click(within(bar).getByRole('button', { name: /Delete|删\s?除/ }));
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

describe('batch delete speaks of the resource’s records', () => {
  it('asks "Delete 3 goods?" and says "3 goods deleted."', async () => {
    await renderResourcePage(commodities, { api: apiDeleting([SOFA, LAMP, DESK]), permissions: [GOODS, `${GOODS}/delete`] });
    const confirm = await confirmDeleting(['Sofa', 'Lamp', 'Desk'], 'Delete 3 goods?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3 goods deleted.')).toBeTruthy();
  });

  it('asks "Delete 1 album?" in the singular', async () => {
    const route = albums.route;
    const holiday = { id: 7, name: 'Holiday', images: [], created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };
    await renderResourcePage(albums, { api: fakeApi([holiday]), permissions: [route, `${route}/delete`] });
    expect(await confirmDeleting(['Holiday'], 'Delete 1 album?')).toBeTruthy();
  });

  it('says how many failed and why: "2 deleted, 1 failed: <reason>"', async () => {
    await renderResourcePage(commodities, { api: apiDeleting([SOFA, LAMP, DESK], [3], 'It is on sale.'), permissions: [GOODS, `${GOODS}/delete`] });
    const confirm = await confirmDeleting(['Sofa', 'Lamp', 'Desk'], 'Delete 3 goods?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 deleted, 1 failed: It is on sale.')).toBeTruthy();
  });

  it('asks in Chinese with the resource’s noun', async () => {
    await (await englishI18n()).changeLanguage('zh');
    await renderResourcePage(commodities, { api: apiDeleting([SOFA, LAMP]), permissions: [GOODS, `${GOODS}/delete`] });
    const confirm = await confirmDeleting(['Sofa', 'Lamp'], '确定删除 2 个商品吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('已删除 2 个商品。')).toBeTruthy();
  });
});
