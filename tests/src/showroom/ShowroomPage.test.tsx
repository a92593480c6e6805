import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Showroom, ShowroomPageConfig } from '../../../resources/apps/showroom.schema.ts';
import { ShowroomPage } from '../../../src/showroom/ShowroomPage.tsx';
import { BATCH_DELAY_MS } from '../../../src/showroom/stats-recorder.ts';

const VIEW = 'c'.repeat(32);
const style = {
  style: 'simple',
  primary_color: '#c0392b',
  background_color: '#ffffff',
  text_color: '#222222',
  font: 'sans',
  layout: 'tabs',
  list_style: 'grid',
} as const;
const app: Showroom['app'] = {
  id: 5,
  name: 'Maison Demo',
  language: 'en',
  channel: 2,
  share_description: 'Our spring collection',
  cover: '',
  logo: '/files/logo.png',
  open_screen: '',
  music: '',
  guide_image: '',
  activity_image: '',
  pc_background: null,
  mobile_background: { url: '/files/bg.jpg', kind: 'image' },
  coupon_link: '',
  custom_link: '',
  style,
};
const content: NonNullable<Showroom['content']> = {
  plans: [{ id: 11, name: 'Loft', cover: '/files/loft.jpg', kind: 'plan' }],
  halls: [],
  goods: [{ id: 21, name: 'Oak sofa', cover: '/files/sofa.jpg', price: 3999, sale_price: 2999 }],
  albums: [],
  videos: [],
  documents: [],
  coupons: [
    { id: 31, name: 'Spring voucher', par_value: 100, threshold: 1000, instructions: '', valid_until: '2099-06-01T00:00:00Z', valid_days: null, left: 3 },
  ],
  activities: [],
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
/** The server as the page meets it: answers by method and path (in order), every call recorded. */
function fakeServer(answers: Record<string, unknown[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const queue = answers[key];
      const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      return new Response(JSON.stringify(answer ?? { code: 404, msg: 'Not found' }));
    }),
  );
  return calls;
}
const ok = (data: unknown) => ({ code: 0, msg: '', data });
const config = (overrides: Partial<ShowroomPageConfig> = {}): ShowroomPageConfig => ({
  viewuuid: VIEW,
  preview: null,
  keys: { ingestion: 'apk_ingest', customer: 'apk_customer' },
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the public showroom page', () => {
  it('says so when the showroom is not available', async () => {
    fakeServer({});
    render(<ShowroomPage config={config()} />);
    expect(await screen.findByRole('heading', { name: 'This showroom is not available' })).toBeTruthy();
    render(<ShowroomPage config={null} />);
    expect(screen.getAllByTestId('showroom-missing')).toHaveLength(2);
  });

  it("asks a locked showroom's password, says the server's refusal, and opens with the pass it answered", async () => {
    const calls = fakeServer({
      [`GET /app-api/showroom/${VIEW}`]: [ok({ kind: 'app', locked: true, app, content: null }), ok({ kind: 'app', locked: false, app, content })],
      [`POST /app-api/showroom/${VIEW}/unlock`]: [
        { code: 400, msg: 'Check the fields.', errors: { password: ['The password is not right.'] } },
        { code: 429, msg: 'Too many tries: wait 600 seconds.' },
        ok({ pass: 'pass-1', expires_at: '2099-01-01T00:00:00Z' }),
      ],
      'POST /app-api/system/stats/record': [ok({ accepted: 1 })],
    });
    render(<ShowroomPage config={config()} />);
    const gate = await screen.findByTestId('showroom-gate');
    const password = within(gate).getByLabelText('Password');
    const submit = () => fireEvent.submit(gate);
    fireEvent.change(password, { target: { value: 'wrong' } });
    submit();
    expect((await within(gate).findByRole('alert')).textContent).toBe('The password is not right.');
    submit();
    await waitFor(() => expect(within(gate).getByRole('alert').textContent).toBe('Too many tries: wait 600 seconds.'));
    fireEvent.change(password, { target: { value: 'right1' } });
    submit();
    expect(await screen.findByRole('tab', { name: 'Plans' })).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/unlock')).at(-1)!.body).toEqual({ password: 'right1' });
    expect(calls.filter((call) => call.url === `/app-api/showroom/${VIEW}`).at(-1)!.headers['x-showroom-pass']).toBe('pass-1');
    expect(JSON.parse(sessionStorage.getItem(`atrium-showroom-pass:${VIEW}`)!).pass).toBe('pass-1');
  });

  it('shows its kinds as tabs, goods with their prices, and records the visit', async () => {
    const calls = fakeServer({
      [`GET /app-api/showroom/${VIEW}`]: [ok({ kind: 'app', locked: false, app, content })],
      'POST /app-api/system/stats/record': [ok({ accepted: 1 })],
    });
    render(<ShowroomPage config={config()} />);
    expect(await screen.findByRole('heading', { name: 'Maison Demo' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Plans', 'Goods', 'Coupons']);
    fireEvent.click(screen.getByRole('tab', { name: 'Goods' }));
    const sofa = screen.getByRole('button', { name: /Oak sofa/ });
    expect(sofa.textContent).toContain('¥2,999.00');
    expect(sofa.textContent).toContain('¥3,999.00');
    fireEvent.click(sofa);
    expect(await screen.findByTestId('showroom-goods')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/app-api/system/stats/record')).toBe(true));
    const events = calls.filter((call) => call.url === '/app-api/system/stats/record').flatMap((call) => (call.body as { events: object[] }).events);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source_type: 'view', application_id: 5, channel: 2 }),
        expect.objectContaining({ source_type: 'view', commodity_id: 21 }),
      ]),
    );
  });

  it('claims a coupon as a guest who leaves a phone, and shows the code', async () => {
    const calls = fakeServer({
      [`GET /app-api/showroom/${VIEW}`]: [ok({ kind: 'app', locked: false, app, content })],
      'POST /app-api/customer/login/guest': [ok({ token: 'tok', expires_at: '2099-01-01T00:00:00Z', kind: 'guest', guest_key: 'cg_1', known: false })],
      'PUT /app-api/customer/profile': [
        { code: 409, msg: 'This phone belongs to another customer.' },
        ok({ kind: 'guest', mp_user_id: 0, customer: { id: 77 } }),
      ],
      'POST /app-api/customer/coupons/31/claim': [ok({ code: 'K9K9K9K9K9', expires_at: '2099-06-01T00:00:00Z' })],
      'POST /app-api/system/stats/record': [ok({ accepted: 1 })],
    });
    render(<ShowroomPage config={config()} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Coupons' }));
    expect(screen.getByTestId('showroom-coupon').textContent).toContain('3 left');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByTestId('showroom-phone');
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '13800000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This phone belongs to another customer.');
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '13900000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Claimed! Your code is K9K9K9K9K9/);
    expect(screen.queryByTestId('showroom-phone')).toBeNull();
    expect(screen.getByTestId('showroom-coupon').textContent).toContain('2 left');
    expect(calls.find((call) => call.url === '/app-api/customer/coupons/31/claim')!.headers.authorization).toBe('Bearer tok');
  });

  it('previews an app through the session: no statistics, no claims', async () => {
    const calls = fakeServer({ 'GET /api/apps/5/showroom': [{ status_code: 200, message: 'OK', data: { kind: 'app', locked: false, app, content } }] });
    render(<ShowroomPage config={config({ viewuuid: null, preview: { appId: 5, mode: 'pc' }, keys: { ingestion: null, customer: null } })} />);
    expect(await screen.findByRole('heading', { name: 'Maison Demo' })).toBeTruthy();
    expect(screen.getByTestId('showroom').dataset.mode).toBe('pc');
    fireEvent.click(screen.getByRole('tab', { name: 'Coupons' }));
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This is a preview');
    // Past the recorder's batch delay, when a statistics call would have gone out: none does in a preview.
    await act(() => new Promise((resolve) => setTimeout(resolve, BATCH_DELAY_MS + 200)));
    expect(calls.map((call) => call.url)).toEqual(['/api/apps/5/showroom']);
  });
});
