import type { Readable } from 'node:stream';
import { formatBytes } from '../../../resources/format/numbers.ts';
import { FILES_PATH } from '../../../resources/uploads/upload-kinds.ts';
import type { Env } from '../../env.ts';
import { fetchPublic, PublicFetchError } from '../../http/public-fetch.ts';
import { isSafeKey, type FileStorage } from '../../storage/storage.ts';
import { KujialeError, type Kujiale } from './kujiale.ts';
import { CUBE_FACES, type CubeFace, checkFileCount, PANORAMA_LIMITS, PanoramaError } from './panorama-images.ts';

/**
 * Where the panoramas of one import come from (spec §3 import sources, all but the batch excel):
 * the merchant's own uploads (local gallery), one panorama link, or the scenes of a Kujiale design.
 * Each becomes a named panorama whose bytes are read only when the import reaches it, and every
 * failure becomes a catalogue message with the numbers as they are (plan-import.ts stores them).
 */

export const PLAN_IMPORT_SOURCES = ['gallery', 'link', 'kujiale'] as const;
export type PlanImportSource = (typeof PLAN_IMPORT_SOURCES)[number];

/** A gallery panorama as the job's params keep it: files are `/files/<key>` of the owner's own uploads. */
export type ImportPanorama = { name: string; kind: 'sphere'; file: string } | { name: string; kind: 'cube'; faces: Record<CubeFace, string> };

/** The params of a plan import job (plus the scope the engine adds: sale_id, store_id). */
export interface PlanImportParams {
  plan: number;
  source: PlanImportSource;
  link?: string;
  panoramas?: ImportPanorama[];
}

/** The bytes of one panorama, as the panorama store takes them. */
export type PanoramaBytes = { kind: 'sphere'; image: Buffer } | { kind: 'cube'; faces: Partial<Record<CubeFace, Buffer>> };

/** One panorama of an import: its scene's name, and its bytes when the import reaches it. */
export interface PendingPanorama {
  name: string;
  load(): Promise<PanoramaBytes>;
}

/** A failure worded for the merchant: a catalogue key and the values of its placeholders. */
export class ImportFailure extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The fallback scene name when a file, link or Kujiale room names none. */
export const DEFAULT_SCENE_NAME = 'Panorama';
/** A scene's name is 1–50 characters (resources/plans/scene-graph.ts). */
const SCENE_NAME_MAX = 50;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|tiff?|heic|bmp)$/i;

/** A scene's name from a file name, a link's last segment or Kujiale's room: no extension, trimmed, 1–50 characters. */
export function sceneName(raw: string | undefined): string {
  const trimmed = (raw ?? '').replace(IMAGE_EXTENSION, '').replace(/\s+/g, ' ').trim();
  const characters = [...trimmed];
  // Whole characters (never half a surrogate pair) until it fits the scene name's 50 code units.
  while (characters.join('').length > SCENE_NAME_MAX) characters.pop();
  return characters.join('').trim() || DEFAULT_SCENE_NAME;
}

/** The name a link's file gives its scene (`…/living-room.jpg` → `living-room`). */
export function nameFromLink(link: string): string {
  try {
    const last = new URL(link.trim()).pathname.split('/').filter(Boolean).pop() ?? '';
    return sceneName(decodeURIComponent(last));
  } catch {
    return DEFAULT_SCENE_NAME;
  }
}

