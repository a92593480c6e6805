import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenRoutes, ROUTE_TABLE } from '../../../resources/routes/route-table.ts';
import { gatherPageLoaders, PAGE_LOADERS, type PageLoaders, routesNotBuilt } from '../../../src/routes/page-loaders.ts';

// Found here as the app finds them, so a page file the app would gather cannot escape these checks.
const PAGE_FILES = import.meta.glob<PageLoaders>('../../../src/**/*.pages.ts', { eager: true, import: 'pages' });
const PAGE_SOURCES = import.meta.glob<string>('../../../src/**/*.pages.ts', { eager: true, query: '?raw', import: 'default' });
const FEATURE_PAGES = Object.entries(PAGE_FILES).flatMap(([file, pages]) => Object.keys(pages).map((route) => [route, file] as const));
const LEAVES = new Set(
  flattenRoutes(ROUTE_TABLE)
    .filter((route) => !route.children)
    .map((route) => route.path),
);

const page = () => Promise.resolve(() => null);

describe('the features’ page files', () => {
  it('are found, one per feature folder, named after it', () => {
    expect(FEATURE_PAGES.length).toBeGreaterThan(0);
    for (const file of Object.keys(PAGE_FILES)) {
      expect(path.basename(file), file).toBe(`${path.basename(path.dirname(file))}.pages.ts`);
    }
  });

  // The app gathers them eagerly into its first download: a value import would pull a page's code in with them.
  it.each(Object.entries(PAGE_SOURCES))('%s imports nothing but types', (_file, source) => {
    const imports = source.match(/^import\b.*$/gm) ?? [];
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
  });

  it.each(FEATURE_PAGES)('%s (%s) is a page of the route table, served by the app', (route, file) => {
    expect(LEAVES.has(route), `${file}: ${route}`).toBe(true);
    expect(PAGE_LOADERS[route]).toBe(PAGE_FILES[file][route]);
  });

  it.each(FEATURE_PAGES)('%s loads a component', async (route) => {
    const component = await PAGE_LOADERS[route]();
    expect(typeof component).toBe('function');
  });
});

describe('gatherPageLoaders', () => {
  const routes = new Set(['/a/one', '/a/two', '/b/one']);

  it('merges the files into one table by route', () => {
    const [one, two, other] = [() => page(), () => page(), () => page()];
    const table = gatherPageLoaders({ 'src/a/a.pages.ts': { '/a/one': one, '/a/two': two }, 'src/b/b.pages.ts': { '/b/one': other } }, routes);
    expect(table).toEqual({ '/a/one': one, '/a/two': two, '/b/one': other });
  });

  // Named as the app's glob names them, from src/routes; the message names them from the project's root.
  it('refuses two files claiming one route, naming both', () => {
    const files = { '../a/a.pages.ts': { '/a/one': page }, '../b/b.pages.ts': { '/a/one': page } };
    expect(() => gatherPageLoaders(files, routes)).toThrow('src/a/a.pages.ts and src/b/b.pages.ts both claim the page of /a/one');
  });

  it('refuses a route the table lacks', () => {
    expect(() => gatherPageLoaders({ 'src/a/a.pages.ts': { '/a/three': page } }, routes)).toThrow(
      'src/a/a.pages.ts names /a/three, which is not a page of the route table',
    );
  });

  // A parent route only groups its children in the menu: the router renders no page for it.
  it('checks against the route table’s leaves by default', () => {
    expect(() => gatherPageLoaders({ 'src/a/a.pages.ts': { '/content/recycleBin': page } })).not.toThrow();
    expect(() => gatherPageLoaders({ 'src/a/a.pages.ts': { '/dataCockpit': page } })).toThrow('/dataCockpit, which is not a page of the route table');
  });

  it('refuses a page file without its `pages` export', () => {
    expect(() => gatherPageLoaders({ 'src/a/a.pages.ts': undefined }, routes)).toThrow('src/a/a.pages.ts exports no `pages`');
  });
});

describe('routesNotBuilt', () => {
  it('lists the table’s pages that nothing serves, and only those', () => {
    const notBuilt = routesNotBuilt();
    expect(notBuilt.every((route) => LEAVES.has(route) && !PAGE_LOADERS[route])).toBe(true);
    expect(notBuilt.length).toBe([...LEAVES].filter((route) => !PAGE_LOADERS[route]).length);
    expect(notBuilt).not.toContain('/content/recycleBin');
  });
});
