import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { AxiosInstance } from 'axios';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HttpEvent, httpEvents } from '../../../providers/http-events.ts';
import { SessionStore } from '../../../providers/session-store.ts';
import { clearErrorLog, useErrorLog } from '../../../src/shell/error-log.ts';
import { HttpEventToasts } from '../../../src/shell/HttpEventToasts.tsx';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function LoggedCount() {
  return <output data-testid="logged">{useErrorLog().length}</output>;
}

function show() {
  const store = new SessionStore({} as AxiosInstance);
  const clear = vi.spyOn(store, 'clear');
  const reloadAt = vi.fn();
  const { unmount } = render(
    <MemoryRouter initialEntries={['/content/commodityManagement']}>
      <AntdApp>
        <HttpEventToasts store={store} reloadAt={reloadAt} />
      </AntdApp>
      <Where />
      <LoggedCount />
    </MemoryRouter>,
  );
  return { clear, reloadAt, unmount };
}

const emit = (event: HttpEvent) => act(() => httpEvents.emit(event));
/** Advances the toasts' clocks (antd closes a message after its duration). */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Whether a toast with this text is on screen (a closing one stays in jsdom's DOM, leaving). */
const showing = (text: string) => {
  const element = screen.queryByText(text);
  return Boolean(element) && !element?.closest('.ant-message-notice-wrapper')?.className.includes('-leave');
};

beforeEach(() => {
  vi.useFakeTimers();
  clearErrorLog();
  sessionStorage.setItem('atrium_tabs', '[{"path":"/content/albumManagement"}]');
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('HttpEventToasts (spec §8)', () => {
  it('shows a server message for 5 s and records it in the error log', () => {
    show();
    emit({ type: 'error', message: 'Status unchanged', seconds: 5 });
    expect(showing('Status unchanged')).toBe(true);
    expect(screen.getByTestId('logged').textContent).toBe('1');
    wait(4_900);
    expect(showing('Status unchanged')).toBe(true);
    wait(1_000);
    expect(showing('Status unchanged')).toBe(false);
  });

  it('an expired login shows for 3 s, then logs out locally and reloads at /login', () => {
    const { clear, reloadAt } = show();
    emit({ type: 'unauthenticated', message: 'Login expired, please log in again' });
    expect(showing('Login expired, please log in again')).toBe(true);
    wait(2_900);
    expect(reloadAt).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
    wait(1_000);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('atrium_tabs')).toBeNull();
    expect(reloadAt).toHaveBeenCalledWith('/login');
  });

  it('an expired merchant goes to /expired with the server message for 3 s', () => {
    const { reloadAt } = show();
    emit({ type: 'merchantExpired', message: 'Your account has expired; contact the operator to renew.' });
    expect(screen.getByTestId('location').textContent).toBe('/expired');
    expect(showing('Your account has expired; contact the operator to renew.')).toBe(true);
    wait(3_100);
    expect(showing('Your account has expired; contact the operator to renew.')).toBe(false);
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const { unmount, reloadAt } = show();
    unmount();
    emit({ type: 'error', message: 'Nobody listens', seconds: 5 });
    emit({ type: 'unauthenticated', message: 'Nobody reloads' });
    wait(5_000);
    expect(screen.queryByText('Nobody listens')).toBeNull();
    expect(reloadAt).not.toHaveBeenCalled();
    // A listener left behind would still have written to the error log.
    render(<LoggedCount />);
    expect(screen.getByTestId('logged').textContent).toBe('0');
  });
});
