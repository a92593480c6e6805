import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, PublicFetchError } from '../../../../server/http/public-fetch.ts';
import {
  KUJIALE_SCENES_MAX,
  KujialeError,
  type KujialeErrorReason,
  kujialeFromEnv,
  openApiKujiale,
  parseKujialeLink,
} from '../../../../server/modules/plans/kujiale.ts';
import { CUBE_FACES, inspectJpeg } from '../../../../server/modules/plans/panorama-images.ts';
import { FAKE_DESIGN_ID, FAKE_KUJIALE, type FakeKujiale, type FakeKujialeScene, startFakeKujiale } from './fake-kujiale.ts';

const LINK = `https://www.kujiale.com/design/${FAKE_DESIGN_ID}/show`;

/** A call's KujialeError as its reason and Kujiale's own message; anything else fails the test. */
const refusal = (promise: Promise<unknown>): Promise<{ reason: KujialeErrorReason; remote?: string; message: string } | 'accepted'> =>
  promise.then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof KujialeError) return { reason: error.reason, remote: error.remote, message: error.message };
      throw error;
    },
  );

describe('Kujiale links', () => {
  it.each([
    ['https://www.kujiale.com/design/3FO4K4VY9XP6/show', '3FO4K4VY9XP6'],
    ['https://www.kujiale.com/pano/3FO4K4VY9XP6', '3FO4K4VY9XP6'],
    ['https://pano.kujiale.com/cloud/design/3FO4K4VY9XP6/show?x=1', '3FO4K4VY9XP6'],
    ['https://yun.kujiale.com/design/3FO4K4VY9XP6', '3FO4K4VY9XP6'],
    ['http://kujiale.com/design/ABCD1234', 'ABCD1234'],
    ['https://www.kujiale.com/design/ABCDEFGHIJ0123456789/show', 'ABCDEFGHIJ0123456789'],
    ['  https://WWW.Kujiale.COM/design/3FO4K4VY9XP6#top  ', '3FO4K4VY9XP6'],
    // Other hosts, however they dress up as Kujiale.
    ['https://kujiale.com.evil.com/design/3FO4K4VY9XP6', null],
    ['https://evilkujiale.com/design/3FO4K4VY9XP6', null],
    ['https://kujiale.com@evil.com/design/3FO4K4VY9XP6', null],
    ['https://evil.com/design/3FO4K4VY9XP6?next=https://www.kujiale.com', null],
    ['https://www.kujiale.co/design/3FO4K4VY9XP6', null],
    // Other schemes.
    ["javascript:alert('https://www.kujiale.com/design/3FO4K4VY9XP6')", null],
    ['ftp://www.kujiale.com/design/3FO4K4VY9XP6', null],
    ['//www.kujiale.com/design/3FO4K4VY9XP6', null],
    // No design id where one belongs.
    ['https://www.kujiale.com/design/3fo4k4vy9xp6/show', null],
    ['https://www.kujiale.com/design/ABC1234/show', null],
    ['https://www.kujiale.com/design/ABCDEFGHIJ01234567890/show', null],
    ['https://www.kujiale.com/design/', null],
    ['https://www.kujiale.com/user/3FO4K4VY9XP6', null],
    ['https://www.kujiale.com/?design=3FO4K4VY9XP6', null],
    ['3FO4K4VY9XP6', null],
    ['', null],
  ])('reads %s as %s', (link, id) => {
    expect(parseKujialeLink(link)).toBe(id);
  });
});

