import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// parse5 is jsdom's HTML parser (installed with it): its tokenizer reports HTML5 parse errors.
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';

// A string, not `new URL(...)`: under jsdom (the browser project, for its DOMParser) the global URL is not Node's, which fileURLToPath refuses.
const HELP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/help');
// The top bar's tutorial menu links here (src/layout/TopBarActions.tsx).
const PAGES = ['quick-start.html', 'content.html', 'faq.html'];
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'poster', 'data', 'formaction', 'cite'];

const read = (page: string) => readFileSync(path.join(HELP_DIR, page), 'utf8');
const load = (page: string) => new DOMParser().parseFromString(read(page), 'text/html');

/** Open tags without their close (or closes without an open): we close every non-void element explicitly. */
function unbalancedTags(html: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  for (const [, closing, rawName] of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*>/g)) {
    const name = rawName.toLowerCase();
    if (VOID.has(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.at(-1) === name) stack.pop();
    else problems.push(`</${name}> while <${stack.at(-1) ?? 'nothing'}> is open`);
  }
  return [...problems, ...stack.map((name) => `<${name}> never closed`)];
}

describe.each(PAGES)('help page %s', (page) => {
  it('exists', () => {
    expect(existsSync(path.join(HELP_DIR, page))).toBe(true);
  });

  it('is well-formed HTML5 with a charset, a viewport and a title', () => {
    const html = read(page);
    expect(html.trimStart().toLowerCase().startsWith('<!doctype html>')).toBe(true);
    const errors: string[] = [];
    parse(html, { onParseError: (error) => errors.push(`${error.code} at line ${error.startLine}`) });
    expect(errors).toEqual([]);
    expect(unbalancedTags(html)).toEqual([]);
    const doc = load(page);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('head > meta[charset]')?.getAttribute('charset')?.toLowerCase()).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect(doc.title.trim()).not.toBe('');
  });

  it('has an English section first, then a Chinese one', () => {
    const doc = load(page);
    const english = doc.querySelector('section[lang="en"]');
    const chinese = doc.querySelector('section[lang="zh"]');
    expect(english?.querySelector('h2')?.textContent).toMatch(/[A-Za-z]/);
    expect(chinese?.querySelector('h2')?.textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(english!.compareDocumentPosition(chinese!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each section leads back to the app on its own.
    expect(english!.querySelector('a[href="/"]')).not.toBeNull();
    expect(chinese!.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('runs no script (the CSP forbids inline scripts)', () => {
    const html = read(page);
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('loads nothing from elsewhere: no external URLs; one shared stylesheet of its own', () => {
    const doc = load(page);
    const urls = URL_ATTRIBUTES.flatMap((name) => [...doc.querySelectorAll(`[${name}]`)].map((element) => element.getAttribute(name) ?? ''));
    expect(urls.filter((url) => /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url))).toEqual([]);
    expect([...doc.querySelectorAll('link[rel~="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(['/help/help.css']);
    expect(doc.querySelectorAll('iframe, object, embed').length).toBe(0);
    expect(read(page)).not.toMatch(/https?:\/\//i);
  });

  it('links only to help pages that exist', () => {
    const doc = load(page);
    const helpLinks = [...doc.querySelectorAll('a[href$=".html"]')].map((a) => a.getAttribute('href') ?? '');
    expect(helpLinks.length).toBeGreaterThan(0);
    for (const href of helpLinks) expect(PAGES, href).toContain(href.replace(/^\/help\//, ''));
  });

  it('shares a stylesheet with the theme colour #1182FB and no imports', () => {
    const css = read('help.css');
    expect(css).toMatch(/#1182FB/i);
    expect(css).not.toMatch(/@import|url\(/i);
  });
});
