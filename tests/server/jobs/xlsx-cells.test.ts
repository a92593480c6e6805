import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { field } from '../../../resources/engine/fields.ts';
import { fromCell, toCell } from '../../../server/jobs/xlsx-cells.ts';

const images = { name: 'detail_images', ...field.media(z.array(z.string()), { kind: 'image', multiple: true }) };
const cover = { name: 'cover', ...field.media(z.string(), { kind: 'cover' }) };

describe('media fields in spreadsheet cells', () => {
  it('writes a list of files as a comma list and reads it back', () => {
    const urls = ['/files/1/image/2026-11/a.png', '/files/1/image/2026-11/b.png'];
    const cell = toCell(images, urls, 'en');
    expect(cell).toBe(urls.join(', '));
    expect(fromCell(images, cell)).toEqual(urls);
  });

  it('keeps one file as its URL', () => {
    expect(toCell(cover, '/files/1/cover/2026-11/c.jpg', 'en')).toBe('/files/1/cover/2026-11/c.jpg');
    expect(fromCell(cover, '/files/1/cover/2026-11/c.jpg')).toBe('/files/1/cover/2026-11/c.jpg');
  });
});
