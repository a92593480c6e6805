import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ByteRange, type FileStorage } from './storage.ts';

/**
 * Files on the local disk under `<DATA_DIR>/files` (the default). The content type is kept in a
 * `.type` file beside each object, since the disk has no metadata of its own.
 */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const typeOf = async (file: string) => (await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream')).trim();
  const statOf = (file: string) => stat(file).catch(() => undefined);
  return {
    kind: 'local',
    async putFile(key, sourcePath, contentType) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A rename is atomic when the temporary file is on the same disk; copy otherwise.
      await rename(sourcePath, file).catch(() => copyFile(sourcePath, file));
      await writeFile(`${file}.type`, contentType);
    },
    async putBuffer(key, content, contentType) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
      await writeFile(`${file}.type`, contentType);
    },
    async get(key, range?: ByteRange) {
      const file = pathOf(key);
      const info = await statOf(file);
      if (!info?.isFile()) return undefined;
      const contentType = await typeOf(file);
      const body = range ? createReadStream(file, { start: range.start, end: range.end }) : createReadStream(file);
      return { body, size: info.size, length: range ? range.end - range.start + 1 : info.size, contentType };
    },
    async head(key) {
      const file = pathOf(key);
      const info = await statOf(file);
      return info?.isFile() ? { size: info.size, contentType: await typeOf(file) } : undefined;
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
