import { z } from 'zod';

const MIB = 1024 * 1024;

/** The media types uploads may have, as their magic bytes reveal them (never the extension). */
export const MEDIA_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // Word 97 and PowerPoint 97 files are OLE compound files; file-type names them all "cfb".
  cfb: 'application/x-cfb',
  /** 3D models (binary glTF) and archives of other files, which only the platform's shared files take. */
  glb: 'model/gltf-binary',
  zip: 'application/zip',
} as const;

export interface UploadKindRule {
  /** Largest accepted size in bytes (spec §9); one byte more is refused with 413. */
  maxBytes: number;
  /** Accepted media types; `accept` is what the browser's file picker offers. */
  types: readonly string[];
  accept: string;
  /** Images get their width and height recorded and may be shown as thumbnails. */
  image?: boolean;
}

const coverImage = { types: [MEDIA_TYPES.jpeg, MEDIA_TYPES.png], accept: '.jpg,.jpeg,.png', image: true } as const;
const anyImage = { types: [MEDIA_TYPES.jpeg, MEDIA_TYPES.png, MEDIA_TYPES.gif, MEDIA_TYPES.webp], accept: '.jpg,.jpeg,.png,.gif,.webp', image: true } as const;

/** Every kind of upload and its limits (product-spec.md §9). A form names the kind of each field. */
export const UPLOAD_KINDS = {
  /** Cover and background images, avatars and logos: JPG, PNG, JPEG up to 2 MB. */
  cover: { ...coverImage, maxBytes: 2 * MIB },
  thumbnail: { ...coverImage, maxBytes: 1 * MIB },
  /** Material images (material centre, goods detail and rotate images, album images): 20 MB. */
  image: { ...anyImage, maxBytes: 20 * MIB },
  video: { types: [MEDIA_TYPES.mp4], accept: '.mp4', maxBytes: 100 * MIB },
  audio: { types: [MEDIA_TYPES.mp3], accept: '.mp3', maxBytes: 20 * MIB },
  /** Files: PDF, Word, PPT up to 100 MB. */
  document: {
    types: [MEDIA_TYPES.pdf, MEDIA_TYPES.docx, MEDIA_TYPES.pptx, MEDIA_TYPES.cfb],
    accept: '.pdf,.doc,.docx,.ppt,.pptx',
    maxBytes: 100 * MIB,
  },
  /** Local panorama images: jpg only, 25 MB each. */
  panorama: { types: [MEDIA_TYPES.jpeg], accept: '.jpg,.jpeg', image: true, maxBytes: 25 * MIB },
  /** Sticker textures: 20 MB each. */
  texture: { ...coverImage, maxBytes: 20 * MIB },
  /**
   * The platform's shared files (system resources): any image, video, audio or document above,
   * a binary glTF model or a zip archive, up to the largest limit of spec §9 (100 MB).
   */
  shared: {
    types: [
      ...anyImage.types,
      MEDIA_TYPES.mp4,
      MEDIA_TYPES.mp3,
      MEDIA_TYPES.pdf,
      MEDIA_TYPES.docx,
      MEDIA_TYPES.pptx,
      MEDIA_TYPES.cfb,
      MEDIA_TYPES.glb,
      MEDIA_TYPES.zip,
    ],
    accept: '.jpg,.jpeg,.png,.gif,.webp,.mp4,.mp3,.pdf,.doc,.docx,.ppt,.pptx,.glb,.zip',
    maxBytes: 100 * MIB,
  },
  /** The goods excel import: 100 MB. */
  excel: { types: [MEDIA_TYPES.xlsx], accept: '.xlsx', maxBytes: 100 * MIB },
} as const satisfies Record<string, UploadKindRule>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];
export const uploadKindSchema = z.enum(UPLOAD_KIND_NAMES);

export function uploadRule(kind: UploadKind): UploadKindRule {
  return UPLOAD_KINDS[kind];
}

/** `POST /api/auth/qiniu/token` (spec §7): a signed upload token and the domain files are served from. */
export const uploadTokenSchema = z.object({ token: z.string(), domain: z.string() });

/** What an upload answers: where the file now lives and what it is. */
export const uploadedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** `<file url>?imageInfo` (spec §7): the image's size in pixels, its format and its size in bytes. */
export const imageInfoSchema = z.object({ width: z.number(), height: z.number(), format: z.string(), size: z.number() });
export type ImageInfo = z.infer<typeof imageInfoSchema>;

/** Where an upload is sent (the storage service's upload endpoint) and files are served. */
export const UPLOAD_PATH = '/api/storage/upload';
export const FILES_PATH = '/files';

/**
 * The upload token's lifetimes (spec §9): the browser keeps it in a cookie for about 10 minutes
 * (10 × 694e-6 days) and notes an expiry 3,000,000 ms after storing it; the server signs it for
 * an hour, so a token the browser still holds is always valid.
 */
export const UPLOAD_TOKEN_COOKIE = 'atrium_upload_token';
export const UPLOAD_TOKEN_COOKIE_DAYS = 10 * 694e-6;
export const UPLOAD_TOKEN_STORED_EXPIRY_MS = 3_000_000;
export const UPLOAD_TOKEN_TTL_SECONDS = 3600;

/** Thumbnails the server derives (`?imageView2/2/w/<n>/h/<n>`): list views and the hover preview. */
export const THUMBNAIL_SIZES = [100, 200, 400, 1200] as const;
export const LIST_THUMBNAIL_SIZE = 200;
/** Spec §9: the hover preview loads a 1200×1200 version placed 16 px beside the element. */
export const HOVER_PREVIEW_SIZE = 1200;
export const HOVER_PREVIEW_GAP_PX = 16;

/** The qiniu-style processing suffixes of a file URL. */
export function thumbnailUrl(url: string, size: number = LIST_THUMBNAIL_SIZE): string {
  return `${url}?imageView2/2/w/${size}/h/${size}`;
}
export function imageInfoUrl(url: string): string {
  return `${url}?imageInfo`;
}
