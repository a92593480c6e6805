import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoFiles, makeDemoFile, referencedDemoFiles } from '../../../server/seed/demo-files.ts';
import { localStorage } from '../../../server/storage/local-storage.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

// Without ffmpeg the demo videos pointed to /files/demo/*.mp4 that answered 404 (issue 14).
describe('demo media files', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
    dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-demo-media-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a real MP4 without any tool installed', async () => {
    const video = (await makeDemoFile('showroom-tour.mp4'))!;
    expect((await fileTypeFromBuffer(video.content))?.mime).toBe('video/mp4');
    expect(video.content.includes(Buffer.from('avcC'))).toBe(true);
  });

  it('gives every file a demo record points to (videos included) a stored file, and records its real size', async () => {
    const storage = localStorage(dir);
    await ensureDemoFiles(database.db, storage);
    const names = await referencedDemoFiles(database.db);
    expect(names.filter((name) => name.endsWith('.mp4')).length).toBeGreaterThan(0);
    const missing = [];
    for (const name of names) if (!(await storage.head(`demo/${name}`))) missing.push(name);
    expect(missing).toEqual([]);
    const videos = (await database.db
      .selectFrom('videos' as never)
      .select(['url', 'size'] as never)
      .execute()) as { url: string; size: number }[];
    for (const video of videos) expect(video.size, video.url).toBe((await storage.head(video.url.replace('/files/', '')))?.size);
  });
});
