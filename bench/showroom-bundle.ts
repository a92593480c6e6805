import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 38: the public showroom's first download, before the viewer, is at most this many kB (1000 bytes) gzip. */
export const SHOWROOM_FIRST_DOWNLOAD_GOAL_KB = 150;

/** The built showroom page (vite.config.ts's second input). */
export const SHOWROOM_PAGE = 'showroom.html';

export interface ShowroomBundle {
  /** kB gzip of everything showroom.html loads before it runs: its entry script, modulepreloads and stylesheets. */
  kb: number;
  jsKb: number;
  cssKb: number;
  /** Those files, relative to the build directory. */
  files: string[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(file)).byteLength / 1000;

/**
 * The showroom's first download as a phone fetches it: the files its built page names (the entry
 * script, the chunks it preloads, its stylesheets), each gzipped. The 360° viewer is a lazy chunk,
 * so it is not among them.
 */
export function measureShowroomBundle(distDir: string): ShowroomBundle {
  const html = readFileSync(path.join(distDir, SHOWROOM_PAGE), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = tag.startsWith('<script') ? attr(tag, 'src') : attr(tag, 'href');
    if (!url?.startsWith('/')) continue;
    const file = path.join(distDir, url.split('?')[0]!);
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') scripts.add(file);
    const rel = tag.startsWith('<link') ? attr(tag, 'rel') : undefined;
    if (rel === 'modulepreload') scripts.add(file);
    if (rel === 'stylesheet') styles.add(file);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const jsKb = sum(scripts);
  const cssKb = sum(styles);
  return { kb: jsKb + cssKb, jsKb, cssKb, files: [...scripts, ...styles].map((file) => path.relative(distDir, file)) };
}
