import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_OPTIONS_PATH } from '../../../../resources/commodities/store-options.schema.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const optionsOf = async (username: string) => t.login(username).then((session) => session.browser({ method: 'GET', url: STORE_OPTIONS_PATH }));

describe('GET /api/stores/options (the stores partial public-library visibility names)', () => {
  it.each([
    ['merchant', ['Flagship', 'Riverside']],
    ['merchant2', ['Second Home Main Store']],
  ])("answers %s's own stores by name, with their ids", async (username, names) => {
    const response = await optionsOf(username);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data.list as { id: number; name: string }[];
    expect(list.map((store) => store.name)).toEqual(names);
    for (const store of list) expect(store.id).toEqual(expect.any(Number));
  });

  it('lists ids the share action accepts', async () => {
    const merchant = await t.login('merchant');
    const [store] = (await merchant.browser({ method: 'GET', url: STORE_OPTIONS_PATH })).json().data.list;
    const goods = (await merchant.browser({ method: 'GET', url: '/api/commodities?pageSize=1' })).json().data.list[0];
    const shared = await merchant.browser({
      method: 'POST',
      url: `/api/commodities/${goods.id}/share`,
      payload: { visibility: 'partial', store_ids: [store.id] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.visible_store_ids).toEqual([store.id]);
  });

  it.each([
    ['guide', 403],
    ['nobody', 403],
  ])('refuses %s, who may not share goods (%i)', async (username, status) => {
    expect((await optionsOf(username)).statusCode).toBe(status);
  });

  it('refuses a request without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: STORE_OPTIONS_PATH })).statusCode).toBe(401);
  });
});
