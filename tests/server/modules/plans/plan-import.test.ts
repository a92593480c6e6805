import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../../../server/modules/entity-plugins.ts';
import { CUBE_FACES } from '../../../../server/modules/plans/panorama-images.ts';
import { PLAN_IMPORT_KIND, planImportKind } from '../../../../server/modules/plans/plan-import.ts';
import { demoCube, demoSphere } from '../../../../server/seed/demo-panoramas.ts';
import { createStorage } from '../../../../server/storage/create-storage.ts';
import { createTestApp, type Session, type TestApp, type TestAppOptions } from '../../../helpers/test-app.ts';
import { waitForJob } from '../../jobs/jobs-helpers.ts';
import { uploadForm } from '../uploads/upload-fixtures.ts';
import { FAKE_DESIGN_ID, FAKE_KUJIALE, type FakeKujiale, startFakeKujiale } from './fake-kujiale.ts';
import { importAppEnv, type PanoramaHost, startPanoramaHost } from './panorama-host.ts';

/**
 * Until the plans plug-in declares the import's job kind (plans.server.ts), the test declares it
 * there the way the app will (once, on the plans plug-in: kinds are global). Once it does, this
 * serves the app's own plug-ins.
 */
function importPlugins(): Pick<TestAppOptions, 'plugins'> {
  if (SERVER_PLUGINS.some((plugin) => plugin.jobKinds && PLAN_IMPORT_KIND in plugin.jobKinds)) return {};
  return {
    plugins: SERVER_PLUGINS.map((plugin) =>
      'resource' in plugin && plugin.resource === 'plans' ? { ...plugin, jobKinds: { ...plugin.jobKinds, [PLAN_IMPORT_KIND]: planImportKind } } : plugin,
    ),
  };
}

let t: TestApp;
let kujiale: FakeKujiale;
let host: PanoramaHost;
let imagesBase: string;
let merchant: Session;
let merchant2: Session;
let operator: Session;
let merchantId: number;

beforeAll(async () => {
  host = await startPanoramaHost();
  imagesBase = host.url;
  kujiale = await startFakeKujiale(FAKE_KUJIALE);
  t = await createTestApp({
    env: importAppEnv(kujiale),
    ...importPlugins(),
  });
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
  operator = await t.login('operator');
  merchantId = Number(
    (await t.database.db.selectFrom('accounts').select('merchant_id').where('username', '=', 'merchant').executeTakeFirstOrThrow()).merchant_id,
  );
});
afterAll(async () => {
  await t?.close();
  await kujiale?.close();
  await host?.close();
});

type Kind = 'plans' | 'halls' | 'hall-templates' | 'plan-templates';
const KUJIALE_LINK = `https://www.kujiale.com/design/${FAKE_DESIGN_ID}/show`;

