import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
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
/** The back office's page; the build's other entry is the public showroom's (showroom-bundle.test.ts). */
const BACK_OFFICE = 'index.html';

/** A chunk and every chunk it imports statically: what the browser loads before it runs. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The source modules loaded with a chunk. */
const modulesLoadedWith = (key: string): string[] => [...staticClosure(key)].flatMap((chunk) => chunkModules[manifest[chunk].file] ?? []);
const underCommodities = (modules: string[]) => modules.filter((module) => module.startsWith('src/commodities/'));

describe("the built app: a feature's screens load with its own page, not with the generic one", () => {
  it('builds the generic resource page (list, form, drawer, detail) without any goods module', () => {
    const page = manifest['src/engine/ResourcePage.tsx'];
    expect(page?.isDynamicEntry).toBe(true);
    const loaded = modulesLoadedWith('src/engine/ResourcePage.tsx');
    expect(loaded).toEqual(
      expect.arrayContaining(['src/engine/ResourceList.tsx', 'src/engine/ResourceForm.tsx', 'src/engine/RecordDrawer.tsx', 'src/engine/ResourceShow.tsx']),
    );
    expect(underCommodities(loaded)).toEqual([]);
  });

  it('puts the goods extension in its own lazy chunk, holding the goods editors and the share dialog', () => {
    const goods = manifest['src/commodities/commodities.ui.tsx'];
    expect(goods?.isDynamicEntry).toBe(true);
    expect(goods.file).not.toBe(manifest['src/engine/ResourcePage.tsx'].file);
    expect(underCommodities(modulesLoadedWith('src/commodities/commodities.ui.tsx'))).toEqual(
      expect.arrayContaining([
        'src/commodities/commodities.ui.tsx',
        'src/commodities/CommoditySkusEditor.tsx',
        'src/commodities/CommodityAttributesEditor.tsx',
      ]),
    );
    // The share dialog is every public library's (goods, plans, halls, media): loaded with them, not before.
    expect(modulesLoadedWith('src/commodities/commodities.ui.tsx')).toContain('src/lib/ShareDialog.tsx');
    expect(modulesLoadedWith('src/engine/ResourcePage.tsx')).not.toContain('src/lib/ShareDialog.tsx');
  });

  it('keeps goods code out of the first download too', () => {
    const entry = BACK_OFFICE;
    expect(underCommodities(modulesLoadedWith(entry))).toEqual([]);
  });
});

describe('the first download (issue 13: aim 300 kB gzip)', () => {
  const entry = BACK_OFFICE;
  const firstModules = modulesLoadedWith(entry);

  // antd's ConfigProvider and Button still take a form context and a colour class: the machinery stays out.
  it.each([
    ["the CSV parser of refine's import/export hooks", 'node_modules/papaparse/'],
    ["the devtools' stack parser", 'node_modules/error-stack-parser/'],
    ['the form fields', 'node_modules/rc-field-form/es/Field.js'],
    ['the form store', 'node_modules/rc-field-form/es/useForm.js'],
    ['the form validator', 'node_modules/@rc-component/async-validator/'],
    ['the colour picker', 'node_modules/@rc-component/color-picker/es/ColorPicker.js'],
  ])('leaves out %s, which no first screen runs', (_, module) => {
    expect(firstModules.filter((loaded) => loaded.includes(module))).toEqual([]);
  });

  it("carries no language's texts: antd's come with the catalogue, like the app's own", () => {
    expect(firstModules.filter((module) => /antd\/es\/locale\/(zh_CN|es_ES|ja_JP)\.js$/.test(module))).toEqual([]);
  });

  it('loads the error and "not built" pages (antd Result and its illustrations) on demand', () => {
    // A feature's page table (`*.pages.ts`, only loader functions) is in it by design; its pages are not.
    expect(firstModules.filter((module) => module.startsWith('src/pages/') && !module.endsWith('.pages.ts'))).toEqual([]);
    expect(manifest['src/pages/errors/ErrorPage.tsx']?.isDynamicEntry).toBe(true);
  });
});

describe('the built app: the 360° viewer (photo-sphere-viewer, three.js) loads only where a panorama is shown', () => {
  const VIEWER = 'src/plans/viewer/PanoramaViewer.tsx';
  const isViewer = (module: string) => module === VIEWER || module.includes('node_modules/three/') || module.includes('@photo-sphere-viewer/');

  it('keeps the viewer out of the first download, the shell, the generic page and the plans list', () => {
    const entry = BACK_OFFICE;
    for (const key of [entry, 'src/layout/AppLayout.tsx', 'src/engine/ResourcePage.tsx', 'src/plans/plans.ui.tsx', 'src/plans/halls.ui.tsx'])
      expect(modulesLoadedWith(key).filter(isViewer), key).toEqual([]);
  });

  it('builds it as its own lazy chunk, which the plan screens import on demand', () => {
    expect(manifest[VIEWER]?.isDynamicEntry).toBe(true);
    expect(modulesLoadedWith(VIEWER).some((module) => module.includes('@photo-sphere-viewer/core'))).toBe(true);
    const lazyFrom = Object.keys(manifest).filter((key) => manifest[key].dynamicImports?.includes(VIEWER));
    expect(lazyFrom.length).toBeGreaterThan(0);
    for (const key of lazyFrom) expect(modulesLoadedWith(key)).toContain('src/plans/viewer/LazyPanoramaViewer.tsx');
  });
});
