import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the plugin writes, beside Vite's own manifest in the build directory. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes which source modules each emitted chunk holds (chunk file → root-relative module paths).
 * Vite's manifest names chunks and their imports but not their contents, and the e2e build has no
 * source maps: this is what lets a test say which code a chunk carries.
 */
export function chunkModulesPlugin(root = process.cwd()): Plugin {
  return {
    name: 'atrium-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(root, id).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules, null, 1) });
    },
  };
}
