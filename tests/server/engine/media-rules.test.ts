import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const image = (n: number) => `/files/t/image-${n}.jpg`;
const images = (count: number) => Array.from({ length: count }, (_, n) => image(n));
const OK = {
  albums: { name: 'Album', images: images(2) },
  videos: { name: 'Video', url: 'https://cdn.example.com/v.mp4' },
  documents: { name: 'Document', file: '/files/t/a.pdf', file_name: 'a.pdf' },
} as const;
type Resource = keyof typeof OK;

const post = (resource: Resource, change: object) => merchant.browser({ method: 'POST', url: `/api/${resource}`, payload: { ...OK[resource], ...change } });

describe('album, video and document rules (spec §3, §9)', () => {
  it.each<[Resource, string, object, string, string]>([
    ['albums', 'more than 100 images', { images: images(101) }, 'images', 'Choose at most 100.'],
    ['albums', 'no image', { images: [] }, 'images', 'Choose at least 1.'],
    [
      'albums',
      'an image that is not a link',
      { images: [image(1), 'javascript:alert(1)'] },
      'images.1',
      'Enter a link starting with http:// or https://, or upload a file.',
    ],
    ['albums', 'a cover (it is the first image)', { cover: image(1) }, 'cover', 'This field is not accepted.'],
    ['albums', 'an empty name', { name: '' }, 'name', 'Required.'],
    ['albums', 'a 51-character name', { name: 'x'.repeat(51) }, 'name', 'At most 50 characters.'],
    ['albums', 'an unknown display end', { hidden_ends: ['tv'] }, 'hidden_ends.0', 'Invalid value.'],
    ['albums', 'a display end twice', { hidden_ends: ['pc', 'pc'] }, 'hidden_ends', 'Duplicate values.'],
    ['videos', 'no video', { url: undefined }, 'url', 'Required.'],
    [
      'videos',
      'a cover on another protocol',
      { cover: 'ftp://x.example.com/c.jpg' },
      'cover',
      'Enter a link starting with http:// or https://, or upload a file.',
    ],
    ['videos', 'a size over 100 MB', { size: 100 * 1_048_576 + 1 }, 'size', 'Must be at most 104857600.'],
    ['videos', 'a negative duration', { duration: -1 }, 'duration', 'Must be at least 0.'],
    ['documents', 'a file that is not PDF, Word or PPT', { file_name: 'notes.txt' }, 'file_name', 'Only PDF, Word (.doc, .docx) or PPT (.ppt, .pptx) files.'],
    ['documents', 'a file name without extension', { file_name: 'notes' }, 'file_name', 'Only PDF, Word (.doc, .docx) or PPT (.ppt, .pptx) files.'],
    ['documents', 'a second file', { files: ['/files/t/b.pdf'] }, 'files', 'This field is not accepted.'],
    ['documents', 'a file type (derived from the name)', { file_type: 'pdf' }, 'file_type', 'This field is not accepted.'],
    ['documents', 'a same-origin path outside /files', { file: '/api/user' }, 'file', 'Enter a link starting with http:// or https://, or upload a file.'],
    // The public library is the goods' three ranges, set by the share actions only (issue #35).
    ['albums', 'the old yes/no public library flag', { public_library: true }, 'public_library', 'This field is not accepted.'],
    ['videos', 'a public library range (the share action sets it)', { visibility: 'all' }, 'visibility', 'This field is not accepted.'],
    ['documents', 'stores to be visible to (the share action sets them)', { visible_store_ids: [1] }, 'visible_store_ids', 'This field is not accepted.'],
  ])('%s: refuses %s', async (resource, _, change, field, message) => {
    const response = await post(resource, change);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each<[Resource, object]>([
    ['albums', { images: images(100) }],
    ['albums', { images: ['https://cdn.example.com/a.jpg'], hidden_ends: ['pc', 'mobile', 'mini_program'] }],
    ['videos', { cover: '/files/t/c.jpg', duration: 12.5, size: 100 * 1_048_576 }],
    ['documents', { file_name: 'Deck.PPTX', cover: 'https://cdn.example.com/deck.jpg' }],
  ])('%s: accepts %j', async (resource, change) => {
    expect((await post(resource, change)).statusCode).toBe(200);
  });

  it('lets the guide read the libraries but not write them', async () => {
    const guide = await t.login('guide');
    for (const resource of Object.keys(OK) as Resource[]) {
      expect((await guide.browser({ method: 'GET', url: `/api/${resource}` })).statusCode).toBe(200);
      expect((await guide.browser({ method: 'POST', url: `/api/${resource}`, payload: OK[resource] })).statusCode).toBe(403);
    }
  });
});
