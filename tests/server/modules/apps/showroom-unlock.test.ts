import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWROOM_UNLOCK_ATTEMPTS, showroomPaths } from '../../../../resources/apps/showroom.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { showroomHelpers } from './showroom-helpers.ts';

/**
 * The verify-view password gate (issue 38, spec §5): a locked showroom shows its look and no
 * content, its scenes stay closed; the right password answers a pass that opens both; a wrong one is
 * refused with its message, and after SHOWROOM_UNLOCK_ATTEMPTS wrong ones an address is refused (429)
 * on that showroom, right password or not, while other addresses are not; a changed password ends
 * every pass given before; a forged or tampered pass opens nothing.
 */
let t: TestApp;
let merchant: Session;
let h: ReturnType<typeof showroomHelpers>;
let plan: number;
let locked: { id: number; viewuuid: string };

const showroom = (viewuuid: string, pass?: string) => h.data('GET', showroomPaths.showroom(viewuuid), { pass });
const unlock = (viewuuid: string, password: string, address = '203.0.113.1') => h.call('POST', showroomPaths.unlock(viewuuid), { body: { password }, address });

beforeAll(async () => {
  t = await createTestApp();
  h = showroomHelpers(t);
  merchant = await t.login('merchant');
  plan = (await h.idsOf('plans', 'Demo Living', sql`x.kind = 'plan' and not x.template and x.deleted_at is null and x.status = 'published'`, 1))[0]!;
  locked = await h.publishedApp(merchant, { name: 'Locked', view_password: 'open1234', plan_ids: [plan], logo: '/files/logo.png' });
});
afterAll(async () => {
  await t.close();
});

describe('a showroom with a verify-view password', () => {
  it('shows its look but no content, and keeps its scenes closed', async () => {
    const answer = await showroom(locked.viewuuid);
    expect(answer).toMatchObject({ kind: 'app', locked: true, content: null, app: { name: 'Locked', logo: '/files/logo.png' } });
    expect(JSON.stringify(answer)).not.toContain('open1234');
    const scenes = await h.call('GET', showroomPaths.scenes(locked.viewuuid, plan));
    expect(scenes).toMatchObject({ code: 403, msg: 'This showroom asks for its password first.' });
  });

  it('refuses a wrong password with its message, in the visitor’s language', async () => {
    expect(await unlock(locked.viewuuid, 'wrong', '203.0.113.10')).toMatchObject({ code: 400, errors: { password: ['Wrong password.'] } });
    const response = await t.app.inject({
      method: 'POST',
      url: showroomPaths.unlock(locked.viewuuid),
      payload: { password: 'wrong' },
      headers: { 'accept-language': 'zh-CN' },
      remoteAddress: '203.0.113.10',
    });
    expect(response.json().errors).toEqual({ password: ['密码错误。'] });
  });

  it('answers a pass for the right password, which opens the content and the scenes', async () => {
    const { pass, expires_at } = await h.data('POST', showroomPaths.unlock(locked.viewuuid), { body: { password: 'open1234' }, address: '203.0.113.2' });
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const answer = await showroom(locked.viewuuid, pass);
    expect(answer.locked).toBe(false);
    expect(answer.content.plans.map((item: { id: number }) => item.id)).toEqual([plan]);
    expect((await h.data('GET', showroomPaths.scenes(locked.viewuuid, plan), { pass })).plan.id).toBe(plan);
    // A pass is the showroom's own: another locked showroom stays locked with it.
    const another = await h.publishedApp(merchant, { name: 'Another', view_password: 'open1234' });
    expect((await showroom(another.viewuuid, pass)).locked).toBe(true);
  });

  it('opens nothing with a forged or tampered pass', async () => {
    const { pass } = await h.data('POST', showroomPaths.unlock(locked.viewuuid), { body: { password: 'open1234' }, address: '203.0.113.3' });
    const [expiry, signature] = pass.split('.');
    const later = `${Number(expiry) + 3600}.${signature}`;
    const flipped = `${expiry}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [later, flipped, 'nonsense', `${expiry}.`]) expect((await showroom(locked.viewuuid, bad)).locked).toBe(true);
  });

  it(`refuses an address after ${SHOWROOM_UNLOCK_ATTEMPTS} wrong passwords on that showroom, even the right one, and no other address`, async () => {
    const target = await h.publishedApp(merchant, { name: 'Guarded', view_password: 'guard99' });
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < SHOWROOM_UNLOCK_ATTEMPTS; attempt++) expect((await unlock(target.viewuuid, `wrong${attempt}`, address)).code).toBe(400);
    const refused = await unlock(target.viewuuid, 'guard99', address);
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/\d+/);
    expect((await unlock(target.viewuuid, 'guard99', '198.51.100.8')).code).toBe(0);
    // The same address on another showroom is not refused.
    expect((await unlock(locked.viewuuid, 'open1234', address)).code).toBe(0);
  });

  it('ends every pass given before when the password changes', async () => {
    const app = await h.publishedApp(merchant, { name: 'Rotating', view_password: 'first11' });
    const { pass } = await h.data('POST', showroomPaths.unlock(app.viewuuid), { body: { password: 'first11' }, address: '203.0.113.4' });
    expect((await showroom(app.viewuuid, pass)).locked).toBe(false);
    await ok(merchant.bearer({ method: 'PATCH', url: `/api/apps/${app.id}`, payload: { view_password: 'second2' } }));
    expect((await showroom(app.viewuuid, pass)).locked).toBe(true);
    expect((await unlock(app.viewuuid, 'first11', '203.0.113.4')).code).toBe(400);
    const renewed = await h.data('POST', showroomPaths.unlock(app.viewuuid), { body: { password: 'second2' }, address: '203.0.113.4' });
    expect((await showroom(app.viewuuid, renewed.pass)).locked).toBe(false);
    // Removing the password opens the showroom to anyone.
    await ok(merchant.bearer({ method: 'PATCH', url: `/api/apps/${app.id}`, payload: { view_password: '' } }));
    expect((await showroom(app.viewuuid)).locked).toBe(false);
  });
});