/** The storage key of a gallery file URL (`/files/<key>`), or null for anything else. */
export function uploadKeyOf(url: string): string | null {
  const prefix = `${FILES_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}

/** A stored upload, whole, refused past the panorama limit before it is read; undefined when it is gone. */
async function readUpload(storage: FileStorage, url: string): Promise<Buffer | undefined> {
  const key = uploadKeyOf(url);
  if (!key) return undefined;
  const head = await storage.head(key);
  if (!head) return undefined;
  if (head.size > PANORAMA_LIMITS.maxBytes) throw new PanoramaError({ code: 'tooLarge', bytes: head.size });
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The addresses a test lets the import fetch from although not public (never set in production). */
export const allowedAddresses = (env: Pick<Env, 'PUBLIC_FETCH_ALLOW'>): string[] =>
  (env.PUBLIC_FETCH_ALLOW ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** Downloads one panorama image through the SSRF guard, at most the panorama size limit; a refusal names the panorama and its link. */
async function download(url: string, env: Pick<Env, 'PUBLIC_FETCH_ALLOW'>, name: string): Promise<Buffer> {
  try {
    return (await fetchPublic(url, { maxBytes: PANORAMA_LIMITS.maxBytes, allowAddresses: allowedAddresses(env) })).body;
  } catch (error) {
    throw describeFailure(error, name, url) ?? error;
  }
}

export interface SourceContext {
  storage: FileStorage;
  env: Pick<Env, 'PUBLIC_FETCH_ALLOW'>;
  /** The configured Kujiale, or null (the Kujiale source then fails as not configured). */
  kujiale: Kujiale | null;
}

/** The panoramas an import brings, in order (at most 50: more is refused before anything is read). */
export async function pendingPanoramas(params: PlanImportParams, context: SourceContext): Promise<PendingPanorama[]> {
  const { storage, env } = context;
  let pending: PendingPanorama[];
  if (params.source === 'gallery') {
    pending = (params.panoramas ?? []).map((panorama) => ({
      name: sceneName(panorama.name),
      load: async (): Promise<PanoramaBytes> => {
        if (panorama.kind === 'sphere') {
          const image = await readUpload(storage, panorama.file);
          if (!image) throw new ImportFailure('errors.panoramaFileGone', { name: sceneName(panorama.name) });
          return { kind: 'sphere', image };
        }
        // A face no longer stored is a missing face: the cube check says "faces insufficient".
        const faces: Partial<Record<CubeFace, Buffer>> = {};
        for (const face of CUBE_FACES) {
          const image = await readUpload(storage, panorama.faces[face]);
          if (image) faces[face] = image;
        }
        return { kind: 'cube', faces };
      },
    }));
  } else if (params.source === 'link') {
    const link = (params.link ?? '').trim();
    const name = nameFromLink(link);
    pending = [{ name, load: async () => ({ kind: 'sphere', image: await download(link, env, name) }) }];
  } else {
    if (!context.kujiale) throw new ImportFailure('errors.kujialeNotConfigured');
    const scenes = await context.kujiale.scenesOf(params.link ?? '');
    if (!scenes.length) throw new ImportFailure('errors.kujialeNoScenes');
    pending = scenes.map((scene) => {
      const name = sceneName(scene.name);
      return {
        name,
        load: async (): Promise<PanoramaBytes> => {
          const { image } = scene;
          if (image.kind === 'sphere') return { kind: 'sphere', image: await download(image.url, env, name) };
          const faces: Partial<Record<CubeFace, Buffer>> = {};
          for (const face of CUBE_FACES) faces[face] = await download(image.faces[face], env, name);
          return { kind: 'cube', faces };
        },
      };
    });
  }
  checkFileCount(pending.length);
  return pending;
}

/** The host a link names, for a message (the link itself when it is no URL). */
function hostOf(link: string): string {
  try {
    return new URL(link.trim()).host;
  } catch {
    return link.slice(0, 100);
  }
}

/** The address a refused fetch names (`10.0.0.1 is not a public address`, `host has no address`). */
const refusedAddress = (error: PublicFetchError, link: string) => /^(\S+) (is not a public address|has no address)$/.exec(error.message)?.[1] ?? hostOf(link);

/**
 * The message of a failure with the panorama it concerns (`name`) and, for a download, its link;
 * null for a failure that is no merchant's doing (a bug, the database): the import says "Import
 * error, please try again." then.
 */
export function describeFailure(error: unknown, name: string, link = ''): ImportFailure | null {
  if (error instanceof ImportFailure) return error;
  if (error instanceof PanoramaError) {
    const problem = error.problem;
    const limit = formatBytes(PANORAMA_LIMITS.maxBytes);
    switch (problem.code) {
      case 'tooMany':
        return new ImportFailure('errors.panoramaTooMany', { maximum: PANORAMA_LIMITS.maxFiles, count: problem.count });
      case 'tooLarge':
        return new ImportFailure('errors.panoramaTooLarge', { name, size: formatBytes(problem.bytes), limit });
      case 'notJpeg':
        return new ImportFailure('errors.panoramaNotJpeg', { name });
      case 'tooWide':
        return new ImportFailure('errors.panoramaTooWide', { name, width: problem.width, maximum: PANORAMA_LIMITS.maxWidth });
      case 'tooManyPixels':
        return new ImportFailure('errors.panoramaTooManyPixels', { name, width: problem.width, height: problem.height });
      case 'notTwoToOne':
        return new ImportFailure('errors.panoramaNotTwoToOne', { name, width: problem.width, height: problem.height });
      case 'facesMissing':
        return new ImportFailure('errors.panoramaFacesMissing');
      case 'faceNotSquare':
        return new ImportFailure('errors.panoramaFaceNotSquare', { name, face: problem.face, width: problem.width, height: problem.height });
      case 'facesUneven':
        return new ImportFailure('errors.panoramaFacesUneven', { name, sizes: problem.sizes.join(', ') });
    }
  }
  if (error instanceof PublicFetchError) {
    switch (error.reason) {
      case 'address':
        return new ImportFailure('errors.panoramaLinkRefused', { name, address: refusedAddress(error, link) });
      case 'status':
        return new ImportFailure('errors.panoramaLinkStatus', { name, status: /\d{3}/.exec(error.message)?.[0] ?? error.message });
      case 'size':
        return new ImportFailure('errors.panoramaLinkTooLarge', { name, limit: formatBytes(PANORAMA_LIMITS.maxBytes) });
      case 'redirects':
        return new ImportFailure('errors.panoramaLinkRedirects', { name });
      case 'network':
        return new ImportFailure('errors.panoramaLinkUnreachable', { name, host: hostOf(link) });
      default:
        return new ImportFailure('errors.panoramaLinkInvalid', { name });
    }
  }
  if (error instanceof KujialeError) {
    if (error.reason === 'notConfigured') return new ImportFailure('errors.kujialeNotConfigured');
    if (error.reason === 'link') return new ImportFailure('validation.kujialeLink');
    if (error.reason === 'network') return new ImportFailure('errors.kujialeUnreachable');
    return new ImportFailure('errors.kujialeRefused', { message: (error.remote ?? error.message).slice(0, 300) });
  }
  return null;
}
