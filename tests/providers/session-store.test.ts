import type { AxiosInstance } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HttpEvent, httpEvents } from '../../providers/http-events.ts';
import { createMainClient } from '../../providers/http.ts';
import { deriveSession, type SellerAccount, type SessionHint, SessionStore } from '../../providers/session-store.ts';
import { flattenRoutes } from '../../resources/routes/route-table.ts';
import type { UserProfile } from '../../resources/session/session.schema.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_PROFILES, type DemoUser } from '../resources/access/demo-profiles.ts';

const texts = { networkFailure: () => 'network' };

/** A profile as GET /api/user answers it, holding the permission set of a demo role. */
function profileOf(user: DemoUser): UserProfile {
  const { id, permissions } = DEMO_PROFILES[user];
  return { id: typeof id === 'number' ? id : 10, permission: [...permissions] } as UserProfile;
}

describe('deriveSession: landing and routes per demo permission set (ACCESS.md "lands on")', () => {
  it.each<[DemoUser, string]>([
    ['operator', '/homeData/stats'],
    ['merchant', '/homeData/stats'],
    ['manager', '/homeData/stats'],
    ['guide', '/content/commodityManagement'],
    ['designer', '/content/planManagement'],
    ['school', '/homeData/stats'],
    ['nobody', '/405'],
  ])('%s lands on %s', async (user, landing) => {
    const session = await deriveSession(profileOf(user), {} as SellerAccount);
    expect(session.landing).toBe(landing);
  });

  it('keeps only permitted routes and one checker shared by the session', async () => {
    const guide = await deriveSession(profileOf('guide'), {} as SellerAccount);
    const paths = flattenRoutes(guide.routes).map((route) => route.path);
    expect(paths).toContain('/customManagement/order');
    expect(paths).not.toContain('/settingCenter/brandSetting');
    expect(guide.checker.can('/customManagement/order', 'read')).toBe(true);
    expect(guide.checker.can('/content/recycleBin', 'read')).toBe(false);
  });

  it.each<[string, string[], string[], string[]]>([
    [
      'create on the activity centre opens its create page, not its edit page',
      ['/marketingManagement/activityCenter', '/marketingManagement/activityCenter/create'],
      ['/marketingManagement/activityCenter', '/marketingManagement/activityCenter/create'],
      ['/marketingManagement/activityCenter/edit/:id'],
    ],
    [
      'edit on coupons opens the coupon edit page; reading coupons their detail page',
      ['/marketingManagement/couponManagement', '/marketingManagement/couponManagement/edit'],
      ['/marketingManagement/couponManagement/edit/:id', '/marketingManagement/couponManagement/detail/:id'],
      ['/marketingManagement/activityCenter/create'],
    ],
    [
      'reading the activity centre opens neither',
      ['/marketingManagement/activityCenter'],
      ['/marketingManagement/activityCenter'],
      ['/marketingManagement/activityCenter/create', '/marketingManagement/activityCenter/edit/:id'],
    ],
  ])('the action-named spec pages: %s (ACCESS.md)', async (_name, permission, shown, hidden) => {
    const session = await deriveSession({ id: 70, permission } as UserProfile, {} as SellerAccount);
    const paths = flattenRoutes(session.routes).map((route) => route.path);
    for (const path of shown) expect(paths).toContain(path);
    for (const path of hidden) expect(paths).not.toContain(path);
  });

  it('gives a session with no permissions no routes at all', async () => {
    expect((await deriveSession(profileOf('nobody'), {} as SellerAccount)).routes).toEqual([]);
  });
});

