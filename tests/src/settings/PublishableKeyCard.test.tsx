import type { DataProvider } from '@refinedev/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../providers/session-store.ts';
import { PublishableKeyCard } from '../../../src/settings/IngestionKeyCard.tsx';
import { englishI18n } from '../render-in-app.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

await englishI18n();

const KEY_URL = '/api/settings/publishable-keys/customer';
const WHOLE_KEY = `apk_CUS123${'x'.repeat(37)}`;
type Call = { url: string; method: string };

function fakeCustomerKeyApi(status: { live: { hint: string; created_at: string } | null; last_event_at: string | null }) {
  let current = status;
  const custom = vi.fn(async (call: Call) => {
    if (call.method === 'post' && call.url === `${KEY_URL}/rotate`) {
      const issued = { purpose: 'customer', key: WHOLE_KEY, hint: 'apk_CUS123', created_at: '2025-06-10T08:00:00.000Z' };
      current = { live: { hint: issued.hint, created_at: issued.created_at }, last_event_at: current.last_event_at };
      return { data: issued };
    }
    if (call.url !== KEY_URL) throw new Error(`unexpected call ${call.url}`);
    return { data: { purpose: 'customer', ...current } };
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

const renderCard = (api: DataProvider, canEdit = true) =>
  renderSignedIn(
    <PublishableKeyCard purpose="customer" canEdit={canEdit} />,
    api,
    { profile: { id: 1 } } as unknown as Partial<SessionState>,
    '/settingCenter/appSetting',
  );

describe("App settings' customer key", () => {
  it("says in its own words whether customers can sign in and when one last did, with the statistics key's buttons", async () => {
    renderCard(fakeCustomerKeyApi({ live: null, last_event_at: null }));
    const shown = await screen.findByTestId('customer-key');
    expect(shown.textContent).toContain('Customers in your apps');
    expect((await within(shown).findByTestId('no-key')).textContent).toContain('Customers cannot sign in from your apps: no key is live.');
    expect(shown.textContent).toContain('Last customer sign-in');
    expect(within(shown).getByTestId('last-event').textContent).toBe('None yet');
    fireEvent.click(within(shown).getByRole('button', { name: 'Issue a key' }));
    expect((await screen.findByTestId('issued-key')).textContent).toBe(WHOLE_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect((await within(shown).findByTestId('key-live')).textContent).toBe('Customers can sign in from your apps: a key is live.');
    fireEvent.click(within(shown).getByText('For developers'));
    expect((await within(shown).findByTestId('key-call')).textContent).toBe('POST /app-api/customer/login/guest\nX-Publishable-Key: apk_CUS123…');
  });
});
