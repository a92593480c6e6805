import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureAppBuild } from '../tests/helpers/app-build.ts';
import { ROOT_DIR } from './config.ts';
import type { Figure } from './report.ts';

export interface BundleFigures {
  distDir: string;
  /** kB (1000 bytes) gzip: the entry script and its modulepreloads; the initial stylesheets. */
  initialJsKb: number;
  initialCssKb: number;
  initialFiles: number;
  largestLazy: { file: string; kb: number };
  /** The next largest lazy chunks, to see what is heavy. */
  topLazy: { file: string; kb: number }[];
  lazyChunks: number;
  /** The 360° viewer's chunk (photo-sphere-viewer with three.js), kB gzip, and how much of it the first download holds. */
  viewer: { kb: number; initialKb: number };
}

/** The viewer's chunk, named after its module (src/plans/viewer/PanoramaViewer.tsx). */
const VIEWER_CHUNK = /^PanoramaViewer-[\w-]+\.js$/;

/**
 * The browser build to measure and to serve: the build of the current sources in build/app, made
 * now unless `npm test` (its e2e project) already made it from these very sources, so the figure
 * never reads a stale build and CI builds the app once.
 */
export async function buildApp(log: (line: string) => void): Promise<string> {
  return ensureAppBuild(log);
}

const kb = (file: string) => gzipSync(readFileSync(file)).byteLength / 1000;

/** Gzip sizes of what index.html loads first (entry script, modulepreloads, stylesheets) and of the lazy chunks. */
export function measureBundle(distDir: string): BundleFigures {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of tags) {
    const local = (url: string | undefined) => (url?.startsWith('/') ? path.join(distDir, url.split('?')[0]) : undefined);
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') {
      const file = local(attr(tag, 'src'));
      if (file) scripts.add(file);
    }
    if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const file = local(attr(tag, 'href'));
      if (file && rel === 'modulepreload') scripts.add(file);
      if (file && rel === 'stylesheet') styles.add(file);
    }
  }
  const assets = path.join(distDir, 'assets');
  const lazy = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assets, name))
    .filter((file) => !scripts.has(file))
    .map((file) => ({ file: path.relative(distDir, file), kb: kb(file) }))
    .sort((a, b) => b.kb - a.kb);
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + kb(file), 0);
  const isViewer = (file: string) => VIEWER_CHUNK.test(path.basename(file));
  return {
    distDir: path.relative(ROOT_DIR, distDir),
    initialJsKb: sum(scripts),
    initialCssKb: sum(styles),
    initialFiles: scripts.size,
    largestLazy: lazy[0] ?? { file: '(none)', kb: 0 },
    topLazy: lazy.slice(1, 4),
    lazyChunks: lazy.length,
    viewer: {
      kb: lazy.filter((chunk) => isViewer(chunk.file)).reduce((total, chunk) => total + chunk.kb, 0),
      initialKb: sum(new Set([...scripts].filter(isViewer))),
    },
  };
}

/** Figure 6: what the browser downloads before the first screen, and the heaviest route beyond it. */
export function bundleFigures(bundle: BundleFigures): Figure[] {
  return [
    {
      id: '6a',
      name: 'initial JavaScript, gzip',
      value: bundle.initialJsKb,
      unit: 'kB',
      goal: { op: '<=', value: 400 },
      detail: `entry + ${bundle.initialFiles - 1} modulepreloads; CSS ${bundle.initialCssKb.toFixed(1)} kB; ${bundle.lazyChunks} lazy chunks`,
    },
    {
      id: '6b',
      name: 'largest lazy (route) chunk, gzip',
      value: bundle.largestLazy.kb,
      unit: 'kB',
      detail: `${path.basename(bundle.largestLazy.file)}; next ${bundle.topLazy.map((c) => `${path.basename(c.file)} ${c.kb.toFixed(1)}`).join(', ')}`,
    },
    {
      id: '6c',
      name: '360° viewer code in the first download, gzip',
      value: bundle.viewer.initialKb,
      unit: 'kB',
      goal: { op: '<=', value: 0 },
      detail: `the viewer chunk (${bundle.viewer.kb.toFixed(1)} kB) loads with the plan screens only (tests/e2e/resource-chunks.test.ts proves which)`,
    },
  ];
}
