import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums } from '../../../resources/albums/albums.resource.ts';
import { albumsTexts } from '../../../resources/albums/albums.texts.ts';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { commoditiesTexts } from '../../../resources/commodities/commodities.texts.ts';
import { documents } from '../../../resources/documents/documents.resource.ts';
import { documentsTexts } from '../../../resources/documents/documents.texts.ts';
import { videos } from '../../../resources/videos/videos.resource.ts';
import { videosTexts } from '../../../resources/videos/videos.texts.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

/**
 * Issue #35: albums, videos and documents have the goods' public library (spec §4) — not public,
 * all visible, partly visible to the merchant's stores — with the goods' words, set and taken back
 * by the same record actions.
 */

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

const BODIES = {
  albums: { name: 'Shared album', images: ['/files/t/a.jpg'] },
  videos: { name: 'Shared video', url: '/files/t/v.mp4' },
  documents: { name: 'Shared document', file: '/files/t/d.pdf', file_name: 'd.pdf' },
} as const;
type Media = keyof typeof BODIES;
const MEDIA = Object.keys(BODIES) as Media[];
const DECLARATIONS = { albums, videos, documents };
const TEXTS = { albums: albumsTexts, videos: videosTexts, documents: documentsTexts };
const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;

const storeId = async (name: string) => (await t.database.db.selectFrom('stores').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const create = async (session: Session, media: Media, name: string = BODIES[media].name) => {
  const response = await session.browser({ method: 'POST', url: `/api/${media}`, payload: { ...BODIES[media], name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; visibility: string; visible_store_ids: number[] };
};
const act = (session: Session, media: Media, action: string, id: number, payload?: object) =>
  session.browser({ method: 'POST', url: `/api/${media}/${id}/${action}`, ...(payload ? { payload } : {}) });
const listed = async (media: Media, query: string) =>
  (await merchant.browser({ method: 'GET', url: `/api/${media}?pageSize=100&${query}` })).json().data.list as { id: number; visibility: string }[];

describe('the field: the goods’ three ranges and words', () => {
  it.each(MEDIA)('%s declare the public library as goods do: the same values, and set by the server only', (media) => {
    const field = DECLARATIONS[media].fieldList.find((candidate) => candidate.name === 'visibility')!;
    const goods = commodities.fieldList.find((candidate) => candidate.name === 'visibility')!;
    expect(field.options?.map((option) => option.value)).toEqual(goods.options?.map((option) => option.value));
    expect(field.options?.map((option) => option.value)).toEqual(['none', 'all', 'partial']);
    expect(field).toMatchObject({ kind: 'select', readOnly: true, filter: 'eq' });
    expect(DECLARATIONS[media].fieldList.some((candidate) => candidate.name === 'public_library')).toBe(false);
    expect(DECLARATIONS[media].recordActions.map((action) => [action.name, action.action])).toEqual([
      ['share', 'share'],
      ['unshare', 'share'],
    ]);
  });

  it.each(MEDIA.flatMap((media) => LANGUAGES.map((language) => [media, language] as const)))('%s read as goods do in %s', (media, language) => {
    const texts = TEXTS[media][language];
    const goods = commoditiesTexts[language];
    expect(texts.fields.visibility).toBe(goods.fields.visibility);
    expect(texts.fields.visible_store_ids).toBe(goods.fields.visible_store_ids);
    expect(texts.visibilities).toEqual(goods.visibilities);
    expect(texts.actions).toEqual({ share: goods.actions.share, unshare: goods.actions.unshare });
    expect(texts.fields).not.toHaveProperty('public_library');
  });

  it('says "Not public", "All visible" and "Partly visible" in English, as goods do', () => {
    for (const media of MEDIA) expect(TEXTS[media].en.visibilities).toEqual({ none: 'Not public', all: 'All visible', partial: 'Partly visible' });
  });

  it('documents the three ranges and the share body in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const media of MEDIA) {
      const ok = document.paths[`/api/${media}/{id}`].get.responses['200'].content['application/json'].schema;
      expect(JSON.stringify(ok)).toContain('"visibility"');
      expect(JSON.stringify(ok)).not.toContain('public_library');
      const share = document.paths[`/api/${media}/{id}/share`].post.requestBody.content['application/json'].schema;
      expect(share.properties.visibility.enum).toEqual(['none', 'all', 'partial']);
      expect(document.paths[`/api/${media}/{id}/unshare`].post).toBeDefined();
      expect(document.paths[`/api/${media}/choices/visible_store_ids`].get).toBeDefined();
    }
  });
});

describe.each(MEDIA)('%s: sharing to the public library', (media) => {
  it('starts not public, then shares with some stores, then all, then takes it back', async () => {
    const record = await create(merchant, media);
    expect(record).toMatchObject({ visibility: 'none', visible_store_ids: [] });
    const flagship = await storeId('Flagship');
    const partial = await act(merchant, media, 'share', record.id, { visibility: 'partial', store_ids: [flagship, flagship] });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ visibility: 'partial', visible_store_ids: [flagship] });
    expect((await act(merchant, media, 'share', record.id, { visibility: 'partial', store_ids: [flagship] })).statusCode).toBe(409);
    expect((await act(merchant, media, 'share', record.id, { visibility: 'all', store_ids: [flagship] })).json().data).toMatchObject({
      visibility: 'all',
      visible_store_ids: [],
    });
    expect((await act(merchant, media, 'unshare', record.id)).json().data).toMatchObject({ visibility: 'none', visible_store_ids: [] });
    expect((await act(merchant, media, 'unshare', record.id)).statusCode).toBe(409);
  });

  it("refuses partial visibility without stores, or with another merchant's store", async () => {
    const record = await create(merchant, media);
    const none = await act(merchant, media, 'share', record.id, { visibility: 'partial' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.store_ids).toEqual(['Pick at least one organisation for partial visibility.']);
    const foreign = await act(merchant, media, 'share', record.id, { visibility: 'partial', store_ids: [await storeId('Second Home Main Store')] });
    expect(foreign.json().errors['store_ids.0']).toEqual(['This store does not exist.']);
    expect((await act(merchant, media, 'share', record.id, { visibility: 'some' })).statusCode).toBe(422);
  });

  it('lists each range and filters by it', async () => {
    const [hidden, all, partial] = [
      await create(merchant, media, 'Range none'),
      await create(merchant, media, 'Range all'),
      await create(merchant, media, 'Range partial'),
    ];
    await act(merchant, media, 'share', all.id, { visibility: 'all' });
    await act(merchant, media, 'share', partial.id, { visibility: 'partial', store_ids: [await storeId('Flagship')] });
    const ranges = Object.fromEntries((await listed(media, 'name_like=Range')).map((row) => [row.id, row.visibility]));
    expect(ranges).toMatchObject({ [hidden.id]: 'none', [all.id]: 'all', [partial.id]: 'partial' });
    for (const [range, id] of [
      ['none', hidden.id],
      ['all', all.id],
      ['partial', partial.id],
    ] as const) {
      const rows = await listed(media, `visibility=${range}`);
      expect(rows.map((row) => row.id)).toContain(id);
      expect(rows.every((row) => row.visibility === range)).toBe(true);
    }
    expect((await merchant.browser({ method: 'GET', url: `/api/${media}?visibility=yes` })).statusCode).toBe(422);
  });

  it("shares several at once through the batch route, and never another merchant's", async () => {
    const [a, b] = [await create(merchant, media), await create(merchant, media)];
    const theirs = await create(merchant2, media);
    const shared = await merchant.browser({ method: 'POST', url: `/api/${media}/batch/share`, payload: { ids: [a.id, b.id, theirs.id], visibility: 'all' } });
    expect(shared.json().data).toEqual({ ok: [a.id, b.id], failed: [{ id: theirs.id, message: 'The record does not exist or has been deleted.' }] });
  });

  it("offers the merchant's own stores to pick, by name", async () => {
    const choices = (await merchant.browser({ method: 'GET', url: `/api/${media}/choices/visible_store_ids` })).json().data.list as { name: string }[];
    expect(choices.map((choice) => choice.name)).toContain('Flagship');
    expect(choices.map((choice) => choice.name)).not.toContain('Second Home Main Store');
  });

  it('lets a guide read the range but not share or take back', async () => {
    const guide = await t.login('guide');
    const record = await create(merchant, media);
    expect((await guide.browser({ method: 'GET', url: `/api/${media}/${record.id}` })).json().data.visibility).toBe('none');
    expect((await act(guide, media, 'share', record.id, { visibility: 'all' })).statusCode).toBe(403);
    expect((await act(guide, media, 'unshare', record.id)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('seeds an album in the public library for all and one not public', async () => {
    const rows = await listed('albums', 'sort=id');
    expect(Object.fromEntries(rows.map((row) => [(row as { name?: string }).name, row.visibility]))).toMatchObject({
      'Living room ideas': 'all',
      'Kitchen makeover': 'none',
    });
  });
});
