import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videos } from '../../../resources/videos/videos.resource.ts';
import type { ApiError } from '../../../providers/http.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

// A shopping guide holds the videos page but not its labelManagement page (ACCESS.md): the list
// reads its tag groups from its own read-only route, never from the management API it gets 403 for.
const GUIDE = [videos.route];
const GROUPS = [{ id: 5, name: 'Mood', multiple: false, items: ['Calm', 'Lively'] }];
const TOUR = {
  id: 7,
  name: 'Showroom tour',
  url: '/files/t/tour.mp4',
  cover: null,
  tags: ['5:Calm'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const forbidden: ApiError = { message: "Sorry, you don't have this permission", statusCode: 403 };

/** Answers as the server does: the management API refuses a session without the labelManagement page. */
function serverLikeApi(permissions: string[]) {
  const api = fakeApi([TOUR]);
  const mayManage = permissions.some((permission) => permission.startsWith('/content/*'));
  api.getList.mockImplementation(async ({ resource }) => {
    if (resource !== 'tags/video') return { data: [TOUR], total: 1 } as never;
    if (!mayManage) throw forbidden;
    return { data: GROUPS, total: GROUPS.length } as never;
  });
  api.custom.mockImplementation(async ({ url }) => ({
    data: url === '/api/videos/tag-groups' ? { list: GROUPS } : url.startsWith('/api/preferences/') ? { value: null } : {},
  }));
  return api;
}

const asked = (api: ReturnType<typeof fakeApi>, resource: string) => api.getList.mock.calls.some(([call]) => call.resource === resource);
const openSelect = (element: HTMLElement) => fireEvent.mouseDown(element.querySelector('.ant-select-selector') as HTMLElement);

describe('the tag groups a list reads', () => {
  it('lets a guide filter by tag without asking the tag management API it may not read', async () => {
    const api = serverLikeApi(GUIDE);
    await renderResourcePage(videos, { api, permissions: GUIDE });
    await screen.findByText('Showroom tour');
    const filter = screen.getByText('Filter by tag').closest('.ant-select')?.parentElement as HTMLElement;
    openSelect(filter);
    expect(await screen.findByTitle('Lively')).toBeTruthy();
    expect(asked(api, 'tags/video')).toBe(false);
    expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/videos/tag-groups', method: 'get' }));
  });

  it("shows a guide a record's tags by group on its details", async () => {
    const api = serverLikeApi(GUIDE);
    await renderResourcePage(videos, { api, permissions: GUIDE, query: '?show=7' });
    const details = await screen.findByTestId('record-details');
    expect(await within(details).findByText('Mood: Calm')).toBeTruthy();
    expect(asked(api, 'tags/video')).toBe(false);
  });

  it('reads the managed tag groups for a session that may manage them, so its edits show at once', async () => {
    const api = serverLikeApi(['/content/*']);
    await renderResourcePage(videos, { api, permissions: ['/content/*'] });
    await screen.findByText('Showroom tour');
    await waitFor(() => expect(asked(api, 'tags/video')).toBe(true));
    expect(api.custom).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/api/videos/tag-groups' }));
  });
});
