import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../src/shell/ToastHost.tsx';

type Toasts = ReturnType<typeof AntdApp.useApp>['message'];
let toasts: Toasts;
function Grab() {
  toasts = AntdApp.useApp().message;
  return null;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Whether a toast with this text is on screen (a closing one stays in jsdom's DOM, leaving). */
const showing = (text: string) => {
  const element = screen.queryByText(text);
  return Boolean(element) && !element?.closest('.ant-message-notice-wrapper')?.className.includes('-leave');
};

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastHost>
      <Grab />
    </ToastHost>,
  );
});
afterEach(() => vi.useRealTimers());

describe('ToastHost (spec §9: helper toasts last 1.5 s)', () => {
  it.each([
    ['success', 'operation successful'],
    ['warning', 'operation failed'],
    ['error', 'network abnormal'],
  ] as const)('a %s helper toast shows for 1.5 s, then goes', (kind, text) => {
    act(() => void toasts[kind](text));
    expect(showing(text)).toBe(true);
    wait(1_400);
    expect(showing(text)).toBe(true);
    wait(300);
    expect(showing(text)).toBe(false);
  });

  it("keeps a toast that names its own duration (the server's messages: 5 s)", () => {
    act(() => void toasts.error('Status unchanged', 5));
    wait(4_900);
    expect(showing('Status unchanged')).toBe(true);
    wait(300);
    expect(showing('Status unchanged')).toBe(false);
  });
});
