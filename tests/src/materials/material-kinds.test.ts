import { describe, expect, it } from 'vitest';
import { itemBody } from '../../../resources/materials/material.schema.ts';
import { MATERIAL_NAME_MAX_LENGTH } from '../../../resources/materials/material-constants.ts';
import {
  acceptedForPeople,
  MATERIAL_ACCEPT,
  materialKindOfFile,
  materialMimeOf,
  materialNameOf,
  UPLOAD_KIND_OF,
} from '../../../src/materials/material-kinds.ts';

describe('the material kind of a chosen file (by its extension)', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['PHOTO.JPEG', 'image'],
    ['logo.png', 'image'],
    ['anim.gif', 'image'],
    ['pic.webp', 'image'],
    ['tour.mp4', 'video'],
    ['jingle.MP3', 'audio'],
    ['catalogue.pdf', 'file'],
    ['care guide.docx', 'file'],
    ['old.doc', 'file'],
    ['deck.pptx', 'file'],
    ['deck.ppt', 'file'],
    ['  spaced.png  ', 'image'],
  ])('%s is %s', (name, kind) => {
    expect(materialKindOfFile(name)).toBe(kind);
  });

  it.each(['sheet.xlsx', 'movie.mov', 'sound.wav', 'archive.zip', 'README', 'png', '.hidden', 'photo.jpg.exe'])('%s is no material', (name) => {
    expect(materialKindOfFile(name)).toBeUndefined();
  });

  it('sends each kind through the upload kind with its spec §9 limits', () => {
    expect(UPLOAD_KIND_OF).toEqual({ image: 'image', video: 'video', audio: 'audio', file: 'document' });
  });

  it('offers every accepted extension in the picker, and names them for people', () => {
    expect(MATERIAL_ACCEPT.split(',').sort()).toEqual(['.doc', '.docx', '.gif', '.jpeg', '.jpg', '.mp3', '.mp4', '.pdf', '.png', '.ppt', '.pptx', '.webp']);
    expect(acceptedForPeople('.jpg,.mp4')).toBe('JPG, MP4');
  });
});

describe('the material name of a file', () => {
  it('keeps a short name as it is, trimmed', () => {
    expect(materialNameOf('  sofa.jpg ')).toBe('sofa.jpg');
  });

  it('cuts a long name to 100 characters, keeping the extension', () => {
    const name = materialNameOf(`${'a'.repeat(150)}.jpeg`);
    expect(name).toHaveLength(MATERIAL_NAME_MAX_LENGTH);
    expect(name.endsWith('.jpeg')).toBe(true);
  });

  it('cuts a long name without an extension plainly, and names an empty one', () => {
    expect(materialNameOf('b'.repeat(120))).toBe('b'.repeat(100));
    expect(materialNameOf('   ')).toBe('file');
  });
});

describe('the media type recorded for a file', () => {
  it.each([
    ['old.doc', 'application/x-cfb', 'application/msword'],
    ['deck.PPT', 'application/x-cfb', 'application/vnd.ms-powerpoint'],
    ['photo.png', 'image/png', 'image/png'],
    ['mystery.bin', 'application/x-cfb', 'application/x-cfb'],
  ])('%s uploaded as %s is recorded as %s', (name, uploaded, recorded) => {
    expect(materialMimeOf(name, uploaded)).toBe(recorded);
  });

  it('is one the server accepts for a file material (a Word 97 file as uploaded would be refused)', () => {
    const record = { kind: 'file', name: 'old.doc', url: '/files/1/document/2026-01/x.cfb', size: 10 };
    expect(itemBody.safeParse({ ...record, mime: materialMimeOf('old.doc', 'application/x-cfb') }).success).toBe(true);
    expect(itemBody.safeParse({ ...record, mime: 'application/x-cfb' }).success).toBe(false);
  });
});
