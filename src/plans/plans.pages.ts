import type { PageLoaders } from '../routes/page-loaders.ts';

/**
 * The hidden plan pages, reached from the plan lists with a record's id: the scene editor and the
 * publish page (gathered by src/routes/page-loaders.ts). The lists themselves are generic resource pages.
 */
export const pages = {
  '/content/panoEditor/:id': () => import('./editor/PanoEditorPage.tsx').then((m) => m.PanoEditorPage),
  '/content/publish/:id': () => import('./publish/PublishRoute.tsx').then((m) => m.PublishRoute),
} satisfies PageLoaders;
