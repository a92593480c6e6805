import { describe, expect, it } from 'vitest';
import { PREFERENCE_KEY_PATTERN } from '../../../resources/jobs/job.schema.ts';
import { fileTypeOf } from '../../../resources/media/file-types.ts';
import { mediaUrl } from '../../../resources/media/media-url.ts';
import { MATERIAL_AREAS, UPLOADED_KINDS } from '../../../resources/materials/material-constants.ts';
import { itemBody, speechPreviewText } from '../../../resources/materials/material.schema.ts';
import { lastFolderPreferenceKey, lastFolderPreferenceSchema } from '../../../resources/materials/material-record.schema.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';

installValidationMessages();

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? '' : result.error!.issues[0].message);

describe('mediaUrl: external http(s) links and uploads of this server', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', ''],
    ['http://cdn.example.com/a.jpg?x-sign=1', ''],
    ['/files/merchant-1/2026/a.jpg', ''],
    ['  /files/a.jpg  ', ''],
    ['', 'validation.required'],
    ['/files/../secrets', 'validation.mediaUrl'],
    ['/files/', 'validation.mediaUrl'],
    ['/api/user', 'validation.mediaUrl'],
    ['//evil.example.com/a.jpg', 'validation.mediaUrl'],
    ['javascript:alert(1)', 'validation.mediaUrl'],
    ['data:image/png;base64,AAAA', 'validation.mediaUrl'],
    ['ftp://files.example.com/a.jpg', 'validation.mediaUrl'],
    [`https://cdn.example.com/${'a'.repeat(2048)}`, 'validation.tooLong'],
  ])('%j → %j', (value, key) => {
    expect(firstMessage(mediaUrl.safeParse(value))).toBe(key);
  });
});

describe('document types by extension (spec §9: PDF, Word, PPT)', () => {
  it.each([
    ['a.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
    ['report.doc', 'word'],
    ['report.final.docx', 'word'],
    ['deck.ppt', 'ppt'],
    ['deck.pptx', 'ppt'],
    ['sheet.xlsx', undefined],
    ['pdf', undefined],
    ['archive.pdf.zip', undefined],
  ])('%s → %s', (name, type) => {
    expect(fileTypeOf(name)).toBe(type);
  });
});

describe('speech preview (spec §5, §9: at most 100 characters)', () => {
  it.each([
    ['x'.repeat(100), ''],
    ['x'.repeat(101), 'validation.tooLong'],
    ['   ', 'validation.required'],
  ])('%#: %s', (text, key) => {
    expect(firstMessage(speechPreviewText.safeParse(text))).toBe(key);
  });
});

describe('uploaded material records', () => {
  const body = { kind: 'image', name: 'a.jpg', url: '/files/a.jpg', size: 1, mime: 'IMAGE/JPEG' };
  it('normalises the media type and places the record at the root by default', () => {
    expect(itemBody.parse(body)).toMatchObject({ mime: 'image/jpeg', pid: null, sort: 0, width: null, height: null });
  });
});

describe('last selected folder per type (spec §3 store state)', () => {
  it.each(MATERIAL_AREAS.flatMap((area) => [...UPLOADED_KINDS, 'speech' as const].map((kind) => [area, kind] as const)))(
    '%s / %s has its own preference key',
    (area, kind) => {
      expect(lastFolderPreferenceKey(area, kind)).toMatch(PREFERENCE_KEY_PATTERN);
      expect(lastFolderPreferenceKey(area, kind)).toBe(`materials:lastFolder:${area}:${kind}`);
    },
  );

  it('keeps a folder id, or null for the root', () => {
    expect(lastFolderPreferenceSchema.parse({ pid: null })).toEqual({ pid: null });
    expect(lastFolderPreferenceSchema.safeParse({ pid: 0 }).success).toBe(false);
  });
});
