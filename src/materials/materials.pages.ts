import type { PageLoaders } from '../routes/page-loaders.ts';

/** The two material libraries share one page, told apart by area (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/content/materialCenter': () => import('./MaterialLibrary.tsx').then((m) => m.libraryPage('center')),
  '/content/panMaterial': () => import('./MaterialLibrary.tsx').then((m) => m.libraryPage('pan')),
} satisfies PageLoaders;
