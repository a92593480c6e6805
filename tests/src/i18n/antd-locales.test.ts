import { describe, expect, it } from 'vitest';
import { antdLocale } from '../../../src/i18n/antd-locales.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';

describe("antd's own texts load with the language's catalogue", () => {
  it('holds the starting language only, school Chinese reading the Chinese texts', async () => {
    await createI18n('zhEdu');
    expect(antdLocale('zhEdu')?.locale).toBe('zh-cn');
    expect(antdLocale('zh')?.Pagination?.items_per_page).toBe('条/页');
    expect(antdLocale('ja')).toBeUndefined();
  });

  it('has the new language in before a switch shows it', async () => {
    const i18n = await createI18n('en');
    const seenOnSwitch: unknown[] = [];
    i18n.on('languageChanged', (language) => seenOnSwitch.push(antdLocale(language)?.locale));
    await i18n.changeLanguage('ja');
    expect(seenOnSwitch).toEqual(['ja']);
  });
});