describe('SessionStore against the real server', () => {
  let t: TestApp;
  let baseURL: string;
  let events: HttpEvent[];

  beforeAll(async () => {
    t = await createTestApp();
    baseURL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    events = [];
    return httpEvents.subscribe((event) => events.push(event));
  });

  /** The main client of a browser holding this account's session cookie. */
  async function clientFor(username: string): Promise<AxiosInstance> {
    const client = createMainClient(texts, baseURL);
    client.defaults.headers.common.cookie = (await t.login(username)).cookie;
    return client;
  }

  it.each(DEMO_ACCOUNTS.filter((account) => account.lands.startsWith('/')).map((account) => [account.username, account.lands]))(
    '%s loads a session landing on %s',
    async (username, lands) => {
      const store = new SessionStore(await clientFor(username));
      const session = await store.load();
      expect(session?.profile.username).toBe(username);
      expect(session?.landing).toBe(lands);
      expect(store.current()).toBe(session);
    },
  );

  it('without a session loads null, silently: the login page is no error', async () => {
    const store = new SessionStore(createMainClient(texts, baseURL));
    expect(await store.load()).toBeNull();
    expect(events).toEqual([]);
  });

  /** A page's session marker: present or not, and whether the store dropped it. */
  function markerOf(present: boolean) {
    const hint = { present: () => present, forgotten: 0, forget: () => void hint.forgotten++ };
    return hint satisfies SessionHint;
  }

  /** A client counting the requests it sends. */
  function countingClient(client = createMainClient(texts, baseURL)) {
    const sent: string[] = [];
    client.interceptors.request.use((config) => {
      sent.push(String(config.url));
      return config;
    });
    return { client, sent };
  }

  it('without the session marker loads null without asking the server anything', async () => {
    const { client, sent } = countingClient();
    const store = new SessionStore(client, markerOf(false));
    expect(await store.load()).toBeNull();
    expect(sent).toEqual([]);
    expect(events).toEqual([]);
  });

  it('forgets a marker whose session is gone, so the next page asks nothing', async () => {
    const marker = markerOf(true);
    const { client, sent } = countingClient();
    expect(await new SessionStore(client, marker).load()).toBeNull();
    expect(sent.sort()).toEqual(['/api/user', '/api/user/seller/account']);
    expect(marker.forgotten).toBeGreaterThan(0);
  });

  it('with the marker and a live session cookie loads the session, and forgets the marker on sign-out', async () => {
    const marker = markerOf(true);
    const store = new SessionStore(await clientFor('guide'), marker);
    expect((await store.load())?.profile.username).toBe('guide');
    expect(marker.forgotten).toBe(0);
    store.clear();
    expect(marker.forgotten).toBe(1);
  });

  it('fetches sale info for a shopping guide only: a master account and a store manager have none, and are not asked', async () => {
    const loaded = async (username: string) => {
      const { client, sent } = countingClient(await clientFor(username));
      const session = await new SessionStore(client, markerOf(true)).load();
      return { session, sent };
    };
    const guide = await loaded('guide');
    expect(guide.sent).toContain('/api/seller/saleInfo');
    expect(guide.session?.sale).toMatchObject({ sale_id: guide.session?.profile.id, role_tag: 'seller_sale', store_name: 'Flagship' });
    for (const username of ['merchant', 'manager', 'duo', 'operator']) {
      const other = await loaded(username);
      expect(other.session?.sale, username).toBeNull();
      expect(other.sent, username).not.toContain('/api/seller/saleInfo');
    }
    expect(events).toEqual([]);
  });

  it('fetches sale info again after a role switch: duo has it as a guide, not as a store manager', async () => {
    const client = await clientFor('duo');
    const store = new SessionStore(client, markerOf(true));
    expect((await store.load())?.sale).toBeNull();
    const switched = await client.post('/api/user/role', { role: 'guide' });
    client.defaults.headers.common.cookie = `atrium_seller=${(switched.data as { token: string }).token}`;
    const guide = await store.reload();
    expect(guide?.profile.role_tag).toBe('seller_sale');
    expect(guide?.sale).toMatchObject({ sale_id: guide?.profile.id, name: 'Duo Dual' });
  });

  it('loads once, reloads on demand, and tells subscribers', async () => {
    const store = new SessionStore(await clientFor('guide'));
    let notified = 0;
    store.subscribe(() => notified++);
    expect(store.load()).toBe(store.load());
    await store.load();
    expect(notified).toBe(1);
    const again = await store.reload();
    expect(again?.landing).toBe('/content/commodityManagement');
    expect(notified).toBe(2);
    store.clear();
    expect(store.current()).toBeNull();
    expect(await store.load()).toBeNull();
    expect(notified).toBe(3);
  });
});
