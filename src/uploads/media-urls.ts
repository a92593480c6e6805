import { FILES_PATH, thumbnailUrl } from '../../resources/uploads/upload-kinds.ts';

export type MediaType = 'image' | 'video' | 'audio' | 'file';

const BY_EXTENSION: [RegExp, MediaType][] = [
  [/\.(jpe?g|png|gif|webp)$/i, 'image'],
  [/\.mp4$/i, 'video'],
  [/\.mp3$/i, 'audio'],
];

/** What a stored URL holds, judged by its extension (the server named it by its content). */
export function mediaTypeOf(url: string): MediaType {
  const path = url.split(/[?#]/, 1)[0];
  return BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1] ?? 'file';
}

/** Thumbnails exist for this server's files only; another host's image is shown as it is. */
export function previewUrl(url: string, size: number): string {
  return url.startsWith(`${FILES_PATH}/`) ? thumbnailUrl(url, size) : url;
}

/** The last segment of a URL, for files that have no picture. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split(/[?#]/, 1)[0].split('/').pop() ?? url);
}

/**
 * Where the hover preview goes (spec §9): 16 px beside the element, on the right when it fits,
 * else on the left; vertically kept inside the window.
 */
export function hoverPreviewPosition(
  anchor: { left: number; right: number; top: number },
  preview: { width: number; height: number },
  viewport: { width: number; height: number },
  gap: number,
): { left: number; top: number } {
  const fitsRight = anchor.right + gap + preview.width <= viewport.width;
  const left = fitsRight ? anchor.right + gap : Math.max(0, anchor.left - gap - preview.width);
  const top = Math.min(Math.max(0, anchor.top), Math.max(0, viewport.height - preview.height));
  return { left, top };
}
