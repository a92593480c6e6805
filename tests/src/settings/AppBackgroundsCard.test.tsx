import type { CustomParams } from '@refinedev/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppBackground } from '../../../resources/apps/app-backgrounds.schema.ts';
import { AppBackgroundsCard } from '../../../src/settings/AppBackgroundsCard.tsx';
import { fakeDataProvider } from '../fake-data-provider.ts';
import { englishI18n } from '../render-in-app.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';
import { sessionStateFor } from '../session-state.ts';

await englishI18n();

const LOUNGE: AppBackground = { id: 1, kind: 'image', url: '/files/1/cover/2025-06/lounge.jpg', name: 'Lounge', created_at: '2025-06-01T00:00:00.000Z' };
const TOUR: AppBackground = { id: 2, kind: 'video', url: '/files/1/video/2025-06/tour.mp4', name: 'Tour', created_at: '2025-06-02T00:00:00.000Z' };
const IN_USE = 'Apps show this background: Spring showroom. Pick another background for them first.';

function fakeLibraryApi(library: AppBackground[]) {
  return vi.fn(async (call: CustomParams) => {
    if (call.method === 'delete' && call.url === '/api/settings/app-backgrounds/1') throw { message: IN_USE, statusCode: 409 };
    if (call.method === 'get' && call.url === '/api/settings/app-backgrounds') return { data: { list: library, max: 10 } };
    throw new Error(`unexpected call ${call.method} ${call.url}`);
  });
}

const renderCard = async (library: AppBackground[], canEdit: boolean) => {
  const custom = fakeLibraryApi(library);
  await renderSignedIn(
    <AppBackgroundsCard canEdit={canEdit} />,
    fakeDataProvider(custom),
    await sessionStateFor(['/settingCenter/appSetting']),
    '/settingCenter/appSetting',
  );
  return custom;
};

describe("App settings' background library", () => {
  it('shows each background as a picture with its kind and name, and the count against the limit', async () => {
    await renderCard([LOUNGE, TOUR], true);
    const tiles = await screen.findAllByTestId('background-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['ImageLounge', 'VideoTour']);
    expect(within(tiles[1]!).getByTestId('background-thumb').querySelector('video')).not.toBeNull();
    expect(screen.getByTestId('background-count').textContent).toBe('2 / 10');
    expect(screen.getByRole('button', { name: /Upload image/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upload video/ })).toBeTruthy();
  });

  it("shows the server's refusal of a delete where it happened", async () => {
    const custom = await renderCard([LOUNGE], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lounge' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('background-error')).textContent).toBe(IN_USE);
    await waitFor(() => expect(custom.mock.calls.filter(([call]) => call.method === 'get').length).toBeGreaterThan(1));
  });

  it('says the library is empty, and offers no changes to who may only read', async () => {
    await renderCard([], false);
    expect(await screen.findByText('No backgrounds yet.')).toBeTruthy();
    expect(screen.getByText('Changing the library needs the edit permission of App settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload image/ })).toBeNull();
  });

  it('disables uploads once the library is full, and says why', async () => {
    const full = Array.from({ length: 10 }, (_, index) => ({ ...LOUNGE, id: index + 1, name: `Background ${index + 1}` }));
    await renderCard(full, true);
    expect((await screen.findByTestId('library-full')).textContent).toBe('The library is full: delete a background to add another.');
    expect(screen.getByRole('button', { name: /Upload image/ }).hasAttribute('disabled')).toBe(true);
  });
});
