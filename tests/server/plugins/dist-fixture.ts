import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const INDEX_HTML = '<!doctype html><html><head><title>Atrium test build</title></head><body><div id="root"></div></body></html>';
export const APP_JS = 'console.log("atrium test bundle");';

/** A throwaway built browser app: index.html, one hashed asset and one unhashed file. */
export async function createDistFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
