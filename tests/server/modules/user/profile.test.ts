import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let designer: Session;
beforeAll(async () => {
  t = await createTestApp();
  designer = await t.login('designer');
});
afterAll(() => t.close());

const getProfile = async (session: Session) => (await session.bearer({ method: 'GET', url: '/api/user' })).json().data;
const putProfile = (session: Session, payload: object, headers: Record<string, string> = {}) =>
  session.browser({ method: 'PUT', url: '/api/user/profile', payload, headers });

const VALID = { avatar: 'https://cdn.example.com/a.png', nickname: 'Dee', name: 'Dana D. Designer', phone: '13912345678', email: 'dana@example.com' };

describe('GET /api/user', () => {
  it('answers the profile of spec §3 for the merchant', async () => {
    const merchant = await t.login('merchant');
    const response = await merchant.bearer({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status_code: 200, message: 'ok' });
    const profile = response.json().data;
    for (const key of [
      'name',
      'nickname',
      'business_card_title',
      'id',
      'sale_id',
      'avatar',
      'role',
      'permission',
      'permission_tree',
      'phone',
      'merchant_id',
      'role_tag',
    ]) {
      expect(profile).toHaveProperty(key);
    }
    expect(profile).toMatchObject({
      name: 'Morgan Master',
      nickname: 'Morgan',
      phone: '13800000002',
      avatar: '',
      role: ['master'],
      role_tag: 'seller_default',
    });
    expect(profile.id).toEqual(expect.any(Number));
    // A master account is no sale (no shopping guide's role): it has no sale identity.
    expect(profile.sale_id).toBeNull();
    expect(profile.merchant_id).toEqual(expect.any(Number));
    expect(profile.business_card_title).toEqual(expect.any(String));
    expect(profile).not.toHaveProperty('password_hash');
  });

  it('expands the merchant’s permissions into a sorted tree of ancestor pages', async () => {
    const profile = await getProfile(await t.login('merchant'));
    const leaf = (path: string) => ({ path, children: [] });
    expect(profile.permission_tree).toEqual([
      leaf('/content'),
      leaf('/customManagement'),
      leaf('/dataCockpit'),
      { path: '/homeData', children: [leaf('/homeData/stats')] },
      leaf('/marketingManagement'),
      leaf('/myAccount'),
      leaf('/settingCenter'),
    ]);
  });

  it('builds the guide’s tree from pages and actions, without the flag and without action nodes', async () => {
    const profile = await getProfile(await t.login('guide'));
    // A shopping guide is a sale: its sale identity is its account.
    expect(profile.sale_id).toBe(profile.id);
    const paths = (nodes: { path: string; children: unknown[] }[]): string[] => nodes.flatMap((node) => [node.path, ...paths(node.children as never)]);
    expect(paths(profile.permission_tree)).toEqual([
      '/content',
      '/content/albumManagement',
      '/content/appManagement',
      '/content/commodityManagement',
      '/content/documentManagement',
      '/content/hallManagement',
      '/content/planManagement',
      '/content/videoManagement',
      '/customManagement',
      '/customManagement/customList',
      '/customManagement/order',
      '/dataCockpit',
      '/dataCockpit/customerAnalytics',
      '/myAccount',
      '/myAccount/accountManagement',
    ]);
  });

  it('gives the operator no merchant and no sale identity', async () => {
    const profile = await getProfile(await t.login('operator'));
    expect(profile).toMatchObject({ merchant_id: null, sale_id: null, role_tag: 'atrium', role: ['operator'] });
  });

  it('answers 401 without a session, and GET /api/user/profile gives the same profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const same = await designer.bearer({ method: 'GET', url: '/api/user/profile' });
    expect(same.json().data).toEqual(await getProfile(designer));
  });
});

