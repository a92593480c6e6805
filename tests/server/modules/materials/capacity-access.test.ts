import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { library, ok } from './materials-helpers.ts';

const MB = 1_048_576;
let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const setCapacity = (bytes: number) => t.database.db.updateTable('merchants').set({ material_capacity: bytes }).where('name', '=', 'Demo Living').execute();

describe('capacity (spec §3 "Material: also capacity")', () => {
  it('reports the bytes of both libraries against the merchant capacity (10 GiB by default)', async () => {
    const before = ok(await library(merchant).call('GET', '/capacity'));
    expect(before.capacity).toBe(10 * 1024 * MB);
    expect(before.used).toBeGreaterThan(0);
    ok(await library(merchant, 'pan').item({ size: 5000 }));
    expect(ok(await library(merchant).call('GET', '/capacity')).used).toBe(before.used + 5000);
  });

  it('refuses (409) a file that would pass the capacity, accepts one that just fits, and frees space on delete', async () => {
    const { used } = ok(await library(merchant).call('GET', '/capacity'));
    await setCapacity(used + 1000);
    const refused = await library(merchant).item({ size: 1001 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not enough material space: delete some materials or ask the operator for more capacity.');
    const fits = ok(await library(merchant, 'pan').item({ size: 1000 }));
    expect(ok(await library(merchant).call('GET', '/capacity'))).toEqual({ used: used + 1000, capacity: used + 1000 });
    ok(await library(merchant, 'pan').call('DELETE', `/${fits.id}`));
    expect(ok(await library(merchant).item({ size: 1000 })).size).toBe(1000);
    await setCapacity(10 * 1024 * MB);
  });

  it.each([
    ['an image over 20 MB', { kind: 'image', size: 20 * MB + 1, mime: 'image/png' }, 'size', 'The file is too large: at most 20 MB.'],
    ['a video over 100 MB', { kind: 'video', size: 100 * MB + 1, mime: 'video/mp4' }, 'size', 'The file is too large: at most 100 MB.'],
    ['an audio over 20 MB', { kind: 'audio', size: 20 * MB + 1, mime: 'audio/mpeg' }, 'size', 'The file is too large: at most 20 MB.'],
    ['a video that is not MP4', { kind: 'video', size: 10, mime: 'video/webm' }, 'mime', 'This type of file is not allowed here.'],
    ['a file that is not PDF, Word or PPT', { kind: 'file', size: 10, mime: 'application/zip' }, 'mime', 'This type of file is not allowed here.'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url', 'Enter a link starting with http:// or https://, or upload a file.'],
    ['a folder sent as an item', { kind: 'folder' }, 'kind', 'Invalid value.'],
  ])('refuses %s (422)', async (_, body, field, message) => {
    const response = await library(merchant).item(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each([
    ['image', 20 * MB, 'image/webp'],
    ['file', 100 * MB, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['audio', 1, 'audio/mpeg'],
  ])('accepts a %s of %i bytes (%s)', async (kind, size, mime) => {
    expect(ok(await library(merchant).item({ kind, size, mime }))).toMatchObject({ kind, size, mime, created_by: expect.any(Number) });
  });
});

describe('permissions and tenancy', () => {
  it.each(['center', 'pan'] as const)('the designer holds the %s library; the guide and an account without permissions get 403', async (area) => {
    const designer = await t.login('designer');
    expect((await designer.browser({ method: 'GET', url: `/api/materials/${area}` })).statusCode).toBe(200);
    expect((await library(designer, area).folder('By designer')).statusCode).toBe(200);
    for (const username of ['guide', 'nobody']) {
      const session = await t.login(username);
      expect((await session.browser({ method: 'GET', url: `/api/materials/${area}/tree` })).statusCode).toBe(403);
      expect((await library(session, area).folder('Nope')).statusCode).toBe(403);
    }
  });

  it("answers 404 for another merchant's material and for the other library's, on reads and writes alike", async () => {
    const mine = ok(await library(merchant).folder('Private'));
    const other = library(await t.login('merchant2'));
    for (const response of [
      await other.call('GET', `/${mine.id}`),
      await other.call('PATCH', `/${mine.id}`, { name: 'Taken' }),
      await other.move(mine.id, null),
      await other.call('DELETE', `/${mine.id}`),
      await library(merchant, 'pan').call('GET', `/${mine.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await other.folder('Into theirs', mine.id)).json().errors).toEqual({ pid: ['This folder does not exist (any more).'] });
    expect(ok(await library(merchant).call('GET', `/${mine.id}`)).name).toBe('Private');
  });
});