/** Uploads a file as the upload module does (token, then the upload route) and answers its `/files/<key>`. */
async function upload(session: Session, content: Buffer, name: string, kind = 'panorama'): Promise<string> {
  const token = (await session.browser({ method: 'POST', url: '/api/auth/qiniu/token' })).json().data.token;
  const response = await t.app.inject({ method: 'POST', url: `/api/storage/upload?kind=${kind}`, ...uploadForm(content, name, token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}
const uploadCube = async (session: Session, label: string, size = 256) => {
  const faces = await demoCube(label, size);
  return Object.fromEntries(await Promise.all(CUBE_FACES.map(async (face) => [face, await upload(session, faces[face], `${face}.jpg`)])));
};
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

const newPlan = async (session: Session = merchant, kind: Kind = 'plans') => {
  const response = await session.browser({ method: 'POST', url: `/api/${kind}`, payload: { name: 'Import target' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
};
const start = (session: Session, id: number, payload: unknown, kind: Kind = 'plans', headers: Record<string, string> = {}) =>
  session.browser({ method: 'POST', url: `/api/${kind}/${id}/panoramas`, payload: payload as Record<string, unknown>, headers });
/** Starts an import and waits for its job: the job as the job centre shows it. */
async function imported(session: Session, id: number, payload: unknown, kind: Kind = 'plans', headers: Record<string, string> = {}) {
  const response = await start(session, id, payload, kind, headers);
  expect(response.statusCode, response.body).toBe(200);
  return waitForJob(session, response.json().data.job);
}
const record = async (session: Session, id: number, kind: Kind = 'plans') => (await session.browser({ method: 'GET', url: `/api/${kind}/${id}` })).json().data;
const scenes = async (session: Session, id: number, kind: Kind = 'plans') =>
  (await session.browser({ method: 'GET', url: `/api/${kind}/${id}/scenes` })).json().data;
/** Every file the panorama store holds (the imports' renditions, faces and thumbnails). */
async function storedPanoramaFiles(): Promise<number> {
  const root = path.join(t.env.DATA_DIR, 'files', 'panoramas');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe('importing panoramas from the local gallery', () => {
  it('imports a sphere and a cube as scenes named after their files, with the cover of the first', async () => {
    const id = await newPlan();
    const sphere = await upload(merchant, await demoSphere('Living', 30, 1024), 'Living room.jpg');
    const faces = await uploadCube(merchant, 'Kitchen');
    const job = await imported(merchant, id, {
      source: 'gallery',
      panoramas: [
        { kind: 'sphere', file: sphere },
        { kind: 'cube', name: 'Kitchen.JPG', faces },
      ],
    });
    expect(job).toMatchObject({ status: 'done', kind: PLAN_IMPORT_KIND, progress: 2, total: 2 });
    const { graph, revision } = await scenes(merchant, id);
    expect(revision).toBe(1);
    expect(graph.start).toBe('s1');
    expect(graph.scenes).toMatchObject([
      { id: 's1', name: 'Living room', image: { kind: 'sphere', width: 1024, base: expect.stringMatching(new RegExp(`^/files/panoramas/${merchantId}/`)) } },
      { id: 's2', name: 'Kitchen', image: { kind: 'cube', size: 256 } },
    ]);
    expect(await record(merchant, id)).toMatchObject({
      scene_count: 2,
      import_status: 'ready',
      import_error: '',
      cover: `${graph.scenes[0].image.base}/thumb.jpg`,
    });
    for (const url of [`${graph.scenes[0].image.base}/2k.jpg`, `${graph.scenes[1].image.base}/front.jpg`, `${graph.scenes[1].image.base}/thumb.jpg`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('appends to a plan that has scenes: new ids, the start kept, the revision bumped', async () => {
    const id = await newPlan(merchant, 'halls');
    const first = await upload(merchant, await demoSphere('One', 60, 512), 'one.jpg');
    expect((await imported(merchant, id, { source: 'gallery', panoramas: [{ kind: 'sphere', file: first }] }, 'halls')).status).toBe('done');
    const second = await upload(merchant, await demoSphere('Two', 90, 512), 'two.jpg');
    const third = await upload(merchant, await demoSphere('Three', 120, 512), 'three.jpg');
    const job = await imported(
      merchant,
      id,
      {
        source: 'gallery',
        panoramas: [
          { kind: 'sphere', file: second },
          { kind: 'sphere', file: third },
        ],
      },
      'halls',
    );
    expect(job.status).toBe('done');
    const after = await scenes(merchant, id, 'halls');
    expect(after.revision).toBe(2);
    expect(after.graph.start).toBe('s1');
    expect(after.graph.scenes.map((scene: { id: string; name: string }) => [scene.id, scene.name])).toEqual([
      ['s1', 'one'],
      ['s2', 'two'],
      ['s3', 'three'],
    ]);
    expect(await record(merchant, id, 'halls')).toMatchObject({ scene_count: 3, revision: 2, import_status: 'ready' });

    // A failed import later leaves the scenes as they were, the plan ready, and says why.
    const flat = await upload(merchant, await jpeg(600, 400), 'flat.jpg');
    const failed = await imported(merchant, id, { source: 'gallery', panoramas: [{ kind: 'sphere', file: flat }] }, 'halls');
    expect(failed.status).toBe('failed');
    expect(await record(merchant, id, 'halls')).toMatchObject({ scene_count: 3, revision: 2, import_status: 'ready', import_error: failed.message });
  });

  it.each([
    [
      'a 3:2 sphere, with its size',
      async () => [{ kind: 'sphere', file: await upload(merchant, await jpeg(1536, 1024), 'Balcony.jpg') }],
      '"Balcony" is 1536×1024 px; a sphere panorama must be twice as wide as it is high (2:1).',
    ],
    [
      'a PNG, not a JPG',
      async () => [
        {
          kind: 'sphere',
          file: await upload(
            merchant,
            await sharp({ create: { width: 64, height: 32, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
            'Hall.png',
            'image',
          ),
        },
      ],
      '"Hall" is not a JPG image: panoramas are imported from JPG files only.',
    ],
    [
      'a cube whose faces are not square',
      async () => {
        const faces = await uploadCube(merchant, 'Square', 128);
        return [{ kind: 'cube', name: 'Study', faces: { ...faces, up: await upload(merchant, await jpeg(128, 96), 'up.jpg') } }];
      },
      '"Study": the up face is 128×96 px; cube faces must be square.',
    ],
    [
      'a good sphere, then a bad one: the good one is taken back too',
      async () => [
        { kind: 'sphere', file: await upload(merchant, await demoSphere('Good', 10, 512), 'Good.jpg') },
        { kind: 'sphere', file: await upload(merchant, await jpeg(900, 300), 'Wide.jpg') },
      ],
      '"Wide" is 900×300 px; a sphere panorama must be twice as wide as it is high (2:1).',
    ],
  ])('refuses %s: the job fails with why, the plan is failed, nothing stays stored', async (_name, panoramas, message) => {
    const id = await newPlan();
    const body = { source: 'gallery', panoramas: await panoramas() };
    const before = await storedPanoramaFiles();
    const job = await imported(merchant, id, body);
    expect(job).toMatchObject({ status: 'failed', message });
    expect(await record(merchant, id)).toMatchObject({ import_status: 'failed', import_error: message, scene_count: 0 });
    expect((await scenes(merchant, id)).graph).toBeNull();
    expect(await storedPanoramaFiles()).toBe(before);
  });

  it("says why in the starter's language in the plan, and in each reader's in the job centre", async () => {
    const id = await newPlan();
    const flat = await upload(merchant, await jpeg(300, 200), 'Porch.jpg');
    const job = await imported(merchant, id, { source: 'gallery', panoramas: [{ kind: 'sphere', file: flat }] }, 'plans', { 'accept-language': 'zh-CN' });
    expect(job.message).toBe('"Porch" is 300×200 px; a sphere panorama must be twice as wide as it is high (2:1).');
    expect((await record(merchant, id)).import_error).toBe('“Porch”为 300×200 像素，球面全景图的宽度必须是高度的两倍（2:1）。');
  });

  it('says "Panorama cube faces insufficient" when a stored face is gone by the time the job runs', async () => {
    const id = await newPlan();
    const faces = await uploadCube(merchant, 'Gone', 64);
    // Its upload row stays, so the route accepts it; the file itself is gone.
    await createStorage(t.env).delete((faces.down as string).slice('/files/'.length));
    const job = await imported(merchant, id, { source: 'gallery', panoramas: [{ kind: 'cube', faces }] });
    expect(job).toMatchObject({ status: 'failed', message: 'Panorama cube faces insufficient.' });
  });
});

describe('what the import route refuses before any job', () => {
  const sphereOf = async (session: Session) => upload(session, await demoSphere('Route', 0, 64), 'route.jpg');
  it.each([
    [
      'more than 50 panoramas',
      async () => ({ source: 'gallery', panoramas: Array.from({ length: 51 }, () => ({ kind: 'sphere', file: '/files/x.jpg' })) }),
      'panoramas',
      'At most 50 panoramas can be imported at once.',
    ],
    ['no panorama', async () => ({ source: 'gallery', panoramas: [] }), 'panoramas', 'Choose at least 1.'],
    [
      'a cube with a missing face',
      async () => {
        const { up: _up, ...five } = await uploadCube(merchant, 'Five', 32);
        return {
          source: 'gallery',
          panoramas: [
            { kind: 'sphere', file: await sphereOf(merchant) },
            { kind: 'cube', faces: five },
          ],
        };
      },
      'panoramas.1.faces',
      'Panorama cube faces insufficient.',
    ],
    [
      "another merchant's file",
      async () => ({ source: 'gallery', panoramas: [{ kind: 'sphere', file: await sphereOf(merchant2) }] }),
      'panoramas.0.file',
      'This file is not one of your uploads.',
    ],
    [
      "another merchant's face",
      async () => ({
        source: 'gallery',
        panoramas: [{ kind: 'cube', faces: { ...(await uploadCube(merchant, 'Mine', 32)), left: await sphereOf(merchant2) } }],
      }),
      'panoramas.0.faces.left',
      'This file is not one of your uploads.',
    ],
    [
      'a file outside the uploads',
      async () => ({ source: 'gallery', panoramas: [{ kind: 'sphere', file: 'https://cdn.example/pano.jpg' }] }),
      'panoramas.0.file',
      'This file is not one of your uploads.',
    ],
    [
      'a path that climbs out',
      async () => ({ source: 'gallery', panoramas: [{ kind: 'sphere', file: `/files/${merchantId}/../x.jpg` }] }),
      'panoramas.0.file',
      'This file is not one of your uploads.',
    ],
    ['an empty link', async () => ({ source: 'link', link: '   ' }), 'link', 'Import link must not be empty.'],
    ['a link that is not http(s)', async () => ({ source: 'link', link: 'file:///etc/passwd' }), 'link', 'Enter a link starting with http: or https:.'],
    ['an empty Kujiale link', async () => ({ source: 'kujiale', link: '' }), 'link', 'Import link must not be empty.'],
    [
      'a link that is no Kujiale design',
      async () => ({ source: 'kujiale', link: 'https://kujiale.com.evil.example/design/3FO4K4VY9XP6' }),
      'link',
      'Paste the link of a Kujiale design (kujiale.com/…/design/<id>/…).',
    ],
    ['an unknown field', async () => ({ source: 'link', link: 'https://example.com/a.jpg', merchant_id: 1 }), 'merchant_id', undefined],
  ])('refuses %s (422 at its place)', async (_name, body, field, message) => {
    const id = await newPlan();
    const response = await start(merchant, id, await body());
    expect(response.statusCode, response.body).toBe(422);
    if (message) expect(response.json().errors[field]).toEqual([message]);
    else expect(Object.keys(response.json().errors)).toContain(field);
    expect(await record(merchant, id)).toMatchObject({ import_status: 'ready' });
  });

  it('says the spec message itself for a cube with a missing face', async () => {
    const id = await newPlan();
    const { front: _front, ...five } = await uploadCube(merchant, 'Five', 32);
    const response = await start(merchant, id, { source: 'gallery', panoramas: [{ kind: 'cube', faces: five }] });
    expect([response.statusCode, response.json().message]).toEqual([422, 'Panorama cube faces insufficient.']);
  });

  it("answers 404 for another merchant's plan, 403 to a guide, and 409 while an import runs", async () => {
    const id = await newPlan();
    const body = { source: 'link', link: `${imagesBase}/images/a.jpg` };
    expect((await start(merchant2, id, body)).statusCode).toBe(404);
    expect((await start(merchant, 99_999_999, body)).statusCode).toBe(404);
    expect((await start(await t.login('guide'), id, body)).statusCode).toBe(403);
    // A plan is not found under halls, a deleted one not at all.
    expect((await start(merchant, id, body, 'halls')).statusCode).toBe(404);
    await t.database.pool.query("update plans set import_status = 'importing' where id = $1", [id]);
    const busy = await start(merchant, id, body);
    expect([busy.statusCode, busy.json().message]).toEqual([409, 'The import is still running; try again when it has finished.']);
    await t.database.pool.query("update plans set import_status = 'ready' where id = $1", [id]);
    expect((await merchant.browser({ method: 'DELETE', url: `/api/plans/${id}` })).statusCode).toBe(200);
    expect((await start(merchant, id, body)).statusCode).toBe(404);
  });

  it('marks the plan importing until its job ends, so a second import waits', async () => {
    const id = await newPlan();
    const first = await start(merchant, id, { source: 'link', link: `${imagesBase}/images/first.jpg` });
    expect(first.statusCode, first.body).toBe(200);
    const second = await start(merchant, id, { source: 'link', link: `${imagesBase}/images/second.jpg` });
    const job = await waitForJob(merchant, first.json().data.job);
    expect(job.status).toBe('done');
    // The second came while the first ran (409), or after it ended (a second scene).
    expect([409, 200]).toContain(second.statusCode);
  });
});

describe('importing a panorama link', () => {
  it('downloads the image through the SSRF guard and names the scene after the file', async () => {
    const id = await newPlan();
    const job = await imported(merchant, id, { source: 'link', link: `  ${imagesBase}/images/Lake%20view.jpg  ` });
    expect(job.status, job.message).toBe('done');
    const { graph } = await scenes(merchant, id);
    expect(graph.scenes).toMatchObject([{ id: 's1', name: 'Lake view', image: { kind: 'sphere', width: 1024 } }]);
    expect(host.served).toContain('/images/Lake%20view.jpg');
  });

  it.each([
    ['http://10.0.0.1/pano.jpg', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]/pano.jpg', '::1'],
    ['http://[::ffff:192.168.1.1]/pano.jpg', '::ffff:c0a8:101'],
  ])('refuses %s before connecting', async (link, address) => {
    const id = await newPlan();
    const job = await imported(merchant, id, { source: 'link', link });
    expect(job).toMatchObject({ status: 'failed', message: expect.stringContaining(`leads to ${address}, which is not a public internet address`) });
    expect(await record(merchant, id)).toMatchObject({ import_status: 'failed', import_error: job.message });
  });

  it('refuses a redirect to a loopback address the guard does not allow, without following it', async () => {
    const id = await newPlan();
    const target = 'http://127.0.0.2:9/pano.jpg';
    const job = await imported(merchant, id, { source: 'link', link: `${imagesBase}/redirect?to=${encodeURIComponent(target)}` });
    expect(job).toMatchObject({
      status: 'failed',
      message: 'The link of "redirect" leads to 127.0.0.2, which is not a public internet address: it was not fetched.',
    });
  });

  it('says what a link answered when it is no image', async () => {
    const id = await newPlan();
    const job = await imported(merchant, id, { source: 'link', link: `${imagesBase}/missing/pano.jpg` });
    expect(job).toMatchObject({ status: 'failed', message: 'The link of "pano" answered 404 instead of an image.' });
  });
});

describe('importing a Kujiale design', () => {
  it('imports the design’s sphere and cube with Kujiale’s names, through signed calls', async () => {
    const calls = kujiale.calls.length;
    const id = await newPlan();
    const job = await imported(merchant, id, { source: 'kujiale', link: KUJIALE_LINK });
    expect(job.status, job.message).toBe('done');
    expect(kujiale.calls.length).toBe(calls + 1);
    const { graph } = await scenes(merchant, id);
    expect(graph.scenes).toMatchObject([
      { id: 's1', name: 'Living room', image: { kind: 'sphere', width: 2048 } },
      { id: 's2', name: 'Bedroom', image: { kind: 'cube', size: 512 } },
    ]);
  });

  it.each([
    ['a design Kujiale does not know', () => 'https://www.kujiale.com/design/ZZZZ99999999/show', 'Kujiale refused: design not found'],
    [
      'a design whose image is on a private address',
      () => {
        kujiale.designs.set('PRIVATE12345', [{ name: 'Vault', type: 'sphere', url: 'http://10.1.2.3/vault.jpg' }]);
        return 'https://www.kujiale.com/pano/PRIVATE12345';
      },
      'The link of "Vault" leads to 10.1.2.3, which is not a public internet address: it was not fetched.',
    ],
    [
      'a design without panoramas',
      () => {
        kujiale.designs.set('EMPTY1234567', []);
        return 'https://www.kujiale.com/design/EMPTY1234567/show';
      },
      'The Kujiale design has no panoramas to import.',
    ],
  ])('fails on %s, saying why', async (_name, link, message) => {
    const id = await newPlan();
    const job = await imported(merchant, id, { source: 'kujiale', link: link() });
    expect(job).toMatchObject({ status: 'failed', message });
    expect(await record(merchant, id)).toMatchObject({ import_status: 'failed', import_error: message });
  });
});

describe('templates: the platform imports its own uploads', () => {
  it.each(['hall-templates', 'plan-templates'] as const)('%s: stores the panoramas under the platform, and refuses a merchant’s file', async (kind) => {
    const id = await newPlan(operator, kind);
    const own = await upload(operator, await demoSphere('Template', 250, 512), 'Nordic.jpg');
    const job = await imported(operator, id, { source: 'gallery', panoramas: [{ kind: 'sphere', file: own }] }, kind);
    expect(job.status, job.message).toBe('done');
    const { graph } = await scenes(operator, id, kind);
    expect(graph.scenes[0]).toMatchObject({ name: 'Nordic', image: { base: expect.stringMatching(/^\/files\/panoramas\/platform\//) } });
    const foreign = await start(
      operator,
      id,
      { source: 'gallery', panoramas: [{ kind: 'sphere', file: await upload(merchant, await demoSphere('M', 0, 64), 'm.jpg') }] },
      kind,
    );
    expect([foreign.statusCode, Object.keys(foreign.json().errors ?? {})]).toEqual([422, ['panoramas.0.file']]);
  });
});

describe('Kujiale not configured', () => {
  it('answers 409 and queues nothing', async () => {
    const bare = await createTestApp(importPlugins());
    try {
      const session = await bare.login('merchant');
      const id = (await session.browser({ method: 'POST', url: '/api/plans', payload: { name: 'No Kujiale' } })).json().data.id;
      const response = await session.browser({ method: 'POST', url: `/api/plans/${id}/panoramas`, payload: { source: 'kujiale', link: KUJIALE_LINK } });
      expect([response.statusCode, response.json().message]).toEqual([409, 'Kujiale is not configured: ask the platform operator to set it up.']);
      expect((await bare.database.pool.query("select count(*)::int as n from jobs where kind = 'plan-import'")).rows[0].n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
