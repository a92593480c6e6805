import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IMPORT_LINK_MAX } from '../../../resources/plans/plans.resource.ts';
import type { CubeFace } from './panorama-images.ts';

/** One rendered panorama of a Kujiale design: where its source image (or six faces) can be downloaded. */
export interface KujialeScene {
  /** Kujiale's name of the room, trimmed: it may be empty or longer than a scene's name may be, so the import fits it. */
  name: string;
  image: { kind: 'sphere'; url: string } | { kind: 'cube'; faces: Record<CubeFace, string> };
}

/**
 * Kujiale (the house-design SaaS) as the "Kujiale link" import needs it: the panoramas of the
 * design a pasted link names. It lists them only; the import downloads each image with fetchPublic
 * like any other panorama link, so Kujiale's URLs pass the same SSRF guard. One real implementation
 * calls Kujiale's open API; the tests run it against a local fake of that protocol
 * (tests/server/modules/plans/fake-kujiale.ts).
 */
export interface Kujiale {
  /** The design's panoramas in Kujiale's order; throws a KujialeError. */
  scenesOf(link: string): Promise<KujialeScene[]>;
}

/**
 * Why no scenes came: the link names no design, Kujiale is not configured, Kujiale refused (or
 * answered what it does not document), or Kujiale could not be reached (worth trying again).
 */
export type KujialeErrorReason = 'link' | 'notConfigured' | 'refused' | 'network';

export class KujialeError extends Error {
  constructor(
    readonly reason: KujialeErrorReason,
    message: string,
    /** Kujiale's own message, for the merchant to read. */
    readonly remote?: string,
  ) {
    super(message);
  }
}

/** Spec: at most 50 panoramas per import. */
export const KUJIALE_SCENES_MAX = 50;

/** Calls wait this long for Kujiale before they fail. */
const CALL_TIMEOUT_MS = 10_000;

const DESIGN_ID = /^[A-Z0-9]{8,20}$/;
/** The path segments a design id follows in the links Kujiale's pages show (…/design/<id>/show, /pano/<id>). */
const ID_FOLLOWS = new Set(['design', 'pano']);

/** The design id of a link a user pasted, or null when it is not a Kujiale design link. */
export function parseKujialeLink(link: string): string | null {
  if (link.length > IMPORT_LINK_MAX) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // The host by its name, never by "contains": kujiale.com.evil.com and evilkujiale.com are others'.
  if (url.hostname !== 'kujiale.com' && !url.hostname.endsWith('.kujiale.com')) return null;
  const segments = url.pathname.split('/');
  for (let index = 1; index < segments.length; index += 1)
    if (ID_FOLLOWS.has(segments[index - 1]!) && DESIGN_ID.test(segments[index]!)) return segments[index]!;
  return null;
}

const imageUrl = z.url({ protocol: /^https?$/ }).max(IMPORT_LINK_MAX);
const sceneName = z.string().trim().max(500);
const answerScene = z.discriminatedUnion('type', [
  z.object({ name: sceneName, type: z.literal('sphere'), url: imageUrl }),
  z.object({
    name: sceneName,
    type: z.literal('cube'),
    faces: z.object({ front: imageUrl, back: imageUrl, left: imageUrl, right: imageUrl, up: imageUrl, down: imageUrl }),
  }),
]);
/** Every answer has a code; '0' is success. Unknown fields are dropped, not refused: Kujiale adds fields. */
const envelope = z.object({ c: z.union([z.string(), z.number()]).transform(String), m: z.string().optional(), d: z.unknown().optional() });
const sceneList = z.object({ scenes: z.array(z.unknown()) });

interface OpenApiConfig {
  url: string;
  appKey: string;
  appSecret: string;
}

/**
 * Kujiale's open API: a GET signed with the app key, a millisecond timestamp and
 * md5(secret + key + timestamp) in lower-case hex; the answer is `{ c: '0', d: { scenes } }` or
 * `{ c: '<code>', m: '<message>' }`.
 */
export function openApiKujiale(config: OpenApiConfig, fetchImpl: typeof fetch = fetch): Kujiale {
  return {
    async scenesOf(link) {
      const designId = parseKujialeLink(link);
      if (!designId) throw new KujialeError('link', 'not a link to a Kujiale design');
      const timestamp = String(Date.now());
      // The id is capitals and digits only, so a pasted link cannot steer the call elsewhere.
      const url = new URL(`${config.url.replace(/\/+$/, '')}/v2/design/${designId}/panoramas`);
      url.searchParams.set('appkey', config.appKey);
      url.searchParams.set('timestamp', timestamp);
      url.searchParams.set('sign', createHash('md5').update(`${config.appSecret}${config.appKey}${timestamp}`, 'utf8').digest('hex'));
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
        text = await response.text();
      } catch (error) {
        const cause = (error as { cause?: Error }).cause;
        throw new KujialeError('network', `Kujiale did not answer: ${cause?.message ?? (error as Error).message}`);
      }
      return scenesFrom(text, response);
    },
  };
}

function scenesFrom(text: string, response: Response): KujialeScene[] {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const answer = envelope.safeParse(json);
  if (!answer.success) {
    // A gateway's error page: Kujiale's API did not answer at all, which a later try may change.
    if (!response.ok) throw new KujialeError('network', `Kujiale answered ${response.status}`);
    throw new KujialeError('refused', 'Kujiale answered something other than its API answer');
  }
  const { c, m, d } = answer.data;
  if (c !== '0') throw new KujialeError('refused', `Kujiale refused (code ${c})${m ? `: ${m}` : ''}`, m);
  const list = sceneList.safeParse(d);
  if (!list.success) throw new KujialeError('refused', 'Kujiale answered without a list of scenes');
  const count = list.data.scenes.length;
  if (count > KUJIALE_SCENES_MAX) throw new KujialeError('refused', `the design has ${count} panoramas; one import takes at most ${KUJIALE_SCENES_MAX}`);
  const scenes = z.array(answerScene).safeParse(list.data.scenes);
  if (!scenes.success) throw new KujialeError('refused', `Kujiale answered a malformed scene: ${scenes.error.issues[0]?.path.join('.')}`);
  return scenes.data.map((scene) => ({
    name: scene.name,
    image: scene.type === 'sphere' ? { kind: 'sphere', url: scene.url } : { kind: 'cube', faces: scene.faces },
  }));
}

/** The configured Kujiale, or null when the environment names none (the import says it is not configured). */
export function kujialeFromEnv(env: { KUJIALE_API_URL?: string; KUJIALE_APP_KEY?: string; KUJIALE_APP_SECRET?: string }): Kujiale | null {
  const { KUJIALE_API_URL: url, KUJIALE_APP_KEY: appKey, KUJIALE_APP_SECRET: appSecret } = env;
  return url && appKey && appSecret ? openApiKujiale({ url, appKey, appSecret }) : null;
}
