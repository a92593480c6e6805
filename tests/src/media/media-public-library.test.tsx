import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { documents } from '../../../resources/documents/documents.resource.ts';
import { videos } from '../../../resources/videos/videos.resource.ts';
import { englishI18n } from '../render-in-app.tsx';
import { columnHeaders, fakeApi, renderResourcePage } from '../engine/engine-harness.tsx';

/** Issue #35: albums, videos and documents read their public library as goods do, and share it the same way. */

const RIGHTS = ['/content/*'];
const STORES = [
  { id: 5, name: 'Flagship' },
  { id: 6, name: 'Riverside' },
];
const album = (id: number, name: string, visibility: string, visible_store_ids: number[] = []) => ({
  id,
  merchant_id: 1,
  name,
  cover: '/files/t/a.jpg',
  images: ['/files/t/a.jpg'],
  visibility,
  visible_store_ids,
  hidden_ends: [],
  tags: [],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
const ROWS = [album(1, 'Holiday', 'all'), album(2, 'Kitchen', 'none'), album(3, 'Showroom', 'partial', [5])];

function mediaApi(resource: string, rows = ROWS) {
  const api = fakeApi(rows);
  // The resource's own list; nothing else (tag groups) has rows.
  api.getList.mockImplementation(async ({ resource: listed }) => {
    const answer = listed === resource ? rows : [];
    return { data: answer, total: answer.length };
  });
  api.custom.mockImplementation(async ({ url }) => {
    if (url.startsWith('/api/preferences/')) return { data: { value: null } };
    if (url === `/api/${resource}/choices/visible_store_ids`) return { data: { list: STORES } };
    return { data: {} };
  });
  return api;
}

const posts = (api: ReturnType<typeof fakeApi>) => api.custom.mock.calls.map(([call]) => call).filter((call) => call.method === 'post');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const menuItems = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

afterEach(async () => {
  await (await englishI18n()).changeLanguage('en');
});

describe('the albums list', () => {
  it('shows the public library column in the goods’ words: All visible, Not public, Partly visible', async () => {
    await renderResourcePage(albums, { api: mediaApi('albums'), permissions: RIGHTS });
    expect(within(await rowOf('Holiday')).getByText('All visible')).toBeTruthy();
    expect(within(await rowOf('Kitchen')).getByText('Not public')).toBeTruthy();
    expect(within(await rowOf('Showroom')).getByText('Partly visible')).toBeTruthy();
    expect(columnHeaders()).toContain('Public library');
    expect(screen.queryByText('Yes')).toBeNull();
    expect(screen.queryByText('No')).toBeNull();
  });

  it('reads 全部可见 in Chinese, as goods do', async () => {
    await (await englishI18n()).changeLanguage('zh');
    await renderResourcePage(albums, { api: mediaApi('albums'), permissions: RIGHTS });
    expect(within(await rowOf('Holiday')).getByText('全部可见')).toBeTruthy();
  });

  it('offers taking back only what is in the library', async () => {
    await renderResourcePage(albums, { api: mediaApi('albums'), permissions: RIGHTS });
    fireEvent.click(within(await rowOf('Kitchen')).getByTestId('row-actions'));
    expect(await menuItems()).toEqual(['Set as public library']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(await rowOf('Holiday')).getByTestId('row-actions'));
    await waitFor(async () => expect((await menuItems()).slice(-2)).toEqual(['Set as public library', 'Remove from public library']));
  });

  it('shares partly through the goods’ dialog: a store is needed, then the range and the stores are sent', async () => {
    const api = mediaApi('albums');
    await renderResourcePage(albums, { api, permissions: RIGHTS });
    fireEvent.click(within(await rowOf('Kitchen')).getByTestId('row-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set as public library' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Not public', 'All visible', 'Partly visible']);
    expect((within(dialog).getByRole('radio', { name: 'All visible' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Partly visible' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick at least one organisation for partial visibility.')).toBeTruthy();
    expect(posts(api)).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Flagship'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/albums/2/share', payload: { visibility: 'partial', store_ids: [5] } })]),
    );
  });
});

describe.each([
  ['videos', videos, { url: '/files/t/v.mp4', cover: null, duration: 3, size: 100 }],
  ['documents', documents, { file: '/files/t/d.pdf', file_name: 'd.pdf', file_type: 'pdf', cover: null, default_cover: 'pdf' }],
] as const)('the %s list', (name, resource, fields) => {
  it('shows All visible and offers the goods’ share action', async () => {
    const row = { ...album(4, 'Tour', 'all'), images: undefined, ...fields };
    await renderResourcePage(resource, { api: mediaApi(name, [row as never]), permissions: RIGHTS });
    expect(within(await rowOf('Tour')).getByText('All visible')).toBeTruthy();
    fireEvent.click(within(await rowOf('Tour')).getByTestId('row-actions'));
    await waitFor(async () => expect((await menuItems()).slice(-2)).toEqual(['Set as public library', 'Remove from public library']));
  });
});
