import { describe, expect, it } from 'vitest';
import type { Language } from '../../../resources/messages/languages.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { en } from '../../../src/i18n/locales/en.ts';
import { es } from '../../../src/i18n/locales/es.ts';
import { ja } from '../../../src/i18n/locales/ja.ts';
import { zh } from '../../../src/i18n/locales/zh.ts';

const COMMODITIES = 'routes./content/commodityManagement';

describe('createI18n', () => {
  it.each([
    ['en', 'Goods'],
    ['zh', '商品管理'],
    ['zhEdu', '商品管理'],
    ['es', 'Productos'],
    ['ja', '商品管理'],
  ] as [Language, string][])('titles the goods route in %s as %s', async (language, title) => {
    const i18n = await createI18n(language);
    expect(i18n.t(COMMODITIES)).toBe(title);
  });

  it.each([
    ['en', en],
    ['zh', zh],
    ['es', es],
    ['ja', ja],
  ] as [Language, typeof en][])('gives every %s route its own title, never the key', async (language, catalogue) => {
    const i18n = await createI18n(language);
    for (const [path, title] of Object.entries(catalogue.routes)) expect(i18n.t(`routes.${path}`)).toBe(title);
  });

  it('reads zhEdu from the Chinese catalogue, in school wording', async () => {
    const i18n = await createI18n('zhEdu');
    expect(i18n.languages).toEqual(['zhEdu']);
    expect(i18n.t('tags.closeOthers')).toBe(zh.tags.closeOthers);
    expect(i18n.t('toast.networkRetry')).toBe('网络异常，请刷新重试');
    // zhEdu is school Chinese: stores read as classes (spec §1).
    expect(i18n.t('routes./content/storeManagement')).toBe('班级管理');
  });

  it.each(['es', 'ja'] as Language[])('needs no English beside %s: its catalogue is whole', async (language) => {
    const i18n = await createI18n(language);
    expect(i18n.languages).toEqual([language]);
  });

  it.each([
    ['es', 'hace 5 min', 'Su sesión ha caducado, inicie sesión de nuevo.', 'Asesor', 'Rol actual: Asesor'],
    ['ja', '5 分前', 'ログイン情報の有効期限が切れました。もう一度ログインしてください。', '店長', '現在のロール：店長'],
  ] as [Language, string, string, string, string][])(
    'fills placeholders and serves server messages in %s',
    async (language, minutes, expired, roleName, roleLine) => {
      const i18n = await createI18n(language);
      expect(i18n.t('time.minutesAgo', { count: 5 })).toBe(minutes);
      expect(i18n.t('errors.unauthenticated')).toBe(expired);
      expect(i18n.t('layout.currentRole', { role: roleName })).toBe(roleLine);
    },
  );
});
