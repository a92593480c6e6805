import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addProbeRoutes } from './probe-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

/** One failing body: a too-short name and an unknown key. */
const invalid = (headers: Record<string, string>, url = '/api/test/nested') =>
  t.app.inject({ method: 'POST', url, headers, payload: { name: 'S', skus: [], attributes: [], colour: 'red' } });

const MESSAGES = {
  en: {
    summary: 'Some fields are not valid: correct them and try again.',
    tooShort: 'At least 2 characters.',
    unknown: 'This field is not accepted.',
  },
  zh: { summary: '部分字段无效，请修改后重试。', tooShort: '至少 2 个字符。', unknown: '不接受此字段。' },
  es: {
    summary: 'Algunos campos no son válidos: corríjalos e inténtelo de nuevo.',
    tooShort: 'Al menos 2 caracteres.',
    unknown: 'Este campo no se acepta.',
  },
  ja: {
    summary: '無効な項目があります。修正してもう一度お試しください。',
    tooShort: '2 文字以上で入力してください。',
    unknown: 'この項目は受け付けられません。',
  },
} as const;

describe('the language of validation answers', () => {
  it.each([
    ['no preference', {}, 'en'],
    ['cookie atrium_lang=zh', { cookie: 'atrium_lang=zh' }, 'zh'],
    ['cookie atrium_lang=zhEdu (Chinese, school wording)', { cookie: 'atrium_lang=zhEdu' }, 'zh'],
    ['cookie atrium_lang=es', { cookie: 'atrium_lang=es' }, 'es'],
    ['cookie atrium_lang=ja', { cookie: 'atrium_lang=ja' }, 'ja'],
    ['the cookie over Accept-Language', { cookie: 'atrium_lang=zh', 'accept-language': 'es' }, 'zh'],
    ['an unknown cookie value falls to Accept-Language', { cookie: 'atrium_lang=fr', 'accept-language': 'ja' }, 'ja'],
    ['Accept-Language es-ES,es;q=0.9', { 'accept-language': 'es-ES,es;q=0.9' }, 'es'],
    ['Accept-Language ja', { 'accept-language': 'ja' }, 'ja'],
    ['Accept-Language zh-CN', { 'accept-language': 'zh-CN' }, 'zh'],
    ['the highest q-value, not the first listed', { 'accept-language': 'en;q=0.2, ja;q=0.8, es;q=0.5' }, 'ja'],
    ['q=0 meaning "not this one"', { 'accept-language': 'zh;q=0, es' }, 'es'],
    ['unsupported languages skipped for a supported one', { 'accept-language': 'fr-FR, de;q=0.9, es;q=0.1' }, 'es'],
    ['an unknown language → English', { 'accept-language': 'fr-FR,fr;q=0.9' }, 'en'],
    ['a wildcard → English', { 'accept-language': '*' }, 'en'],
    ['a malformed header → English', { 'accept-language': ';;;q=,,' }, 'en'],
  ] as const)('%s → %s', async (_, headers, language) => {
    const response = await invalid({ ...headers });
    expect(response.statusCode).toBe(422);
    const expected = MESSAGES[language];
    expect(response.json()).toEqual({
      status_code: 422,
      message: expected.summary,
      errors: { name: [expected.tooShort], colour: [expected.unknown] },
    });
  });

  it('the boot API speaks the request language too', async () => {
    const response = await invalid({ 'accept-language': 'es-ES,es;q=0.9' }, '/admin-api/test/nested');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: MESSAGES.es.summary, errors: { name: [MESSAGES.es.tooShort], colour: [MESSAGES.es.unknown] } });
  });

  it('a session answer (401) is localised the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'atrium_lang=ja' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('ログイン情報の有効期限が切れました。もう一度ログインしてください。');
  });
});
