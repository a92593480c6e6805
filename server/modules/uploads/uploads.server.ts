import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** Uploads: the signed upload and what it stores (the files themselves are served by the core). */
export const uploadsServer: ModulePlugin = {
  module: 'uploads',
  routes: (app, deps) => {
    uploadsRoutes(app, deps);
  },
};
