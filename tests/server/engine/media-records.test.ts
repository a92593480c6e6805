import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES, type FileType } from '../../../resources/media/file-types.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.browser({ method, url, payload });
const data = async (promise: ReturnType<typeof call>) => {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('derived fields', () => {
  it("keeps an album's cover on its first image", async () => {
    const album = await data(call(merchant, 'POST', '/api/albums', { name: 'Cover', images: ['/files/t/1.jpg', '/files/t/2.jpg'] }));
    expect(album.cover).toBe('/files/t/1.jpg');
    expect((await data(call(merchant, 'PATCH', `/api/albums/${album.id}`, { images: ['/files/t/2.jpg'] }))).cover).toBe('/files/t/2.jpg');
  });

  // Every extension of the TypeScript table must give the same type in the database (migration 005).
  const extensions = (Object.entries(FILE_TYPES) as [FileType, { extensions: readonly string[] }][]).flatMap(([type, { extensions: list }]) =>
    list.flatMap((extension) => [[`plan.${extension}`, type] as const, [`PLAN.${extension.toUpperCase()}`, type] as const]),
  );
  it.each(extensions)('derives the type of %s: %s, and the default cover when there is no cover', async (fileName, type) => {
    const document = await data(call(merchant, 'POST', '/api/documents', { name: 'Typed', file: '/files/t/x', file_name: fileName }));
    expect(document).toMatchObject({ file_type: type, cover: null, default_cover: type });
    const covered = await data(call(merchant, 'PATCH', `/api/documents/${document.id}`, { cover: '/files/t/cover.jpg' }));
    expect(covered).toMatchObject({ file_type: type, cover: '/files/t/cover.jpg', default_cover: null });
  });

  it('filters documents by file type', async () => {
    const list = (await data(call(merchant, 'GET', '/api/documents?file_type_in=word&pageSize=100'))).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((document: { file_type: string }) => document.file_type === 'word')).toBe(true);
  });

  it('keeps a video without cover at null (the browser shows the first frame)', async () => {
    expect(await data(call(merchant, 'POST', '/api/videos', { name: 'No cover', url: '/files/t/v.mp4' }))).toMatchObject({
      cover: null,
      duration: null,
      size: null,
    });
  });
});

describe('demo data and tenancy', () => {
  it.each(['albums', 'videos', 'documents'])("seeds two %s per demo merchant, and hides each merchant's from the other (404)", async (resource) => {
    const theirs = await data(call(merchant2, 'GET', `/api/${resource}?sort=id`));
    expect(theirs.total).toBe(2);
    const mine = (await data(call(merchant, 'GET', `/api/${resource}?sort=id&pageSize=100`))).list[0];
    expect(mine.merchant_id).not.toBe(theirs.list[0].merchant_id);
    expect((await call(merchant2, 'GET', `/api/${resource}/${mine.id}`)).statusCode).toBe(404);
    expect((await call(merchant2, 'DELETE', `/api/${resource}/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('deletion is outright (spec §4)', () => {
  it.each(['albums', 'videos', 'documents'] as const)('deletes a tagged %s with its tags, leaving nothing in the recycle bin', async (resource) => {
    const area = resource.slice(0, -1);
    const group = await data(call(merchant, 'POST', `/api/tags/${area}`, { name: `Gone ${area}`, items: ['One'] }));
    const record = (await data(call(merchant, 'GET', `/api/${resource}?sort=id`))).list[0];
    await data(call(merchant, 'PUT', `/api/${resource}/${record.id}/tags`, { tags: [`${group.id}:One`] }));
    await data(call(merchant, 'DELETE', `/api/${resource}/${record.id}`));
    expect((await call(merchant, 'GET', `/api/${resource}/${record.id}`)).statusCode).toBe(404);
    const rows = await t.database.db
      .selectFrom(resource as never)
      .select('id' as never)
      .where('id' as never, '=', record.id as never)
      .execute();
    expect(rows).toEqual([]);
    const tags = await t.database.db.selectFrom('record_tags').select('item').where('area', '=', area).where('record_id', '=', record.id).execute();
    expect(tags).toEqual([]);
  });
});
