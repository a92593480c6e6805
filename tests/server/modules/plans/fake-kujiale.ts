import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { CUBE_FACES, type CubeFace } from '../../../../server/modules/plans/panorama-images.ts';

export const FAKE_KUJIALE = { appKey: 'kjl-fake-key', appSecret: 'kjl-fake-secret' };
/** The design every fake knows from the start: a sphere and a cube. */
export const FAKE_DESIGN_ID = '3FO4K4VY9XP6';

/** A scene as Kujiale's open API answers it. */
export type FakeKujialeScene = { name: string; type: 'sphere'; url: string } | { name: string; type: 'cube'; faces: Record<CubeFace, string> };

export interface FakeKujiale {
  /** The API's base URL, as KUJIALE_API_URL would name it. */
  url: string;
  /** The designs Kujiale knows, by design id. */
  designs: Map<string, FakeKujialeScene[]>;
  /** Where the fake serves one of its JPEGs: `sphere` (2048×1024), or a cube face by its name (512×512). */
  image(name: 'sphere' | CubeFace): string;
  /** Every API call's query, signed or not. */
  calls: URLSearchParams[];
  close(): Promise<void>;
}

/** How far a call's timestamp may be from the fake's clock, either way. */
const FRESHNESS_MS = 5 * 60_000;

const jpeg = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * A local fake of Kujiale's open API, for the tests only: it checks each call's app key, timestamp
 * (within five minutes) and signature, lists the scenes of the designs it knows, and serves the
 * scenes' JPEGs under /images/ so a test can download them as the import would.
 */
export async function startFakeKujiale({ appKey, appSecret }: { appKey: string; appSecret: string }): Promise<FakeKujiale> {
  const images = new Map<string, Buffer>([['sphere', await jpeg(2048, 1024, { r: 90, g: 140, b: 200 })]]);
  // Each face its own colour, so a face served for another would show.
  for (const [index, face] of CUBE_FACES.entries()) images.set(face, await jpeg(512, 512, { r: 40 * index, g: 120, b: 255 - 40 * index }));
  const calls: URLSearchParams[] = [];
  const designs = new Map<string, FakeKujialeScene[]>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const image = /^\/images\/([a-z]+)\.jpg$/.exec(url.pathname)?.[1];
    if (request.method === 'GET' && image && images.has(image)) {
      const body = images.get(image)!;
      return response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
    }
    const designId = /^\/v2\/design\/([A-Za-z0-9]+)\/panoramas$/.exec(url.pathname)?.[1];
    if (request.method !== 'GET' || !designId) return response.writeHead(404).end();
    calls.push(url.searchParams);
    const reply = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const query = Object.fromEntries(url.searchParams);
    if (query.appkey !== appKey) return reply({ c: '401', m: 'invalid appkey' });
    const timestamp = query.timestamp ?? '';
    if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > FRESHNESS_MS) return reply({ c: '403', m: 'timestamp out of range' });
    if (query.sign !== createHash('md5').update(`${appSecret}${appKey}${timestamp}`).digest('hex')) return reply({ c: '403', m: 'invalid sign' });
    const scenes = designs.get(designId);
    if (!scenes) return reply({ c: '404', m: 'design not found' });
    return reply({ c: '0', d: { scenes } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const image = (name: string) => `${url}/images/${name}.jpg`;
  designs.set(FAKE_DESIGN_ID, [
    { name: 'Living room', type: 'sphere', url: image('sphere') },
    { name: 'Bedroom', type: 'cube', faces: Object.fromEntries(CUBE_FACES.map((face) => [face, image(face)])) as Record<CubeFace, string> },
  ]);
  return {
    url,
    designs,
    image,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
