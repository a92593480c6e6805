import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { measureShowroomBundle, SHOWROOM_FIRST_DOWNLOAD_GOAL_KB, SHOWROOM_PAGE } from '../../bench/showroom-bundle.ts';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin.ts';

/** An entry of Vite's `.vite/manifest.json`, keyed by source path (or `_name-hash.js` for shared chunks). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const distDir = inject('distDir');
const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(path.join(distDir, file), 'utf8')) as T;
const manifest = await readJson<Record<string, ManifestChunk>>('.vite/manifest.json');
const chunkModules = await readJson<Record<string, string[]>>(CHUNK_MODULES_FILE);

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const modulesLoadedWith = (key: string): string[] => [...staticClosure(key)].flatMap((chunk) => chunkModules[manifest[chunk]!.file] ?? []);

describe("the public showroom's first download (issue 38: its own, at most 150 kB gzip before the viewer)", () => {
  const firstModules = modulesLoadedWith(SHOWROOM_PAGE);

  it('is an entry of its own, built from src/showroom', () => {
    expect(manifest[SHOWROOM_PAGE]?.isEntry).toBe(true);
    expect(firstModules).toContain('src/showroom/main.tsx');
  });

  it(`weighs at most ${SHOWROOM_FIRST_DOWNLOAD_GOAL_KB} kB gzip (entry script, modulepreloads, stylesheets)`, () => {
    const bundle = measureShowroomBundle(distDir);
    expect(bundle.files.length).toBeGreaterThan(1);
    expect(bundle.kb).toBeLessThanOrEqual(SHOWROOM_FIRST_DOWNLOAD_GOAL_KB);
  });

  it.each([
    ['antd', /node_modules\/(antd|@ant-design|rc-[\w-]+|@rc-component)\//],
    ['refine', /node_modules\/@refinedev\//],
    ['i18next', /node_modules\/(i18next|react-i18next)\//],
    ['axios', /node_modules\/axios\//],
    ['zod', /node_modules\/zod\//],
    ['the 360° viewer', /node_modules\/(three|@photo-sphere-viewer)\/|src\/plans\/viewer\/PanoramaViewer\.tsx/],
  ])('carries no %s', (_, pattern) => {
    expect(firstModules.filter((module) => pattern.test(module))).toEqual([]);
  });

  it("carries none of the back office's own code", () => {
    expect(firstModules.filter((module) => module.startsWith('src/') && !module.startsWith('src/showroom/'))).toEqual([]);
    expect(firstModules).not.toContain('src/main.tsx');
  });

  it('loads the 360° viewer when a plan opens: a lazy chunk that holds photo-sphere-viewer', () => {
    const overlay = manifest['src/showroom/PlanOverlay.tsx'];
    expect(overlay?.isDynamicEntry).toBe(true);
    expect(modulesLoadedWith('src/showroom/PlanOverlay.tsx').some((module) => module.includes('@photo-sphere-viewer/core'))).toBe(true);
  });
});
