import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../providers/i18n-provider.ts';

describe('initialLanguage (spec §1: cookie, then browser, default en)', () => {
  it.each<[string, string, string[], string]>([
    ['the cookie wins over the browser', 'atrium_lang=ja', ['es-ES', 'en'], 'ja'],
    ['the cookie among others', 'sidebarStatus=1; atrium_lang=es; other=x', ['en'], 'es'],
    ['school Chinese from the cookie', 'atrium_lang=zhEdu', ['en'], 'zhEdu'],
    ['an unknown cookie value falls to the browser', 'atrium_lang=fr', ['zh-CN'], 'zh'],
    ['an empty cookie value falls to the browser', 'atrium_lang=', ['ja-JP'], 'ja'],
    ['a cookie whose name only ends like ours is not ours', 'xatrium_lang=ja', ['es'], 'es'],
    ['the first supported browser language', '', ['fr-FR', 'de', 'es-MX', 'ja'], 'es'],
    ['browser tags in any case and with scripts', '', ['ZH-Hans-CN'], 'zh'],
    ['no supported browser language', '', ['fr', 'de-AT'], 'en'],
    ['no cookie and no browser languages', '', [], 'en'],
  ])('%s', (_, cookie, browser, expected) => {
    expect(initialLanguage(cookie, browser)).toBe(expected);
  });
});
