import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads media queries and observes sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// A busy 2-core machine (CI running the server suite beside this one) can take seconds to
// re-render an antd form: findBy / waitFor give the screen that long to show what the user waits for.
// The goods form (tabs of sections, SKU tables) took over 10 s to show an error in a loaded CI-like run.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
