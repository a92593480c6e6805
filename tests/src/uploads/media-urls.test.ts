import { describe, expect, it } from 'vitest';
import { hoverPreviewPosition, mediaTypeOf, previewUrl } from '../../../src/uploads/media-urls.ts';

describe('media URLs', () => {
  it.each([
    ['/files/1/cover/2026-11/a.png', 'image'],
    ['/files/1/video/2026-11/a.mp4', 'video'],
    ['/files/1/audio/2026-11/a.mp3', 'audio'],
    ['/files/1/document/2026-11/a.pdf', 'file'],
    ['https://cdn.example.com/x.JPG?v=2', 'image'],
  ])('%s is %s', (url, type) => {
    expect(mediaTypeOf(url)).toBe(type);
  });

  it('asks this server for thumbnails, and shows other hosts’ images as they are', () => {
    expect(previewUrl('/files/1/a.png', 1200)).toBe('/files/1/a.png?imageView2/2/w/1200/h/1200');
    expect(previewUrl('https://cdn.example.com/a.png', 1200)).toBe('https://cdn.example.com/a.png');
  });

  it('places the hover preview 16 px beside the element: right when it fits, else left', () => {
    const viewport = { width: 1000, height: 800 };
    const preview = { width: 360, height: 360 };
    expect(hoverPreviewPosition({ left: 100, right: 150, top: 50 }, preview, viewport, 16)).toEqual({ left: 166, top: 50 });
    expect(hoverPreviewPosition({ left: 800, right: 850, top: 700 }, preview, viewport, 16)).toEqual({ left: 424, top: 440 });
  });
});
