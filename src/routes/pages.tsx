import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PAGE_LOADERS } from './page-loaders.ts';

/** The built screens as lazy components: route code loads on first visit, never in the first chunk. */
export const BUILT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(() => load().then((component) => ({ default: component })))]),
);
