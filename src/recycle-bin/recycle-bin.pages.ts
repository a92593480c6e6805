import type { PageLoaders } from '../routes/page-loaders.ts';

/** The recycle bin's page (gathered by src/routes/page-loaders.ts). */
export const pages = {
  '/content/recycleBin': () => import('./RecycleBinPage.tsx').then((m) => m.RecycleBinPage),
} satisfies PageLoaders;
