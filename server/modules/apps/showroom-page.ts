import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SHOWROOM_CONFIG_ELEMENT_ID, type ShowroomPageConfig } from '../../../resources/apps/showroom.schema.ts';

/** The built showroom page (the second Vite entry, vite.config.ts), beside the back office's index.html. */
export const SHOWROOM_HTML = 'showroom.html';

/**
 * The configuration as a JSON data block (never run as script, so the CSP needs no inline script).
 * `<` is escaped so no text in it can close the element; JSON reads `\u003c` back as `<`.
 */
export function configElement(config: ShowroomPageConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SHOWROOM_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** What is served when the browser app was not built (tests, a fresh clone): a valid page that carries the same configuration and says what to do. */
function unbuiltPage(config: ShowroomPageConfig): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Showroom</title>',
    `${configElement(config)}</head>`,
    "<body><p>The showroom's page is not built: run <code>npm run build</code>.</p></body>",
    '</html>',
  ].join('\n');
}

/**
 * The showroom's HTML with its configuration put in before `</head>`. The built file is read again
 * only when it changed (a rebuild while the server runs names new hashed assets), so a request
 * costs a stat, not a read.
 */
export function showroomPages(distDir: string) {
  const file = path.join(distDir, SHOWROOM_HTML);
  let cached: { mtimeMs: number; head: string; tail: string } | null = null;

  async function template(): Promise<{ head: string; tail: string } | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      const at = html.search(/<\/head>/i);
      cached = at < 0 ? { mtimeMs: info.mtimeMs, head: html, tail: '' } : { mtimeMs: info.mtimeMs, head: html.slice(0, at), tail: html.slice(at) };
    }
    return cached;
  }

  return {
    async render(config: ShowroomPageConfig): Promise<string> {
      const built = await template();
      return built ? `${built.head}${configElement(config)}${built.tail}` : unbuiltPage(config);
    },
  };
}
