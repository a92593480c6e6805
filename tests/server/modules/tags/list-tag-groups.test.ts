import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';

// A list's readers may read that list's tag groups (to filter and to read its records' tags);
// managing tag groups stays behind the area's labelManagement page (ACCESS.md).
let t: TestApp;
let guide: Session;
let merchant: Session;
let merchant2: Session;
let nobody: Session;
beforeAll(async () => {
  t = await createTestApp();
  [guide, merchant, merchant2, nobody] = await Promise.all(['guide', 'merchant', 'merchant2', 'nobody'].map((name) => t.login(name)));
});
afterAll(() => t.close());

const get = (session: Session, url: string) => session.browser({ method: 'GET', url });
const names = (response: Awaited<ReturnType<typeof get>>) => (response.json().data.list as { name: string }[]).map((group) => group.name);

describe('the tag groups of a list', () => {
  it("lets a guide read the tag groups of the goods list it may read, its merchant's only", async () => {
    const response = await get(guide, '/api/commodities/tag-groups');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Room', 'Style']);
    expect(response.json().data.list[1]).toMatchObject({ name: 'Style', multiple: false, items: ['Modern', 'Nordic', 'Chinese', 'Industrial'] });
    expect(names(await get(merchant2, '/api/commodities/tag-groups'))).toEqual([]);
  });

  it('answers the same groups the labelManagement page manages', async () => {
    const managed = (await get(merchant, '/api/tags/album?pageSize=100')).json().data.list as { id: number }[];
    const read = (await get(guide, '/api/albums/tag-groups')).json().data.list as { id: number }[];
    expect(read.map((group) => group.id).sort()).toEqual(managed.map((group) => group.id).sort());
  });

  it('keeps managing tag groups behind the labelManagement page: the guide still gets 403 for every write', async () => {
    const [group] = (await get(merchant, '/api/tags/commodity?name_like=Style')).json().data.list as { id: number }[];
    const writes = [
      { method: 'POST', url: '/api/tags/commodity', payload: { name: 'Guide made', items: ['One'] } },
      { method: 'PATCH', url: `/api/tags/commodity/${group.id}`, payload: { items: ['Modern'] } },
      { method: 'DELETE', url: `/api/tags/commodity/${group.id}` },
    ] as const;
    for (const write of writes) expect((await guide.browser(write)).statusCode, `${write.method} ${write.url}`).toBe(403);
    expect((await get(guide, '/api/tags/commodity')).statusCode).toBe(403);
    const after = (await get(merchant, `/api/tags/commodity/${group.id}`)).json().data;
    expect(after.items).toEqual(['Modern', 'Nordic', 'Chinese', 'Industrial']);
  });

  it('refuses a session that may not read the list (403)', async () => {
    expect((await get(nobody, '/api/commodities/tag-groups')).statusCode).toBe(403);
    expect((await get(guide, '/api/tags/hall-template')).statusCode).toBe(403);
  });
});