describe("Kujiale's open API, against a local fake", () => {
  let fake: FakeKujiale;
  beforeAll(async () => {
    fake = await startFakeKujiale(FAKE_KUJIALE);
  });
  afterAll(() => fake?.close());

  const kujiale = (config: Partial<typeof FAKE_KUJIALE> = {}) => openApiKujiale({ url: fake.url, ...FAKE_KUJIALE, ...config });
  const sphere = (name: string): FakeKujialeScene => ({ name, type: 'sphere', url: fake.image('sphere') });

  it('lists a design’s sphere and cube scenes, on a signed and timed call', async () => {
    const before = Date.now();
    expect(await kujiale().scenesOf(LINK)).toEqual([
      { name: 'Living room', image: { kind: 'sphere', url: fake.image('sphere') } },
      { name: 'Bedroom', image: { kind: 'cube', faces: Object.fromEntries(CUBE_FACES.map((face) => [face, fake.image(face)])) } },
    ]);
    const call = fake.calls.at(-1)!;
    expect(call.get('appkey')).toBe(FAKE_KUJIALE.appKey);
    expect(Number(call.get('timestamp'))).toBeGreaterThanOrEqual(before);
    expect(call.get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each<[string, () => Promise<unknown>, Partial<{ reason: KujialeErrorReason; remote: string; message: string }>]>([
    ['a wrong secret (the signature)', () => kujiale({ appSecret: 'not-the-secret' }).scenesOf(LINK), { reason: 'refused', remote: 'invalid sign' }],
    ['a wrong app key', () => kujiale({ appKey: 'not-the-key' }).scenesOf(LINK), { reason: 'refused', remote: 'invalid appkey' }],
    [
      'a design Kujiale does not know, with its message',
      () => kujiale().scenesOf('https://www.kujiale.com/design/UNKNOWN0001'),
      { reason: 'refused', remote: 'design not found', message: 'Kujiale refused (code 404): design not found' },
    ],
    ['a link to no Kujiale design', () => kujiale().scenesOf('https://kujiale.com.evil.com/design/3FO4K4VY9XP6'), { reason: 'link' }],
    ['an API that is not there', () => openApiKujiale({ url: 'http://127.0.0.1:1', ...FAKE_KUJIALE }).scenesOf(LINK), { reason: 'network' }],
  ])('refuses %s', async (_name, call, expected) => {
    expect(await refusal(call())).toMatchObject(expected);
  });

  it('asks Kujiale nothing for a link that is not one of its designs', async () => {
    const calls = fake.calls.length;
    await refusal(kujiale().scenesOf('https://evil.com/design/3FO4K4VY9XP6'));
    expect(fake.calls.length).toBe(calls);
  });

  it(`takes ${KUJIALE_SCENES_MAX} scenes, and refuses a design of more with the count`, async () => {
    fake.designs.set(
      'FIFTYSCENES0',
      Array.from({ length: KUJIALE_SCENES_MAX }, (_, index) => sphere(`Room ${index + 1}`)),
    );
    fake.designs.set(
      'FIFTYONESCENES',
      Array.from({ length: KUJIALE_SCENES_MAX + 1 }, (_, index) => sphere(`Room ${index + 1}`)),
    );
    expect(await kujiale().scenesOf('https://www.kujiale.com/design/FIFTYSCENES0')).toHaveLength(KUJIALE_SCENES_MAX);
    expect(await refusal(kujiale().scenesOf('https://www.kujiale.com/design/FIFTYONESCENES'))).toEqual({
      reason: 'refused',
      remote: undefined,
      message: 'the design has 51 panoramas; one import takes at most 50',
    });
  });

  it('refuses a stale timestamp, however well signed (the fake checks freshness)', async () => {
    const timestamp = String(Date.now() - 6 * 60_000);
    const sign = createHash('md5').update(`${FAKE_KUJIALE.appSecret}${FAKE_KUJIALE.appKey}${timestamp}`).digest('hex');
    const query = new URLSearchParams({ appkey: FAKE_KUJIALE.appKey, timestamp, sign });
    const answer = await fetch(`${fake.url}/v2/design/${FAKE_DESIGN_ID}/panoramas?${query}`).then((response) => response.json());
    expect(answer).toEqual({ c: '403', m: 'timestamp out of range' });
  });

  it('gives image URLs the import downloads through the SSRF guard, as JPEGs', async () => {
    const [livingRoom, bedroom] = await kujiale().scenesOf(LINK);
    if (livingRoom?.image.kind !== 'sphere' || bedroom?.image.kind !== 'cube') throw new Error('expected a sphere, then a cube');
    const downloaded = await fetchPublic(livingRoom.image.url, { maxBytes: 25 * 1024 * 1024, allowAddresses: ['127.0.0.1'] });
    expect(downloaded.contentType).toBe('image/jpeg');
    expect([...downloaded.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await inspectJpeg(downloaded.body)).toEqual({ width: 2048, height: 1024 });
    const face = await fetchPublic(bedroom.image.faces.up, { maxBytes: 25 * 1024 * 1024, allowAddresses: ['127.0.0.1'] });
    expect(await inspectJpeg(face.body)).toEqual({ width: 512, height: 512 });
    // The same URL without the tests' allowance: a local address is never fetched.
    await expect(fetchPublic(livingRoom.image.url, { maxBytes: 25 * 1024 * 1024 })).rejects.toThrow(PublicFetchError);
  });
});

describe("Kujiale's answers that are not what it documents", () => {
  /** An adapter whose every call gets this answer, without a network. */
  const answering = (body: unknown, status = 200) =>
    openApiKujiale(
      { url: 'https://openapi.kujiale.test', ...FAKE_KUJIALE },
      async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );
  const url = 'https://qhyxpicoss.kujiale.com/sphere.jpg';
  const faces = { front: url, back: url, left: url, right: url, up: url, down: url };

  it.each<[string, unknown, number, KujialeErrorReason]>([
    ['an HTML page', '<html>oops</html>', 200, 'refused'],
    ['JSON null', 'null', 200, 'refused'],
    ['no code', {}, 200, 'refused'],
    ['success without data', { c: '0' }, 200, 'refused'],
    ['scenes that are no list', { c: '0', d: { scenes: 'many' } }, 200, 'refused'],
    ['a sphere without its URL', { c: '0', d: { scenes: [{ name: 'Hall', type: 'sphere' }] } }, 200, 'refused'],
    ['a javascript: image URL', { c: '0', d: { scenes: [{ name: 'Hall', type: 'sphere', url: 'javascript:alert(1)' }] } }, 200, 'refused'],
    ['a cube missing a face', { c: '0', d: { scenes: [{ name: 'Hall', type: 'cube', faces: { ...faces, down: undefined } }] } }, 200, 'refused'],
    ['a kind of scene it does not know', { c: '0', d: { scenes: [{ name: 'Hall', type: 'video', url }] } }, 200, 'refused'],
    ['a scene without a name', { c: '0', d: { scenes: [{ type: 'sphere', url }] } }, 200, 'refused'],
    ['a gateway error page', 'Bad Gateway', 502, 'network'],
  ])('turns %s into a KujialeError', async (_name, body, status, reason) => {
    expect(await refusal(answering(body, status).scenesOf(LINK))).toMatchObject({ reason });
  });

  it('takes a documented answer with fields it does not know, and a numeric code, and trims names', async () => {
    const scenes = [
      { name: ' Hall ', type: 'sphere', url, id: 7 },
      { name: 'Study', type: 'cube', faces, preview: url },
    ];
    expect(await answering({ c: 0, d: { scenes, total: 2 }, traceId: 'x' }).scenesOf(LINK)).toEqual([
      { name: 'Hall', image: { kind: 'sphere', url } },
      { name: 'Study', image: { kind: 'cube', faces } },
    ]);
  });

  it('says the refusal Kujiale gives even on an HTTP error status', async () => {
    expect(await refusal(answering({ c: '429', m: 'rate limited' }, 429).scenesOf(LINK))).toMatchObject({ reason: 'refused', remote: 'rate limited' });
  });

  it('turns a call that times out into a network error', async () => {
    const timingOut = openApiKujiale({ url: 'https://openapi.kujiale.test', ...FAKE_KUJIALE }, async (_url, init) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    expect(await refusal(timingOut.scenesOf(LINK))).toMatchObject({ reason: 'network' });
  });
});

describe('Kujiale from the environment', () => {
  it.each([
    ['nothing', {}],
    ['no secret', { KUJIALE_API_URL: 'https://openapi.kujiale.com', KUJIALE_APP_KEY: 'key' }],
    ['no URL', { KUJIALE_APP_KEY: 'key', KUJIALE_APP_SECRET: 'secret' }],
    ['empty values', { KUJIALE_API_URL: '', KUJIALE_APP_KEY: '', KUJIALE_APP_SECRET: '' }],
  ])('is not configured with %s', (_name, env) => {
    expect(kujialeFromEnv(env)).toBeNull();
  });

  it('calls the API the environment names', async () => {
    const fake = await startFakeKujiale(FAKE_KUJIALE);
    try {
      const kujiale = kujialeFromEnv({ KUJIALE_API_URL: fake.url, KUJIALE_APP_KEY: FAKE_KUJIALE.appKey, KUJIALE_APP_SECRET: FAKE_KUJIALE.appSecret });
      expect((await kujiale!.scenesOf(LINK)).map((scene) => scene.name)).toEqual(['Living room', 'Bedroom']);
    } finally {
      await fake.close();
    }
  });
});
