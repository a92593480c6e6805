import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BACKGROUNDS_MAX, type AppBackground } from '../../../../resources/apps/app-backgrounds.schema.ts';
import { storageKeyOf } from '../../../../server/modules/apps/app-backgrounds.service.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { imageFile, mp4File, padTo, uploadForm } from '../uploads/upload-fixtures.ts';

/**
 * The background library (issue 38; spec §9 "App setting backgrounds 10 (images or videos)"):
 * only the merchant's own uploads of the kind's rules (JPG/PNG up to 2 MB, MP4 up to 100 MB), at
 * most 10, each once; read under App settings or the apps page, changed under App settings' edit;
 * a background an app shows is not deleted; every change is in the audit log.
 */
const LIBRARY = '/api/settings/app-backgrounds';
let t: TestApp;
let merchant: Session;
let other: Session;
let guide: Session;
let manager: Session;
let operator: Session;

const upload = async (as: Session, kind: string, content: Buffer, name: string): Promise<string> => {
  const token = (await as.bearer({ method: 'POST', url: '/api/auth/qiniu/token' })).json().data.token as string;
  const answer = await t.app.inject({ method: 'POST', url: `/api/storage/upload?kind=${kind}`, ...uploadForm(content, name, token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.url as string;
};
const uploadImage = async (as = merchant, width = 192, height = 108) => upload(as, 'cover', await imageFile('jpeg', width, height), 'backdrop.jpg');
const add = (body: Record<string, unknown>, as = merchant) => as.bearer({ method: 'POST', url: LIBRARY, payload: body });
const list = async (as = merchant) => (await ok<{ list: AppBackground[]; max: number }>(as.bearer({ method: 'GET', url: LIBRARY }))).list;
const remove = (id: number, as = merchant) => as.bearer({ method: 'DELETE', url: `${LIBRARY}/${id}` });
const errorsOf = (answer: { json(): unknown }) => (answer.json() as { errors?: Record<string, string[]> }).errors ?? {};

/** Empties the merchant's library (the demo may seed one) so each test counts from zero. */
async function emptyLibrary() {
  await sql`DELETE FROM app_backgrounds WHERE merchant_id = (SELECT merchant_id FROM accounts WHERE username = 'merchant')`.execute(t.database.db);
}

beforeAll(async () => {
  t = await createTestApp();
  [merchant, other, guide, manager, operator] = await Promise.all(['merchant', 'merchant2', 'guide', 'manager', 'operator'].map((name) => t.login(name)));
});
afterAll(async () => {
  await t.close();
});

describe('what the library takes', () => {
  it('adds an uploaded image and an uploaded video, oldest first, and lists them', async () => {
    await emptyLibrary();
    const image = await uploadImage();
    const video = await upload(merchant, 'video', mp4File(), 'tour.mp4');
    const first = await ok<AppBackground>(add({ kind: 'image', url: image, name: 'Lounge' }));
    expect(first).toMatchObject({ kind: 'image', url: image, name: 'Lounge', created_at: expect.any(String) });
    await ok(add({ kind: 'video', url: video }));
    expect((await list()).map((row) => [row.kind, row.url, row.name])).toEqual([
      ['image', image, 'Lounge'],
      ['video', video, ''],
    ]);
  });

  it('refuses a link that is not an upload of the merchant: another host, another merchant, a made-up file', async () => {
    const foreign = await uploadImage(other);
    for (const url of ['https://cdn.example.com/bg.jpg', foreign, '/files/1/cover/2025-01/none.jpg', '/files/demo/background-pc-lounge.jpg']) {
      const answer = await add({ kind: 'image', url });
      expect(answer.statusCode, url).toBe(422);
      expect(errorsOf(answer).url).toEqual(['Upload the background here: the library takes only files you uploaded.']);
    }
  });

  it('refuses what is no media address at all', async () => {
    for (const url of ['javascript:alert(1)', '//evil.example/bg.jpg', '/files/../secret.jpg', '']) {
      expect((await add({ kind: 'image', url })).statusCode, url).toBe(422);
    }
  });

  it('holds each kind to its upload rules: a video is no image, a picture is no video, a GIF is no background', async () => {
    const video = await upload(merchant, 'video', mp4File(), 'clip.mp4');
    const asImage = await add({ kind: 'image', url: video });
    expect(asImage.statusCode).toBe(422);
    expect(errorsOf(asImage).url).toEqual(['A background image is JPG, JPEG, PNG, up to 2M.']);
    const asVideo = await add({ kind: 'video', url: await uploadImage() });
    expect(errorsOf(asVideo).url).toEqual(['A background video is MP4, up to 100M.']);
    const gif = await upload(merchant, 'image', await imageFile('gif'), 'moving.gif');
    expect(errorsOf(await add({ kind: 'image', url: gif })).url).toEqual(['A background image is JPG, JPEG, PNG, up to 2M.']);
    // A material image (kind "image", up to 20 MB) larger than a background's 2 MB.
    const large = await upload(merchant, 'image', padTo(await imageFile('png'), 2 * 1024 * 1024 + 1), 'large.png');
    expect(errorsOf(await add({ kind: 'image', url: large })).url).toEqual(['A background image is JPG, JPEG, PNG, up to 2M.']);
  });

  it('takes a file once', async () => {
    const image = await uploadImage();
    await ok(add({ kind: 'image', url: image }));
    const again = await add({ kind: 'image', url: image });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This file is already in the background library.');
  });

  it(`holds at most ${APP_BACKGROUNDS_MAX}: the next is refused, saying so`, async () => {
    await emptyLibrary();
    for (let i = 0; i < APP_BACKGROUNDS_MAX; i += 1) await ok(add({ kind: 'image', url: await uploadImage() }));
    const eleventh = await add({ kind: 'image', url: await uploadImage() });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('The background library holds at most 10 backgrounds.');
    expect(await list()).toHaveLength(APP_BACKGROUNDS_MAX);
  });

  it('lets only one of two adds at once take the last place', async () => {
    await emptyLibrary();
    for (let i = 0; i < APP_BACKGROUNDS_MAX - 1; i += 1) await ok(add({ kind: 'image', url: await uploadImage() }));
    const [a, b] = await Promise.all([uploadImage(), uploadImage()]);
    const answers = await Promise.all([add({ kind: 'image', url: a }), add({ kind: 'image', url: b })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await list()).toHaveLength(APP_BACKGROUNDS_MAX);
  });

  it("answers in the caller's language", async () => {
    const answer = await merchant.bearer({
      method: 'POST',
      url: LIBRARY,
      payload: { kind: 'image', url: 'https://cdn.example.com/a.jpg' },
      headers: { 'accept-language': 'zh' },
    });
    expect(errorsOf(answer).url).toEqual(['请在这里上传背景：背景库只接受你上传的文件。']);
  });
});

describe('who may read and change it', () => {
  it("lets the apps page read it (guides and managers pick backgrounds), but only App settings' edit change it", async () => {
    await emptyLibrary();
    const added = await ok<AppBackground>(add({ kind: 'image', url: await uploadImage() }));
    for (const reader of [guide, manager]) {
      expect((await list(reader)).map((row) => row.id)).toEqual([added.id]);
      expect((await add({ kind: 'image', url: added.url }, reader)).statusCode).toBe(403);
      expect((await remove(added.id, reader)).statusCode).toBe(403);
    }
  });

  it('refuses a caller with neither page', async () => {
    expect((await operator.bearer({ method: 'GET', url: LIBRARY })).statusCode).toBe(403);
  });

  it('keeps merchants apart: another merchant neither sees nor deletes the library', async () => {
    await emptyLibrary();
    const added = await ok<AppBackground>(add({ kind: 'image', url: await uploadImage() }));
    expect((await list(other)).map((row) => row.id)).not.toContain(added.id);
    expect((await remove(added.id, other)).statusCode).toBe(404);
    expect((await list()).map((row) => row.id)).toEqual([added.id]);
  });
});

describe('deleting', () => {
  it('refuses while an app shows the background, naming it; allows once the app is in the recycle bin; audits each change', async () => {
    await emptyLibrary();
    const background = await ok<AppBackground>(add({ kind: 'image', url: await uploadImage(merchant, 108, 192), name: 'Portrait' }));
    const app = await ok<{ id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/apps', payload: { name: 'Night showroom', mobile_background: background.url } }),
    );
    const refused = await remove(background.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Apps show this background: Night showroom. Pick another background for them first.');

    await ok(merchant.bearer({ method: 'DELETE', url: `/api/apps/${app.id}` }));
    expect(await ok(remove(background.id))).toEqual({ id: background.id });
    expect(await list()).toEqual([]);
    expect((await remove(background.id)).statusCode).toBe(404);

    const { rows } = await sql<{ operation: string; entity: string }>`
      SELECT operation, entity FROM audit_log WHERE operation IN ('add-background', 'remove-background') AND (after::text LIKE ${`%${background.url}%`} OR before::text LIKE ${`%${background.url}%`})
      ORDER BY id`.execute(t.database.db);
    expect(rows).toEqual([
      { operation: 'add-background', entity: 'merchants' },
      { operation: 'remove-background', entity: 'merchants' },
    ]);
  });

  it('names five apps and counts the rest', async () => {
    await emptyLibrary();
    const background = await ok<AppBackground>(add({ kind: 'image', url: await uploadImage() }));
    for (let i = 1; i <= 7; i += 1)
      await ok(merchant.bearer({ method: 'POST', url: '/api/apps', payload: { name: `Hall ${i}`, pc_background: background.url } }));
    const refused = await remove(background.id);
    expect(refused.json().message).toBe(
      'Apps show this background: Hall 1, Hall 2, Hall 3, Hall 4, Hall 5 and 2 more. Pick another background for them first.',
    );
  });
});

describe('storageKeyOf', () => {
  it("reads the key of this server's files and of the files domain, and nothing else", () => {
    expect(storageKeyOf('/files/1/cover/2025-01/a.jpg', undefined)).toBe('1/cover/2025-01/a.jpg');
    expect(storageKeyOf('https://cdn.example.com/1/cover/a.jpg', 'https://cdn.example.com/')).toBe('1/cover/a.jpg');
    expect(storageKeyOf('https://cdn.example.com/1/cover/a.jpg', undefined)).toBeNull();
    expect(storageKeyOf('/files/1/../2/a.jpg', undefined)).toBeNull();
  });
});
