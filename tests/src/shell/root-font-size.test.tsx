import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rootFontSizes, useResponsiveRootFontSize } from '../../../src/shell/root-font-size.ts';

describe('rootFontSizes (spec §2: design width 1920, 32 px on html, half on body, scale capped at 2×)', () => {
  it.each([
    [1920, 32, 16],
    [960, 16, 8],
    [1440, 24, 12],
    [3840, 64, 32],
    [5000, 64, 32],
  ])('%i px wide → html %i px, body %i px', (width, html, body) => {
    expect(rootFontSizes(width)).toEqual({ html, body });
  });
});

function Sized() {
  useResponsiveRootFontSize();
  return null;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useResponsiveRootFontSize', () => {
  afterEach(() => {
    document.documentElement.style.fontSize = '';
    document.body.style.fontSize = '';
  });

  it('sizes the page at once and again on every resize', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    render(<Sized />);
    expect([document.documentElement.style.fontSize, document.body.style.fontSize]).toEqual(['32px', '16px']);
    resizeTo(960);
    expect([document.documentElement.style.fontSize, document.body.style.fontSize]).toEqual(['16px', '8px']);
  });

  it('stops following the window once unmounted', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    const { unmount } = render(<Sized />);
    unmount();
    resizeTo(960);
    expect(document.documentElement.style.fontSize).toBe('32px');
  });
});
