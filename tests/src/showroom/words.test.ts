import { describe, expect, it } from 'vitest';
import { SHOWROOM_LANGUAGES, showroomMessages } from '../../../resources/apps/messages/showroom.ts';
import { fill, money, pickLanguage } from '../../../src/showroom/words.ts';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("the showroom's own words", () => {
  const english = new Map(leaves(showroomMessages.en));

  it.each(SHOWROOM_LANGUAGES.filter((language) => language !== 'en'))('%s has every English key, each translated, with the same placeholders', (language) => {
    const own = new Map(leaves(showroomMessages[language]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of own) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${language} ${key} is English`).not.toBe(english.get(key));
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it("speaks the app's language, else the browser's first it knows, else English", () => {
    expect(pickLanguage('ja', ['zh-CN'])).toBe('ja');
    expect(pickLanguage(undefined, ['fr-FR', 'es-MX', 'zh'])).toBe('es');
    expect(pickLanguage(undefined, ['fr'])).toBe('en');
  });

  it('fills placeholders and writes prices as the back office does', () => {
    expect(fill('Your code is {{code}} ({{missing}})', { code: 'AB12' })).toBe('Your code is AB12 ({{missing}})');
    expect(money(1299.5, 'en')).toBe('¥1,299.50');
    expect(money(0, 'zh')).toBe('¥0.00');
    expect(money(200, 'en', true)).toBe('¥200');
    expect(money(12.5, 'en', true)).toBe('¥12.50');
  });
});
