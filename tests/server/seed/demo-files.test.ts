import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoFiles, makeDemoFile, referencedDemoFiles } from '../../../server/seed/demo-files.ts';
import { readImageInfo } from '../../../server/storage/image-files.ts';
import { localStorage } from '../../../server/storage/local-storage.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

describe('demo files the seed makes itself', () => {
  it.each([
    ['room.jpg', 'image/jpeg'],
    ['logo.png', 'image/png'],
    ['jingle.mp3', 'audio/mpeg'],
    ['catalogue.pdf', 'application/pdf'],
    ['care-guide.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('%s is a real %s (by its magic bytes)', async (name, mime) => {
    const file = (await makeDemoFile(name))!;
    expect(file.mime).toBe(mime);
    expect((await fileTypeFromBuffer(file.content))?.mime).toBe(mime);
  });

  it('makes goods covers square and at least 750×750 (spec §9 recommended size)', async () => {
    expect(await readImageInfo((await makeDemoFile('goods-cover-sofa.jpg'))!.content)).toMatchObject({ width: 750, height: 750 });
  });
});

describe('ensureDemoFiles', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
    dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-demo-files-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every file the demo rows refer to, once', async () => {
    const storage = localStorage(dir);
    const names = await referencedDemoFiles(database.db);
    expect(names.length).toBeGreaterThan(5);
    const written = await ensureDemoFiles(database.db, storage);
    expect(written).toBeGreaterThan(0);
    for (const name of names) expect(await storage.head(`demo/${name}`), name).toBeDefined();
    expect(await ensureDemoFiles(database.db, storage)).toBe(0);
  });
});
