import { type AuthProvider, Refine } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/pages/login/LoginPage.tsx';
import { englishI18n, renderInApp } from '../../render-in-app.tsx';
import { createI18nProvider } from '../../../../providers/i18n-provider.ts';
import { fakeDataProvider } from '../../fake-data-provider.ts';

/** The server's host prefixes (SUPER_HOST_PREFIXES, SUB_HOST_PREFIXES) as GET /api/client-config answers them. */
const DEFAULT_PREFIXES = { superHostPrefixes: ['super.', 'admin.'], subHostPrefixes: ['sub.'] };

async function renderLogin({ path = '/login', hostPrefixes = DEFAULT_PREFIXES } = {}) {
  const login = vi.fn(async (_params: Record<string, unknown>) => ({ success: true }));
  const authProvider: AuthProvider = {
    login,
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: false }),
    onError: async () => ({}),
  };
  const custom = vi.fn(async ({ url }: { url: string }) => ({ data: url === '/api/client-config' ? { embedOrigins: [], hostPrefixes } : {} }));
  const dataProvider = fakeDataProvider(custom);
  const i18n = await englishI18n();
  await renderInApp(
    <Refine authProvider={authProvider} dataProvider={{ default: dataProvider }} i18nProvider={createI18nProvider(i18n)} options={{ disableTelemetry: true }}>
      <LoginPage />
    </Refine>,
    { path },
  );
  return login;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the login page (spec §5)', () => {
  it('asks for a password of at least 6 characters before sending anything, then signs in', async () => {
    const login = await renderLogin();
    type('Username', 'merchant');
    type('Password', ' abc12 ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a password of at least 6 characters.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    type('Password', 'atrium123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'merchant', password: 'atrium123' })));
  });

  it('names a missing password only once', async () => {
    await renderLogin();
    type('Username', 'merchant');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1));
    expect(screen.queryByText('Enter a password of at least 6 characters.')).toBeNull();
  });
});

describe('the login card (issue #35)', () => {
  it('opens with the product name, with no empty band above it (an h2 keeps no top margin of its own)', async () => {
    await renderLogin();
    const title = await screen.findByRole('heading', { name: 'Atrium' });
    expect(title.closest('.ant-card-body')?.firstElementChild).toBe(title);
    expect(title.style.marginTop).toBe('0px');
  });

  it('names the merchant back office on a seller host, and platform administration where it is forced', async () => {
    await renderLogin();
    expect(await screen.findByText('Merchant back office')).toBeTruthy();
    cleanup();
    await renderLogin({ path: '/login?variant=super' });
    expect(await screen.findByText('Platform administration')).toBeTruthy();
    expect(screen.queryByText('Merchant back office')).toBeNull();
  });

  it("names platform administration on a host the server's own prefixes make the operators' (SUPER_HOST_PREFIXES)", async () => {
    // The page is on localhost; this server was told the operators' hosts begin with "local".
    const login = await renderLogin({ hostPrefixes: { superHostPrefixes: ['local'], subHostPrefixes: [] } });
    expect(await screen.findByText('Platform administration')).toBeTruthy();
    expect(screen.queryByText('Merchant back office')).toBeNull();
    // No guess of the page's overrides the server's choice by the host: the login names no variant.
    type('Username', 'operator');
    type('Password', 'atrium123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'operator', variant: null })));
  });

  it('sends the variant forced by ?variant= with the login', async () => {
    const login = await renderLogin({ path: '/login?variant=super' });
    type('Username', 'operator');
    type('Password', 'atrium123');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith(expect.objectContaining({ variant: 'super' })));
  });
});
