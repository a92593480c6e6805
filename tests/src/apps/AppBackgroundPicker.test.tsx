import type { CustomParams } from '@refinedev/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppBackground } from '../../../resources/apps/app-backgrounds.schema.ts';
import { apps } from '../../../resources/apps/apps.resource.ts';
import { AppBackgroundPicker } from '../../../src/apps/AppBackgroundPicker.tsx';
import type { NamedField } from '../../../src/engine/custom-widgets.tsx';
import { fakeDataProvider } from '../fake-data-provider.ts';
import { englishI18n } from '../render-in-app.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';
import { sessionStateFor } from '../session-state.ts';

await englishI18n();

const LIBRARY: AppBackground[] = [
  { id: 1, kind: 'image', url: '/files/1/cover/2025-06/lounge.jpg', name: 'Lounge', created_at: '2025-06-01T00:00:00.000Z' },
  { id: 2, kind: 'video', url: '/files/1/video/2025-06/tour.mp4', name: 'Tour', created_at: '2025-06-02T00:00:00.000Z' },
];
/** The app form's own field (resources/apps/apps.resource.ts), as the form hands it to the picker. */
const MOBILE: NamedField = { ...apps.fields.mobile_background, name: 'mobile_background' };

async function openPicker(library: AppBackground[], value: string, permissions = ['/content/appManagement', '/settingCenter/appSetting']) {
  const custom = vi.fn(async (call: CustomParams) => {
    if (call.url !== '/api/settings/app-backgrounds') throw new Error(`unexpected call ${call.url}`);
    return { data: { list: library, max: 10 } };
  });
  const onChange = vi.fn();
  await renderSignedIn(
    <AppBackgroundPicker field={MOBILE} value={value} onChange={onChange} id="mobile_background" />,
    fakeDataProvider(custom),
    await sessionStateFor(permissions),
    '/content/appManagement/create',
  );
  return { onChange };
}

describe("the app form's background picker", () => {
  it('offers none and every background of the library as pictures, the current one pressed, and sends the chosen address', async () => {
    const { onChange } = await openPicker(LIBRARY, LIBRARY[0]!.url);
    const choices = await screen.findAllByTestId('background-choice');
    expect(choices.map((choice) => choice.textContent)).toEqual(['None', 'Lounge', 'Tour']);
    expect(choices.map((choice) => choice.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(within(choices[2]!).getByTestId('background-thumb').querySelector('video')).not.toBeNull();
    fireEvent.click(choices[2]!);
    expect(onChange).toHaveBeenLastCalledWith(LIBRARY[1]!.url);
    fireEvent.click(choices[0]!);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Recommended size: 1080×1920.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add backgrounds in App settings' }).getAttribute('href')).toBe('/settingCenter/appSetting');
  });

  it('says when the library is empty, and where to fill it', async () => {
    await openPicker([], '');
    expect((await screen.findByTestId('background-library-empty')).textContent).toBe('The background library is empty.');
    expect(screen.getAllByTestId('background-choice').map((choice) => choice.textContent)).toEqual(['None']);
    expect(screen.getByTestId('background-library-link')).toBeTruthy();
  });

  it('warns of a background that left the library, and links to App settings only for who may open it', async () => {
    await openPicker(LIBRARY, '/files/1/cover/2025-01/gone.jpg', ['/content/appManagement']);
    expect((await screen.findByTestId('background-missing')).textContent).toContain('no longer in the library');
    expect(screen.queryByTestId('background-library-link')).toBeNull();
  });
});
