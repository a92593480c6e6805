import type { DataProvider } from '@refinedev/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../providers/session-store.ts';
import { IngestionKeyCard } from '../../../src/settings/IngestionKeyCard.tsx';
import { englishI18n } from '../render-in-app.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

await englishI18n();

const PATH = '/settingCenter/appSetting';
const KEY_URL = '/api/settings/publishable-keys/ingestion';
const WHOLE_KEY = `apk_NEW123${'x'.repeat(37)}`;
type Call = { url: string; method: string };

/** The key's calls: its status, or a failure; rotating issues WHOLE_KEY and makes it the live one. */
function fakeKeyApi(status: { live: { hint: string; created_at: string } | null; last_event_at: string | null } | 'fails') {
  let current = status;
  const custom = vi.fn(async (call: Call) => {
    if (call.method === 'post' && call.url === `${KEY_URL}/rotate`) {
      const issued = { purpose: 'ingestion', key: WHOLE_KEY, hint: 'apk_NEW123', created_at: '2025-06-10T08:00:00.000Z' };
      current = { live: { hint: issued.hint, created_at: issued.created_at }, last_event_at: current === 'fails' ? null : current.last_event_at };
      return { data: issued };
    }
    if (current === 'fails') throw Object.assign(new Error('boom'), { statusCode: 500 });
    return { data: { purpose: 'ingestion', ...current } };
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

const renderCard = (api: DataProvider, canEdit = true) =>
  renderSignedIn(<IngestionKeyCard canEdit={canEdit} />, api, { profile: { id: 1 } } as unknown as Partial<SessionState>, PATH);

const card = () => screen.findByTestId('ingestion-key');
const recently = new Date(Date.now() - 5 * 60_000).toISOString();

describe("App settings' statistics key, in the merchant's words", () => {
  it('says the apps can send, which key is live, when it was issued and when statistics last arrived', async () => {
    renderCard(fakeKeyApi({ live: { hint: 'apk_abc123', created_at: '2025-03-01T02:00:00.000Z' }, last_event_at: recently }));
    const shown = await card();
    expect((await within(shown).findByTestId('key-live')).textContent).toBe('Your apps can send statistics: a key is live.');
    expect(within(shown).getByTestId('key-hint').textContent).toBe('apk_abc123…');
    expect(within(shown).getByTestId('key-issued').textContent).toMatch(/2025/);
    expect(within(shown).getByTestId('last-event').textContent).toMatch(/^\d+ min ago$/);
    expect(within(shown).getByTestId('last-event').querySelector('time')?.getAttribute('datetime')).toBe(recently);
    expect(within(shown).queryByTestId('no-key')).toBeNull();
    expect(within(shown).getByRole('button', { name: 'Rotate the key' })).toBeTruthy();
  });

  it('keeps the call and header behind the "For developers" fold', async () => {
    renderCard(fakeKeyApi({ live: { hint: 'apk_abc123', created_at: '2025-03-01T02:00:00.000Z' }, last_event_at: recently }));
    const shown = await card();
    await within(shown).findByTestId('key-live');
    // Folded: the merchant reads no header nor endpoint.
    expect(shown.textContent).not.toMatch(/X-Publishable-Key|app-api/);
    fireEvent.click(within(shown).getByText('For developers'));
    const call = await within(shown).findByTestId('key-call');
    expect(call.textContent).toBe('POST /app-api/system/stats/record\nX-Publishable-Key: apk_abc123…');
    expect(shown.textContent).toContain('the key in the X-Publishable-Key header');
  });

  it('says the apps cannot send when no key is live, and that statistics never arrived', async () => {
    renderCard(fakeKeyApi({ live: null, last_event_at: null }));
    const shown = await card();
    const none = await within(shown).findByTestId('no-key');
    expect(none.textContent).toContain('Your apps cannot send statistics: no key is live.');
    expect(none.textContent).toContain('Issue a key and give it to whoever sets up your apps.');
    expect(within(shown).getByTestId('last-event').textContent).toBe('None yet');
    expect(within(shown).queryByTestId('key-hint')).toBeNull();
    expect(within(shown).getByRole('button', { name: 'Issue a key' })).toBeTruthy();
  });

  it('offers no button to an account that may only read App settings, and says who can issue one', async () => {
    renderCard(fakeKeyApi({ live: null, last_event_at: '2025-06-01T00:00:00.000Z' }), false);
    const shown = await card();
    expect((await within(shown).findByTestId('no-key')).textContent).toContain('An account that may edit App settings can issue one.');
    expect(within(shown).getByTestId('last-event').textContent).not.toBe('None yet');
    expect(within(shown).queryByRole('button', { name: /Issue a key|Rotate the key/ })).toBeNull();
  });

  it('issues a key, shows it whole once, then the new one as live', async () => {
    const api = fakeKeyApi({ live: null, last_event_at: null });
    renderCard(api);
    const shown = await card();
    fireEvent.click(await within(shown).findByRole('button', { name: 'Issue a key' }));
    expect((await screen.findByTestId('issued-key')).textContent).toBe(WHOLE_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(within(shown).getByTestId('key-hint').textContent).toBe('apk_NEW123…'));
    expect(api.custom.mock.calls.filter(([call]) => call.method === 'post')).toHaveLength(1);
  });

  it('rotates a live key only once confirmed', async () => {
    const api = fakeKeyApi({ live: { hint: 'apk_abc123', created_at: '2025-03-01T02:00:00.000Z' }, last_event_at: recently });
    renderCard(api);
    const shown = await card();
    fireEvent.click(await within(shown).findByRole('button', { name: 'Rotate the key' }));
    expect(api.custom.mock.calls.some(([call]) => call.method === 'post')).toBe(false);
    const confirm = await screen.findByText(/The current key stops working at once/);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Rotate the key' }));
    expect((await screen.findByTestId('issued-key')).textContent).toBe(WHOLE_KEY);
  });

  it('says when the key could not be loaded, and asks again', async () => {
    const api = fakeKeyApi('fails');
    renderCard(api);
    const shown = await card();
    expect(await within(shown).findByText('The key could not be loaded.')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.custom.mock.calls.length).toBeGreaterThan(1));
  });
});
