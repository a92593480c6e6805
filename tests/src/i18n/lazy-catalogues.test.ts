import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../providers/i18n-provider.ts';
import { commoditiesTexts } from '../../../resources/commodities/commodities.texts.ts';
import { LANGUAGES } from '../../../resources/messages/languages.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';

const COMMODITIES_ROUTE = 'routes./content/commodityManagement';

/** The languages whose catalogue the instance holds: what has been fetched so far. */
const held = (i18n: Awaited<ReturnType<typeof createI18n>>) => LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'translation'));

describe('language catalogues load when needed', () => {
  it('starts with the chosen language only, entity texts included', async () => {
    const i18n = await createI18n('zh');
    expect(held(i18n)).toEqual(['zh']);
    expect(i18n.t(COMMODITIES_ROUTE)).toBe('商品管理');
    expect(i18n.t('resources.commodities.title')).toBe(commoditiesTexts.zh.title);
  });

  it('loads a language when the user switches to it, before the switch shows', async () => {
    const i18n = await createI18n('zh');
    // What a component re-rendering on the switch would read at that very moment.
    const seenOnSwitch: string[] = [];
    i18n.on('languageChanged', () => seenOnSwitch.push(i18n.t(COMMODITIES_ROUTE), i18n.t('resources.commodities.title')));

    await createI18nProvider(i18n).changeLocale('es');

    expect(seenOnSwitch).toEqual(['Productos', commoditiesTexts.es.title]);
    expect(held(i18n)).toEqual(['zh', 'es']);
    document.cookie = 'atrium_lang=; path=/; max-age=0';
  });

  it('switches to school Chinese with the Chinese catalogue in school wording', async () => {
    const i18n = await createI18n('en');
    await i18n.changeLanguage('zhEdu');
    expect(held(i18n)).toEqual(['en', 'zhEdu']);
    expect(i18n.t('routes./content/storeManagement')).toBe('班级管理');
  });
});
