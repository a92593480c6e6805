import type { Plugin } from 'esbuild';

export const SERVER_BUILD_DIR: string;
export function isServerBuildStale(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuild(log?: (line: string) => void): Promise<boolean>;
/** The esbuild plug-in that replaces run-time plug-in discovery by static imports. */
export function staticServerPlugins(): Plugin;
