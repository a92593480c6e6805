import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { materialsRoutes } from './materials.routes.ts';

/** The material centre and the pan-material library: folders, items, speech, moves. */
export const materialsServer: ModulePlugin = {
  module: 'materials',
  routes: (app, deps) => {
    materialsRoutes(app, deps);
  },
};
