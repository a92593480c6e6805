import { beforeEach, describe, expect, it } from 'vitest';
import { isMobileWidth, resolveSidebarPosition, sidebarPositionOf } from '../../../src/shell/layout-mode.ts';

describe('sidebarPositionOf (spec §2 iframe parameter)', () => {
  it.each<[string | null, string]>([
    ['top', 'top'],
    ['true', 'none'],
    ['none', 'none'],
    ['left', 'left'],
    ['false', 'left'],
    ['', 'left'],
    ['TOP', 'left'],
    ['1', 'left'],
    [null, 'left'],
  ])('iframe=%s → %s', (iframe, position) => {
    expect(sidebarPositionOf(iframe)).toBe(position);
  });
});

describe('resolveSidebarPosition', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the position the iframe parameter chose for the rest of the browser session', () => {
    expect(resolveSidebarPosition('?iframe=top&x=1')).toBe('top');
    expect(resolveSidebarPosition('?page=2')).toBe('top');
    expect(resolveSidebarPosition('?iframe=other')).toBe('left');
    expect(resolveSidebarPosition('')).toBe('left');
  });

  it('is left without any parameter', () => {
    expect(resolveSidebarPosition('')).toBe('left');
  });
});

describe('isMobileWidth (spec §2, §9: mobile below 992 px)', () => {
  it.each([
    [991, true],
    [992, false],
    [1920, false],
  ])('%i px → %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});
