import { type AuthProvider, Refine } from '@refinedev/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/pages/login/LoginPage.tsx';
import { englishI18n, renderInApp } from '../../render-in-app.tsx';
import { createI18nProvider } from '../../../../providers/i18n-provider.ts';

async function renderLogin() {
  const login = vi.fn(async () => ({ success: true }));
  const authProvider: AuthProvider = {
    login,
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: false }),
    onError: async () => ({}),
  };
  const i18n = await englishI18n();
  await renderInApp(
    <Refine authProvider={authProvider} i18nProvider={createI18nProvider(i18n)} options={{ disableTelemetry: true }}>
      <LoginPage />
    </Refine>,
    { path: '/login' },
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
