import { describe, expect, it } from 'vitest';
import { acceptNavigationMessage, isInAppPath, normaliseOrigins, parseNavigationMessage } from '../../../src/shell/window-navigation.ts';

describe('isInAppPath (SECURITY.md §10: only same-app destinations)', () => {
  it.each([
    '/',
    '/content/commodityManagement',
    '/content/panoEditor/7?tab=2#top',
    '/customManagement/detail/3/9',
    '/redirect/content/albumManagement',
    '/search?q=a:b',
  ])('accepts %s', (destination) => {
    expect(isInAppPath(destination)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'content/commodityManagement'],
    ['protocol-relative', '//evil.example/steal'],
    ['double slash later on', '/redirect//evil.example'],
    ['double slash in the query', '/login?next=https://evil.example'],
    ['absolute https URL', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['backslash authority', '/\\evil.example'],
    ['backslash inside', '/content\\..\\admin'],
    ['tab (browsers strip it: /<tab>/evil → //evil)', '/\t/evil.example'],
    ['newline', '/content\n/x'],
    ['NUL', '/content\u0000'],
    ['DEL', '/content\u007f'],
    ['C1 control', '/content\u0085'],
    ['leading space', ' /content'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, destination) => {
    expect(isInAppPath(destination)).toBe(false);
  });
});

describe('parseNavigationMessage', () => {
  it.each<[string, unknown, { destination: string; replace: boolean } | null]>([
    ['destination pushes by default', { destination: '/content/albumManagement' }, { destination: '/content/albumManagement', replace: false }],
    ['replace: true replaces', { destination: '/homeData/stats', replace: true }, { destination: '/homeData/stats', replace: true }],
    ['replace: false pushes', { destination: '/homeData/stats', replace: false }, { destination: '/homeData/stats', replace: false }],
    [
      'path is an alias of destination',
      { path: '/myAccount/accountManagement', replace: true },
      { destination: '/myAccount/accountManagement', replace: true },
    ],
    ['destination wins over path', { destination: '/a', path: '/b' }, { destination: '/a', replace: false }],
    ['a null-prototype object', Object.assign(Object.create(null), { destination: '/a' }), { destination: '/a', replace: false }],
    ['a string message', '/content/albumManagement', null],
    ['null', null, null],
    ['an array', ['/content'], null],
    ['a class instance', new URL('https://app.example/content'), null],
    ['no destination', { replace: true }, null],
    ['a non-string destination', { destination: 42 }, null],
    ['a non-string destination, even with a valid path', { destination: 42, path: '/a' }, null],
    ['a non-boolean replace', { destination: '/a', replace: 'yes' }, null],
    ['an off-app destination', { destination: 'https://evil.example' }, null],
    ['an off-app path alias', { path: '//evil.example' }, null],
  ])('%s', (_, data, expected) => {
    expect(parseNavigationMessage(data)).toEqual(expected);
  });
});

describe('normaliseOrigins', () => {
  it('puts configured origins in the form MessageEvent.origin has', () => {
    expect([...normaliseOrigins(['https://Shop.Example.com:443/', 'http://localhost:5173', 'http://x.example:80'])]).toEqual([
      'https://shop.example.com',
      'http://localhost:5173',
      'http://x.example',
    ]);
  });

  it('drops entries that are not origins, and the shared "null" origin', () => {
    expect([...normaliseOrigins(['not an origin', '', 'null', 'file:///tmp/a.html'])]).toEqual([]);
  });
});

describe('acceptNavigationMessage (origin first, then content)', () => {
  const allowed = normaliseOrigins(['https://shop.example.com']);
  const data = { destination: '/content/albumManagement', replace: true };

  it.each<[string, string, boolean]>([
    ['the configured origin', 'https://shop.example.com', true],
    ['another origin', 'https://evil.example', false],
    ['the configured host over http', 'http://shop.example.com', false],
    ['a sub-domain of the configured host', 'https://a.shop.example.com', false],
    ['a look-alike suffix', 'https://shop.example.com.evil.example', false],
    ['another port', 'https://shop.example.com:8443', false],
    ['the opaque origin of a sandboxed frame', 'null', false],
    ['no origin', '', false],
  ])('%s → %s', (_, origin, accepted) => {
    expect(acceptNavigationMessage({ origin, data }, allowed)).toEqual(accepted ? { destination: '/content/albumManagement', replace: true } : null);
  });

  it('refuses everything when no origin is configured', () => {
    expect(acceptNavigationMessage({ origin: 'https://shop.example.com', data }, new Set())).toBeNull();
  });

  it('refuses an off-app destination even from the configured origin', () => {
    expect(acceptNavigationMessage({ origin: 'https://shop.example.com', data: { destination: '//evil.example' } }, allowed)).toBeNull();
  });
});
