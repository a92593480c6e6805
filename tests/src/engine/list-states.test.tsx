import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { videos } from '../../../resources/videos/videos.resource.ts';
import { fakeApi, location, renderResourcePage } from './engine-harness.tsx';

const ROUTE = shopTypes.route;
const ALL = [ROUTE, `${ROUTE}/create`, `${ROUTE}/edit`, `${ROUTE}/delete`, `${ROUTE}/export`, `${ROUTE}/import`];
const row = (id: number, name: string) => ({
  id,
  name,
  style_id: 0,
  description: '',
  enabled: true,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

describe('an empty list says what comes next', () => {
  it('offers "Clear filters" when the filters match nothing, and clearing them lists everything again', async () => {
    const api = fakeApi();
    await renderResourcePage(shopTypes, { api, permissions: ALL, query: '?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=zzz' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.getList.mock.calls.at(-1)?.[0].filters).toEqual([]));
    expect(decodeURIComponent(location())).not.toContain('zzz');
    expect(await screen.findByText('No shop types yet.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('');
  });

  it('says what the page holds and offers to create the first record', async () => {
    await renderResourcePage(shopTypes, { permissions: ALL });
    expect(await screen.findByText('No shop types yet.')).toBeTruthy();
    expect(screen.getByText('Each shop type you add shows up here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Create your first shop type/ }));
    await waitFor(() => expect(location()).toContain('create=1'));
  });

  it.each([
    [videos, /Upload your first video/],
    [albums, /Create your first album/],
  ])('derives "Upload" from a declaration whose record is one uploaded file (%#)', async (resource, button) => {
    await renderResourcePage(resource, { permissions: [resource.route, `${resource.route}/create`] });
    expect(await screen.findByRole('button', { name: button })).toBeTruthy();
  });

  it('offers no create step to a session that may not create', async () => {
    await renderResourcePage(shopTypes, { permissions: [ROUTE] });
    expect(await screen.findByText('No shop types yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /first/ })).toBeNull();
  });
});

describe('the selection bar', () => {
  it('shows how many rows are selected, the bulk actions and Clear', async () => {
    await renderResourcePage(shopTypes, { api: fakeApi([row(3, 'Tmall'), row(4, 'Youzan'), row(5, 'Jingdong')]), permissions: ALL });
    await screen.findByText('Tmall');
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
    for (const name of ['Tmall', 'Youzan', 'Jingdong']) fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));

    const bar = await screen.findByRole('region', { name: '3 selected' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /Export/ })).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).toBeNull());
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });
});
