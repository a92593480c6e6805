import type { ServerPlugin } from '../engine/entity-plugin.ts';
import { commoditiesServer } from './commodities/commodities.server.ts';
import { recycleBinServer } from './recycle-bin/recycle-bin.server.ts';
import { tagGroupsServer } from './tags/tag-groups.server.ts';

/**
 * The server side of every entity (and module) with behaviour beyond its declaration: one line
 * each. `buildApp` checks them against the declarations at boot; the engine never imports them.
 */
export const SERVER_PLUGINS: readonly ServerPlugin[] = [
  commoditiesServer,
  ...tagGroupsServer,
  recycleBinServer,
];
