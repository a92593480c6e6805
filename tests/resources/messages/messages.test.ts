import { describe, expect, it } from 'vitest';
import { en } from '../../../resources/messages/en.ts';
import { es } from '../../../resources/messages/es.ts';
import { DEFAULT_LANGUAGE, hasMessage, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, translate } from '../../../resources/messages/index.ts';
import { ja } from '../../../resources/messages/ja.ts';
import { zh } from '../../../resources/messages/zh.ts';

/** Every dotted key of a catalogue, each with the type of its value. */
function shape(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [`${prefix}:${typeof node}`];
  return Object.entries(node).flatMap(([key, value]) => shape(value, prefix ? `${prefix}.${key}` : key));
}

/** The `{{name}}` placeholders of a message. */
const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const CATALOGUES = [
  ['zh', zh],
  ['es', es],
  ['ja', ja],
] as const;

describe('catalogues', () => {
  const english = shape(en).sort();

  it('English has messages at all', () => {
    expect(english.length).toBeGreaterThan(30);
    expect(english.every((entry) => entry.endsWith(':string'))).toBe(true);
  });

  it.each(CATALOGUES)('%s has exactly the keys of en, all strings', (_, catalogue) => {
    expect(shape(catalogue).sort()).toEqual(english);
  });

  it.each(CATALOGUES)('%s keeps the placeholders of every en message', (_, catalogue) => {
    for (const entry of english) {
      const key = entry.split(':')[0];
      expect(placeholders(lookup(catalogue, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it.each(CATALOGUES)('%s has no empty message', (_, catalogue) => {
    for (const entry of shape(catalogue)) expect(lookup(catalogue, entry.split(':')[0]).trim(), entry).not.toBe('');
  });

  it.each([
    ['zh', 'errors.internal'],
    ['es', 'errors.internal'],
    ['ja', 'errors.internal'],
    ['zh', 'validation.unknownField'],
  ] as const)('%s actually translates %s (not a copy of English)', (language, key) => {
    expect(translate(language, key)).not.toBe(translate('en', key));
  });
});

function lookup(catalogue: unknown, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
}

describe('translate', () => {
  it.each([
    ['en', 'errors.forbidden', {}, "Sorry, you don't have this permission."],
    ['zh', 'errors.forbidden', {}, '抱歉，您没有此权限。'],
    ['zhEdu', 'errors.forbidden', {}, '抱歉，您没有此权限。'],
    ['es', 'errors.forbidden', {}, 'Lo sentimos, no tiene este permiso.'],
    ['ja', 'errors.forbidden', {}, '申し訳ありません。この権限がありません。'],
    ['en', 'errors.tooManyAttempts', { minutes: 15 }, 'Too many failed attempts. Try again in 15 minutes.'],
    ['zh', 'errors.tooManyAttempts', { minutes: 15 }, '失败次数过多，请 15 分钟后再试。'],
    ['en', 'validation.tooShort', { minimum: 6 }, 'At least 6 characters.'],
    ['en', 'errors.windowTooLarge', { max: 10000 }, 'from + size must not exceed 10000.'],
    ['en', 'validation.tooShort', {}, 'At least  characters.'],
    ['en', 'validation.tooShort', { minimum: 0 }, 'At least 0 characters.'],
    ['en', 'ok', {}, 'ok'],
  ] as const)('%s %s %o → %s', (language, key, params, expected) => {
    expect(translate(language, key, params)).toBe(expected);
  });

  it('answers the key itself for an unknown key', () => {
    expect(translate('zh', 'errors.noSuchMessage')).toBe('errors.noSuchMessage');
  });

  it('answers the key for a key naming a group, not a message', () => {
    expect(translate('en', 'errors')).toBe('errors');
    expect(translate('en', 'errors.forbidden.deeper')).toBe('errors.forbidden.deeper');
  });

  it('does not read inherited properties as messages', () => {
    expect(translate('en', 'toString')).toBe('toString');
    expect(translate('en', 'errors.constructor')).toBe('errors.constructor');
  });

  it('does not expand placeholders found in parameter values', () => {
    expect(translate('en', 'errors.badRequest', { detail: '{{detail}}' })).toBe('The request could not be read: {{detail}}');
  });

  it('hasMessage tells keys from other strings', () => {
    expect(hasMessage('validation.required')).toBe(true);
    expect(hasMessage('validation')).toBe(false);
    expect(hasMessage('Required.')).toBe(false);
  });
});

describe('pickLanguage', () => {
  it('knows the five languages, English by default, under the atrium_lang cookie', () => {
    expect(LANGUAGES).toEqual(['en', 'zh', 'zhEdu', 'es', 'ja']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_COOKIE).toBe('atrium_lang');
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  it.each([
    [undefined, undefined, 'en'],
    ['zh', undefined, 'zh'],
    ['zhEdu', undefined, 'zhEdu'],
    ['ja', 'es', 'ja'],
    ['fr', 'es', 'es'],
    ['', 'ja', 'ja'],
    ['ZH', undefined, 'en'],
    [undefined, 'es-ES,es;q=0.9', 'es'],
    [undefined, 'ja', 'ja'],
    [undefined, 'zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    [undefined, 'ZH-tw', 'zh'],
    [undefined, 'en;q=0.1, ja;q=0.9', 'ja'],
    [undefined, 'es;q=0.5,ja;q=0.5', 'es'],
    [undefined, 'ja;q=0, es;q=0.1', 'es'],
    [undefined, 'fr-FR,fr;q=0.9', 'en'],
    [undefined, 'fr, de;q=0.8, ja;q=0.2', 'ja'],
    [undefined, '*', 'en'],
    [undefined, '', 'en'],
    [undefined, ' ja ; q=0.7 ', 'ja'],
    [undefined, 'ja;q=abc', 'en'],
    [undefined, 'zhEdu', 'en'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, header, language) => {
    expect(pickLanguage(cookie, header)).toBe(language);
  });
});
