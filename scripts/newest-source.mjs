// Plain JavaScript, so that `npm start` (scripts/build-server.mjs) needs no TypeScript loader to use it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time among `sources` (paths from `root`), directories included: a
 * directory changes when a file is added to it or removed. A build older than this is stale.
 */
export function newestSource(root, sources) {
  let newest = 0;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}
