import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { MediaThumb } from '../../../src/uploads/MediaThumb.tsx';
import { renderInApp } from '../render-in-app.tsx';

// A video whose file is missing (a 404) showed an empty grey box (issue 14).
describe('a video whose file cannot be played', () => {
  it.each([
    ['en', 'Video unavailable'],
    ['zh', '视频不可用'],
    ['es', 'Vídeo no disponible'],
    ['ja', '動画を再生できません'],
  ] as const)('says so in %s, with an icon, instead of an empty box', async (language, text) => {
    const { container } = await renderInApp(<MediaThumb url="/files/demo/missing.mp4" size={160} />, { i18n: await createI18n(language) });
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('img', { name: `missing.mp4: ${text}` })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'video-camera' })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
  });

  it('names the file at list size, and keeps the words for the hover once the video fails', async () => {
    const { container } = await renderInApp(<MediaThumb url="/files/demo/missing.mp4" size={48} />, { i18n: await createI18n('en') });
    expect(screen.getByRole('img', { name: 'missing.mp4' })).toBeTruthy();
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(await screen.findByTitle('Video unavailable')).toBeTruthy();
  });
});
