import { z } from 'zod';

/** Longest URL a media field keeps: signed CDN links carry long query strings. */
export const MEDIA_URL_MAX_LENGTH = 2048;

// A file served by this server (`/files/<key>`): no scheme, no host, no `..` or empty segment.
const SAME_ORIGIN_FILE = /^\/files(?:\/[\w.~-]+)+$/;

/** True for an http(s) URL with a host, or a same-origin `/files/...` path. */
export function isMediaUrl(text: string): boolean {
  if (SAME_ORIGIN_FILE.test(text)) return !text.split('/').some((segment) => segment === '..' || segment === '.');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An image, video or file reference: an external http(s) link, or an upload of this server
 * (`/files/<key>`). Anything else (javascript:, data:, protocol-relative `//host`) is refused.
 */
export const mediaUrl = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(MEDIA_URL_MAX_LENGTH, { abort: true })
  .refine(isMediaUrl, { error: 'validation.mediaUrl' })
  // The refinement is invisible to the OpenAPI document; the format tells clients what it takes.
  .meta({ format: 'uri-reference', description: 'An http(s) URL, or /files/<key> for a file uploaded to this server' });

/** One uploaded file, or none (''): the stored file's address (`/files/<key>`) or an http(s) link. */
export const optionalMediaUrl = z
  .string()
  .trim()
  .max(MEDIA_URL_MAX_LENGTH)
  // A refinement rather than a union with '' so the failure names the rule (see httpLinkOrEmpty).
  .refine((url) => url === '' || isMediaUrl(url), { error: 'validation.mediaUrl' })
  .default('');

const httpLink = z.url({ protocol: /^https?$/ });
/** An http(s) link, or none (''). A refinement rather than a union: a union's failure would only say "Invalid value". */
export const httpLinkOrEmpty = z
  .string()
  .trim()
  .max(1000)
  .refine((link) => link === '' || httpLink.safeParse(link).success, { error: 'validation.httpLink' })
  .default('');
