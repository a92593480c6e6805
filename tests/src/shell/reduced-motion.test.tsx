import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePrefersReducedMotion } from '../../../src/shell/reduced-motion.ts';

/** A system setting the test can change, as matchMedia reports it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      expect(query).toBe('(prefers-reduced-motion: reduce)');
      return list;
    },
  });
  return {
    change(next: boolean) {
      reduce = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
    listening: () => listeners.size,
  };
}

function Motion() {
  return <span>{usePrefersReducedMotion() ? 'still' : 'moving'}</span>;
}

describe('usePrefersReducedMotion', () => {
  let jsdomStub: typeof window.matchMedia;
  beforeEach(() => {
    jsdomStub = window.matchMedia;
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: jsdomStub });
  });

  it('follows the system setting, also when it changes while the page is open', () => {
    const setting = systemSetting(false);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('moving')).toBeTruthy();
    setting.change(true);
    expect(screen.getByText('still')).toBeTruthy();
    setting.change(false);
    expect(screen.getByText('moving')).toBeTruthy();
    unmount();
    expect(setting.listening()).toBe(0);
  });

  it('starts reduced when the system already asks for it', () => {
    systemSetting(true);
    render(<Motion />);
    expect(screen.getByText('still')).toBeTruthy();
  });

  it('keeps motion where the browser cannot say', () => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined });
    render(<Motion />);
    expect(screen.getByText('moving')).toBeTruthy();
  });
});
