import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../resources/index.ts';
import { translate } from '../../../resources/messages/index.ts';
import { BUILT_IN_ROLES } from '../../../resources/roles/built-in-roles.ts';
import { loadCatalogue } from '../../../src/i18n/catalogues.ts';

/**
 * Issue 35 "one language": each language's whole interface catalogue (pages, server messages,
 * every entity's texts) and the option labels the server writes for people (exports, choices) are
 * that language's, not English left in place. The tour reads English and Chinese pages; this
 * reads every key of Spanish, Japanese and Chinese, pages the tour does not reach included.
 */
const LANGUAGES = ['zh', 'es', 'ja'] as const;
const [en, ...translated] = await Promise.all((['en', ...LANGUAGES] as const).map(loadCatalogue));
const catalogues = Object.fromEntries(LANGUAGES.map((language, index) => [language, translated[index]]));

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const english = new Map(leaves(en));

/**
 * Words that are the same in every language: brands, platforms, formats, units and codes. Matched
 * as whole words in a text of another script, and as the whole value where a value may equal English.
 */
const ALLOWED_WORDS = new Set(
  [
    'Atrium',
    'Taobao',
    'Tmall',
    'Youzan',
    'Weimob',
    'WeChat',
    'Alipay',
    'Douyin',
    'Windows',
    'Android',
    'iOS',
    'macOS',
    'Excel',
    'Word',
    'PPT',
    'PDF',
    'CSV',
    'XLSX',
    'JSON',
    'HTML',
    'URL',
    'API',
    'ID',
    'IDs',
    'IANA',
    'UTC',
    'GMT',
    'PC',
    'H5',
    'QR',
    'SKU',
    'SKUs',
    'VR',
    'AR',
    'HDR',
    'App',
    'app',
    'OK',
    'No',
    'Manual',
    'Audio',
    'material',
    'token',
    'min',
    'h',
    'sale_id',
    'https',
    'http',
    'www',
    'Asia/Shanghai',
    // Spanish words spelt as the English ones.
    'Roles',
  ].map((word) => word.toLowerCase()),
);

/** A code or acronym (YYYY, HH, SKU, 4K) or no word at all (https://…): the same in every language. */
const isCode = (word: string) => !/\p{Ll}/u.test(word) || !/\p{L}/u.test(word);

/** Values that may equal English as a whole (the language picker names each language in itself, numbers and symbols). */
const SAME_AS_ENGLISH = (path: string, value: string) =>
  path.startsWith('languages.') ||
  !/\p{L}{2,}/u.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '')) ||
  value
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}_/]+/u)
    .filter(Boolean)
    .every((word) => ALLOWED_WORDS.has(word.toLowerCase()) || isCode(word));

/** Runs of two or more Latin-letter words, English words left in a Chinese or Japanese text. */
const LATIN_RUN = /[A-Za-z][A-Za-z'’-]*(?:[ ][A-Za-z][A-Za-z'’-]*)+/g;
/** English words that no Spanish text has: a sign of an English sentence left in a Spanish text. */
const ENGLISH_ONLY = /\b(?:the|and|with|your|please|this|that|which|should|cannot|has|have|been|will|from|only|it's|isn't)\b/i;

function englishLeft(language: string, value: string): string | undefined {
  // Placeholders, links and quoted names (an API's parameter, «from») are not words of the text.
  const text = value
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/«[^»]*»|"[^"]*"|`[^`]*`|「[^」]*」/g, ' ');
  if (language === 'es') return ENGLISH_ONLY.exec(text)?.[0];
  return [...text.matchAll(LATIN_RUN)]
    .map((match) => match[0])
    .find((run) => run.split(' ').some((word) => !ALLOWED_WORDS.has(word.toLowerCase()) && !isCode(word)));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const own = new Map(leaves(catalogues[language]));

  it('has every key of English, and none of its own', () => {
    expect({ missing: [...english.keys()].filter((path) => !own.has(path)), extra: [...own.keys()].filter((path) => !english.has(path)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('has the placeholders of English, as a set', () => {
    const differing = [...own].filter(([path, value]) => english.has(path) && placeholders(value).join() !== placeholders(english.get(path)!).join());
    expect(differing.map(([path]) => path)).toEqual([]);
  });

  it('leaves no value as English wrote it, brands, codes and units aside', () => {
    const copied = [...own].filter(([path, value]) => value === english.get(path) && !SAME_AS_ENGLISH(path, value));
    expect(copied.map(([path, value]) => `${path}: ${value}`)).toEqual([]);
  });

  it('leaves no English sentence inside a translation', () => {
    const left = [...own].flatMap(([path, value]) => {
      const found = englishLeft(language, value);
      return found ? [`${path}: "${found}" in ${value}`] : [];
    });
    expect(left).toEqual([]);
  });
});

/** Every option label a declaration gives (statuses, kinds, channels): the server writes them in exports and the lists show them. */
const optionLabels = [
  ...new Set(
    ENTITIES.flatMap((entity) =>
      entity.resources.flatMap((resource) => resource.fieldList.flatMap((field) => (field.options ?? []).map((option) => option.label))),
    ),
  ),
  ...BUILT_IN_ROLES.map((role) => `organisation.builtInRoles.${role.key}`),
];

describe.each(LANGUAGES)('the labels the server sends, in %s', (language) => {
  it('has every option label of every declaration and built-in role, translated', () => {
    expect(optionLabels.length).toBeGreaterThan(50);
    const problems = optionLabels.flatMap((key) => {
      const text = translate(language, key);
      const inEnglish = translate('en', key);
      if (text === key) return [`${key}: missing`];
      if (text === inEnglish && !SAME_AS_ENGLISH(key, text)) return [`${key}: English "${text}"`];
      const left = englishLeft(language, text);
      return left ? [`${key}: "${left}" in ${text}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
