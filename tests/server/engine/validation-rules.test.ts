import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let operator: Session;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

type Case = [description: string, body: Record<string, unknown>, field: string, message: string];
const refused = async (session: Session, url: string, body: object, field: string, message: string) => {
  const response = await session.browser({ method: 'POST', url, payload: body });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors[field]).toEqual([message]);
};

describe('shop types (spec §3 style_id values)', () => {
  const ok = { name: 'New marketplace', style_id: 0, description: '' };
  it.each<Case>([
    ['an empty name', { ...ok, name: '  ' }, 'name', 'Required.'],
    ['a 51-character name', { ...ok, name: 'x'.repeat(51) }, 'name', 'At most 50 characters.'],
    ['a style id the spec does not list', { ...ok, style_id: 7 }, 'style_id', 'Invalid value.'],
    ['a style id as text', { ...ok, style_id: '0' }, 'style_id', 'Invalid value.'],
    ['an id in the body', { ...ok, id: 5 }, 'id', 'This field is set by the server and cannot be sent.'],
    ['a created_at in the body', { ...ok, created_at: '2026-01-01' }, 'created_at', 'This field is set by the server and cannot be sent.'],
    ['an unknown field', { ...ok, colour: 'red' }, 'colour', 'This field is not accepted.'],
    ['a duplicate style id', { ...ok, style_id: 16 }, 'style_id', 'Already exists.'],
  ])('refuses %s', (_, body, field, message) => refused(operator, '/api/shop-types', body, field, message));
});

describe('versions (spec §3 downloadLink, version, updateTime)', () => {
  const ok = { platform: 'android', version: '3.0', download_link: 'https://d.example.com/a.apk', update_time: '2026-11-20T10:00:00Z' };
  it.each<Case>([
    ['an unknown platform', { ...ok, platform: 'ios' }, 'platform', 'Invalid value.'],
    ['a version that is not dotted numbers', { ...ok, version: 'v3' }, 'version', 'Use dotted numbers, such as 2.4 or 3.10.1.'],
    ['a javascript: link', { ...ok, download_link: 'javascript:alert(1)' }, 'download_link', 'Enter a link starting with http:// or https://.'],
    ['a link without a scheme', { ...ok, download_link: 'd.example.com/a.apk' }, 'download_link', 'Enter a link starting with http:// or https://.'],
    ['a release time that is not a date', { ...ok, update_time: 'yesterday' }, 'update_time', 'Enter a date and time.'],
    ['no release time', { ...ok, update_time: undefined }, 'update_time', 'Required.'],
    ['the same version twice', { ...ok, platform: 'windows', version: '2.4.0' }, 'version', 'Already exists.'],
  ])('refuses %s', (_, body, field, message) => refused(operator, '/api/versions', body, field, message));

  it('accepts a valid version and answers it in Chinese errors when asked', async () => {
    expect((await operator.browser({ method: 'POST', url: '/api/versions', payload: ok })).statusCode).toBe(200);
    const zh = await operator.browser({ method: 'POST', url: '/api/versions', payload: { ...ok, version: 'x' }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().errors.version).toEqual(['请使用以点分隔的数字，例如 2.4 或 3.10.1。']);
  });
});

describe('system config', () => {
  const ok = { config_key: 'feature.flag', name: 'A flag', config_value: 'on' };
  it.each<Case>([
    [
      'a key starting with a digit',
      { ...ok, config_key: '1flag' },
      'config_key',
      'Start with a letter; use letters, digits, dots, dashes and underscores (at most 64).',
    ],
    [
      'a key with a space',
      { ...ok, config_key: 'a flag' },
      'config_key',
      'Start with a letter; use letters, digits, dots, dashes and underscores (at most 64).',
    ],
    ['an empty name', { ...ok, name: '' }, 'name', 'Required.'],
    ['a value of 2001 characters', { ...ok, config_value: 'x'.repeat(2001) }, 'config_value', 'At most 2000 characters.'],
    ['an existing key', { ...ok, config_key: 'site.title' }, 'config_key', 'Already exists.'],
  ])('refuses %s', (_, body, field, message) => refused(operator, '/api/system-config', body, field, message));
});

describe('tag groups (spec §5: name 1–15 characters, items required)', () => {
  const ok = { name: 'Colour', multiple: true, items: ['Red', 'Blue'] };
  it.each<Case>([
    ['an empty name', { ...ok, name: '' }, 'name', 'Required.'],
    ['a 16-character name', { ...ok, name: 'x'.repeat(16) }, 'name', 'At most 15 characters.'],
    ['no items', { ...ok, items: [] }, 'items', 'Add at least one tag.'],
    ['an empty item', { ...ok, items: ['Red', ' '] }, 'items.1', 'Required.'],
    ['a 16-character item', { ...ok, items: ['x'.repeat(16)] }, 'items.0', 'At most 15 characters.'],
    ['repeated items', { ...ok, items: ['Red', 'Red'] }, 'items', 'Duplicate values.'],
    ['an item with a comma', { ...ok, items: ['Red, blue'] }, 'items.0', 'Commas are not allowed.'],
    ['an existing group name', { ...ok, name: 'Style' }, 'name', 'Already exists.'],
  ])('refuses %s', (_, body, field, message) => refused(merchant, '/api/tags/commodity', body, field, message));

  it('keeps each area apart: a plan group is not reachable through the goods path', async () => {
    const plan = (await merchant.browser({ method: 'GET', url: '/api/tags/plan' })).json().data.list[0];
    expect((await merchant.browser({ method: 'GET', url: `/api/tags/commodity/${plan.id}` })).statusCode).toBe(404);
    expect((await merchant.browser({ method: 'POST', url: '/api/tags/commodity', payload: { name: 'Area', items: ['Small'] } })).statusCode).toBe(200);
  });

  it("answers each page's permission: a designer may manage plan tags but not goods tags", async () => {
    const designer = await t.login('designer');
    expect((await designer.browser({ method: 'GET', url: '/api/tags/plan' })).statusCode).toBe(200);
    expect((await designer.browser({ method: 'GET', url: '/api/tags/commodity' })).statusCode).toBe(403);
  });
});

describe('platform pages and the audit log', () => {
  it('are for platform operators only', async () => {
    for (const url of ['/api/shop-types', '/api/versions', '/api/system-config', '/api/audit-logs']) {
      expect((await merchant.browser({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await operator.browser({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('offers no way to change the audit log, and the database refuses one too', async () => {
    const entry = (await operator.browser({ method: 'GET', url: '/api/audit-logs' })).json().data.list[0];
    expect((await operator.browser({ method: 'DELETE', url: `/api/audit-logs/${entry.id}` })).statusCode).toBe(404);
    expect((await operator.browser({ method: 'POST', url: '/api/audit-logs', payload: {} })).statusCode).toBe(404);
    await expect(t.database.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
