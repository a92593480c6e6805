import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/i18n/catalogues.ts';

// Whole catalogues as the app loads them: shell texts, server messages and every entity's texts.
const [en, zh, es, ja] = await Promise.all((['en', 'zh', 'es', 'ja'] as const).map(loadCatalogue));

/** Every leaf of a catalogue as [dotted path, value]; non-objects are leaves, whatever their type. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = new Map(leaves(en));
const catalogues = { en, zh, es, ja } as const;
const translations = { zh, es, ja } as const;

/** Values that stay the same in every language: names, platforms, status codes. */
// Marketplace names, platforms and file formats stay as they are; Spanish "No", "Manual", "Audio"
// and "material" are the same words as in English.
const PROPER_NOUNS = new Set([
  'Atrium',
  // Panorama resolutions, and the start of a link as a placeholder.
  '2K',
  '4K',
  '8K',
  'https://…',
  'Windows',
  'Android',
  'H5',
  '401',
  '404',
  'Tmall (0)',
  'Youzan (16)',
  'Weimob (21)',
  'Taobao',
  'Youzan',
  'Weimob',
  'No',
  'PC',
  'PDF',
  'Word',
  'PPT',
  'Manual',
  'Audio',
  'material',
  // Unit symbols: Spanish writes hours and minutes "h" and "min" too.
  '{{hours}} h',
  '{{minutes}} min',
]);
/** The language picker names each language in that language, so these keys must equal English. */
const ENDONYM_PREFIX = 'languages.';

describe.each(Object.entries(catalogues))('the %s catalogue', (language, catalogue) => {
  const entries = leaves(catalogue);

  it('has exactly the key paths of English', () => {
    const paths = new Set(entries.map(([path]) => path));
    const missing = [...english.keys()].filter((path) => !paths.has(path));
    const extra = [...paths].filter((path) => !english.has(path));
    expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
  });

  it('has a non-empty string for every key', () => {
    const bad = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([path]) => path);
    expect(bad).toEqual([]);
  });

  it('keeps the {{placeholders}} of the English text', () => {
    const mismatched = entries
      .filter(([path, value]) => typeof value === 'string' && english.has(path))
      .map(([path, value]) => ({ path, expected: placeholders(String(english.get(path))), actual: placeholders(value as string) }))
      .filter(({ expected, actual }) => expected.join() !== actual.join());
    expect(mismatched).toEqual([]);
  });

  it('names every language by its own name', () => {
    const endonyms = entries.filter(([path]) => path.startsWith(ENDONYM_PREFIX));
    expect(endonyms.length).toBeGreaterThan(0);
    for (const [path, value] of endonyms) expect(value, path).toBe(english.get(path));
  });

  it('shows the same sentence on the error pages as in the server messages (spec §6, §8)', () => {
    expect(catalogue.errorPages[401].description).toBe(catalogue.errors.forbidden);
    expect(catalogue.errorPages[404].description).toBe(catalogue.errors.routeNotFound);
    expect(catalogue.errorPages.expired.description).toBe(catalogue.errors.merchantExpired);
  });
});

describe.each(['es', 'ja'] as const)('the %s catalogue is a translation', (language) => {
  it('leaves no English text except proper nouns and language names', () => {
    const untranslated = leaves(translations[language])
      .filter(([path, value]) => !path.startsWith(ENDONYM_PREFIX) && !PROPER_NOUNS.has(String(value)) && value === english.get(path))
      .map(([path, value]) => `${path}: ${String(value)}`);
    expect(untranslated).toEqual([]);
  });

  it('translates every route title', () => {
    const routes = Object.entries(translations[language].routes);
    expect(routes.map(([path]) => path)).toEqual(Object.keys(en.routes));
    const same = routes.filter(([path, title]) => title === en.routes[path as keyof typeof en.routes] && !PROPER_NOUNS.has(title));
    expect(same).toEqual([]);
  });
});

describe('the fixed phrases of the spec', () => {
  // spec §2 tags view, §8 toasts, §9 relative time: each language must word them its own way.
  const fixed = [
    'tags.refresh',
    'tags.close',
    'tags.closeOthers',
    'tags.closeAll',
    'tags.noName',
    'toast.success',
    'toast.failed',
    'toast.networkRetry',
    'time.justNow',
    'time.minutesAgo',
    'time.hoursAgo',
    'time.oneDayAgo',
    'errors.unauthenticated',
    'errors.merchantExpired',
    'errorPages.401.description',
    'errorPages.404.description',
    'requestFailure.timeout',
    'requestFailure.update',
    'requestFailure.save',
    'requestFailure.check',
    'appDownload.failed',
  ];

  it('keeps the spec wording in English', () => {
    expect(en.toast).toMatchObject({ success: 'operation successful', failed: 'operation failed', networkRetry: 'network abnormal, please refresh and retry' });
    expect(en.tags).toEqual({ refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', noName: 'no-name' });
    expect(en.time).toMatchObject({ justNow: 'just now', oneDayAgo: '1 day ago' });
    expect(en.requestFailure).toEqual({
      timeout: 'Request timeout, retry later.',
      update: 'Update fail, please try again!',
      save: 'There was an error saving, please try again!',
      check: 'Check failed.',
    });
    expect(en.appDownload.failed).toBe('Download failed; download app failed, retry.');
  });

  it.each(['zh', 'es', 'ja'] as const)('has its own %s wording, all different from each other', (language) => {
    const own = new Map(leaves(translations[language]));
    const values = fixed.map((path) => own.get(path));
    for (const [index, path] of fixed.entries()) expect(values[index], path).not.toBe(english.get(path));
    // Distinct buttons must not collapse into one word (e.g. close and close all).
    const buttons = ['tags.refresh', 'tags.close', 'tags.closeOthers', 'tags.closeAll'].map((path) => own.get(path));
    expect(new Set(buttons).size).toBe(buttons.length);
  });

  it.each([
    ['es', 'Productos'],
    ['ja', '商品管理'],
  ] as const)('names the goods route in %s', (language, title) => {
    expect(translations[language].routes['/content/commodityManagement']).toBe(title);
  });
});
