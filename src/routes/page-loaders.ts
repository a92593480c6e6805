import { type ComponentType, createElement } from 'react';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { flattenRoutes, ROUTE_TABLE } from '../../resources/routes/route-table.ts';
import { loadResourceUi } from '../resource-ui.ts';

/** Screens by route path, each loaded on first visit: what a `src/<feature>/<feature>.pages.ts` exports as `pages`. */
export type PageLoaders = Record<string, () => Promise<ComponentType>>;

/**
 * The generic page of a declared resource, loaded with the engine's code on first visit, together
 * with the resource's own extension (its widgets and dialogs), so the page never shows without them.
 */
function resourcePage(resource: ResourceDefinition): () => Promise<ComponentType> {
  return () =>
    Promise.all([import('../engine/ResourcePage.tsx'), loadResourceUi(resource.name)]).then(([{ ResourcePage }, ui]) => {
      const Page = () => createElement(ResourcePage, { resource, ui });
      Page.displayName = `ResourcePage(${resource.name})`;
      return Page;
    });
}

/** The routes that render a page: the table's leaves (a route with children only groups them in the menu). */
function pageRoutes(): Set<string> {
  return new Set(
    flattenRoutes(ROUTE_TABLE)
      .filter((route) => !route.children)
      .map((route) => route.path),
  );
}

/**
 * One table of the features' page files (file name → its `pages`). Outside a production build it
 * refuses, at load so that any test importing the routes fails: a route claimed by two files, since
 * one would silently win, and a route that is not a page of the route table, since no menu, grant
 * or URL would ever reach it. A production build skips the checks, which keeps them out of the first
 * download: the tests and `npm run dev` run them on the same files, and a throw in a user's browser
 * would blank the whole app, not one page.
 */
export function gatherPageLoaders(files: Record<string, PageLoaders | undefined>, routes?: ReadonlySet<string>): PageLoaders {
  if (!import.meta.env.PROD) refuseClashes(files, routes ?? pageRoutes());
  return Object.assign({}, ...Object.values(files));
}

function refuseClashes(files: Record<string, PageLoaders | undefined>, routes: ReadonlySet<string>): void {
  const claimedBy = new Map<string, string>();
  for (const [key, pages] of Object.entries(files)) {
    // The glob names files from this folder; the messages name them from the project's root.
    const file = key.replace(/^\.\.\//, 'src/');
    if (!pages) throw new Error(`${file} exports no \`pages\`: export const pages = { '<route>': () => import(...) }.`);
    for (const route of Object.keys(pages)) {
      const other = claimedBy.get(route);
      if (other) throw new Error(`${other} and ${file} both claim the page of ${route}: one route, one page; keep one of them.`);
      if (!routes.has(route)) {
        throw new Error(`${file} names ${route}, which is not a page of the route table: add it to resources/routes/route-table.ts or fix the path.`);
      }
      claimedBy.set(route, file);
    }
  }
}

/**
 * The features' page files. Eager, and only their `pages` object: each file holds nothing but
 * `import()` calls, so the first download gains a few loader functions, never a page's code, and
 * `PAGE_LOADERS` stays a plain synchronous table for the router.
 */
const PAGE_FILES = import.meta.glob<PageLoaders>('../**/*.pages.ts', { eager: true, import: 'pages' });

/** Screens built so far, by route path, each loaded on first visit; every other route shows "not built yet". */
export const PAGE_LOADERS: PageLoaders = {
  // Every declared resource's route shows the engine's generic page (resources/index.ts)…
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.route, resourcePage(resource)])),
  // …unless a feature's own page replaces it where the generic one cannot serve (STYLE.md).
  ...gatherPageLoaders(PAGE_FILES),
};

/** The leaf routes of the table that still render the "not built yet" page. */
export function routesNotBuilt(): string[] {
  return [...pageRoutes()].filter((path) => !PAGE_LOADERS[path]);
}