describe('PUT /api/user/profile', () => {
  it('saves trimmed values, answers the updated profile and GET shows them', async () => {
    const response = await putProfile(designer, { ...VALID, name: '  Dana D. Designer  ', email: ' dana@example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(VALID);
    expect(await getProfile(designer)).toMatchObject({ ...VALID, role_tag: 'seller_default', username: 'designer' });
  });

  it('keeps the current avatar when none is sent', async () => {
    const { avatar: _omitted, ...withoutAvatar } = VALID;
    const response = await putProfile(designer, { ...VALID, avatar: 'https://cdn.example.com/kept.png' });
    expect(response.statusCode).toBe(200);
    const again = await putProfile(designer, { ...withoutAvatar, nickname: 'Dee2' });
    expect(again.json().data).toMatchObject({ avatar: 'https://cdn.example.com/kept.png', nickname: 'Dee2' });
    expect((await putProfile(designer, VALID)).statusCode).toBe(200);
  });

  it('keeps the own e-mail address when it is sent again', async () => {
    const response = await putProfile(designer, VALID);
    expect(response.statusCode).toBe(200);
  });

  const field = 'Required.';
  const ownership = 'This field is set by the server and cannot be sent.';
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a phone of 2 digits', { phone: '12' }, 'phone', 'Please enter a phone number of at least 3 digits.'],
    ['a phone of letters', { phone: 'abc' }, 'phone', 'Please enter a phone number of at least 3 digits.'],
    ['a phone with a dash', { phone: '139-1234' }, 'phone', 'Please enter a phone number of at least 3 digits.'],
    ['no phone', { phone: undefined }, 'phone', field],
    ['no e-mail', { email: undefined }, 'email', field],
    ['an empty e-mail', { email: '' }, 'email', field],
    ['an e-mail without a dot', { email: 'a@b' }, 'email', 'Please enter a valid email address.'],
    ['an e-mail with two dots in a row', { email: 'x..y@a.com' }, 'email', 'Please enter a valid email address.'],
    ['an e-mail with a 1-letter top-level domain', { email: 'a@b.c' }, 'email', 'Please enter a valid email address.'],
    ['an e-mail with a 7-letter top-level domain', { email: 'a@b.abcdefg' }, 'email', 'Please enter a valid email address.'],
    ['an e-mail without @', { email: 'dana.example.com' }, 'email', 'Please enter a valid email address.'],
    ['an empty nickname', { nickname: '' }, 'nickname', field],
    ['a nickname of spaces', { nickname: '   ' }, 'nickname', field],
    ['no name', { name: undefined }, 'name', field],
    ['a name of spaces', { name: ' \t ' }, 'name', field],
    ['a name of 51 characters', { name: 'n'.repeat(51) }, 'name', 'At most 50 characters.'],
    ['a number as name', { name: 42 }, 'name', 'Invalid value.'],
    ['an unknown field', { title: 'x' }, 'title', 'This field is not accepted.'],
    ['the id', { id: 1 }, 'id', ownership],
    ['the merchant_id', { merchant_id: 1 }, 'merchant_id', ownership],
    ['the sale_id', { sale_id: 1 }, 'sale_id', ownership],
  ])('refuses %s with 422 on that field and changes nothing', async (_, change, key, message) => {
    const before = await getProfile(designer);
    const response = await putProfile(designer, { ...VALID, phone: '13700000000', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status_code: 422,
      message: 'Some fields are not valid: correct them and try again.',
      errors: { [key]: [message] },
    });
    expect(await getProfile(designer)).toEqual(before);
  });

  it.each([
    ['another account’s e-mail', 'mia@example.com'],
    ['another account’s e-mail in other letter case', 'Mia@Example.COM'],
  ])('refuses %s with 422 on email', async (_, email) => {
    const manager = await t.login('manager');
    const taken = await putProfile(manager, { ...VALID, name: 'Mia Manager', email: 'mia@example.com' });
    expect(taken.statusCode).toBe(200);
    const response = await putProfile(designer, { ...VALID, email });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This e-mail address is already used by another account.'] });
    expect((await getProfile(designer)).email).toBe(VALID.email);
  });

  it('answers the field messages in the request’s language', async () => {
    const response = await putProfile(designer, { ...VALID, phone: '12' }, { cookie: `${designer.cookie}; atrium_lang=zh` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['请输入至少 3 位数字的电话号码。'] });
  });

  it('refuses a cookie-authenticated write without the CSRF header (403), but takes a bearer one', async () => {
    const withoutHeader = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { ...VALID, nickname: 'Csrf' },
      headers: { cookie: designer.cookie },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect((await getProfile(designer)).nickname).not.toBe('Csrf');
    const bearer = await designer.bearer({ method: 'PUT', url: '/api/user/profile', payload: { ...VALID, nickname: 'Bearer' } });
    expect(bearer.statusCode).toBe(200);
    expect((await getProfile(designer)).nickname).toBe('Bearer');
  });

  it('changes only the caller’s own account', async () => {
    const manager = await t.login('manager');
    const before = await getProfile(manager);
    await putProfile(designer, { ...VALID, name: 'Only Me' });
    expect(await getProfile(manager)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: VALID });
    expect(response.statusCode).toBe(401);
  });
});
