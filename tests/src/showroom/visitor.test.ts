import { describe, expect, it } from 'vitest';
import { readPageConfig } from '../../../src/showroom/page-config.ts';
import { saleIdOf, shareOf, viewerId } from '../../../src/showroom/visitor.ts';

describe("the visitor's ids", () => {
  it('keeps one 12-character device id per browser', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const first = viewerId(storage);
    expect(first).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(viewerId(storage)).toBe(first);
    expect(viewerId(null)).not.toBe(first);
  });

  it("reads the guide's share from the address, and the guide's id before the dot", () => {
    expect(shareOf('?share=12.abcDEF_-&x=1')).toBe('12.abcDEF_-');
    expect(shareOf('?x=1')).toBeUndefined();
    expect(saleIdOf('12.abc')).toBe(12);
    expect(saleIdOf('abc.12')).toBeUndefined();
    expect(saleIdOf('0.abc')).toBeUndefined();
    expect(saleIdOf(undefined)).toBeUndefined();
  });
});

describe("the page's configuration", () => {
  const page = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="atrium-showroom">${text}</script>`;
    return readPageConfig(document);
  };

  it('reads the data block the server wrote', () => {
    const config = { viewuuid: 'a'.repeat(32), preview: null, keys: { ingestion: 'apk_x', customer: null } };
    expect(page(JSON.stringify(config))).toEqual(config);
    expect(page(JSON.stringify({ viewuuid: null, preview: { appId: 3, mode: 'mobile' }, keys: { ingestion: null, customer: null } }))?.preview).toEqual({
      appId: 3,
      mode: 'mobile',
    });
  });

  it('takes a missing, malformed or empty one for no showroom', () => {
    document.body.innerHTML = '';
    expect(readPageConfig(document)).toBeNull();
    expect(page('{not json')).toBeNull();
    expect(page(JSON.stringify({ viewuuid: null, preview: null, keys: { ingestion: null, customer: null } }))).toBeNull();
    expect(page(JSON.stringify({ viewuuid: 'x', preview: { appId: 1, mode: 'tv' }, keys: {} }))).toBeNull();
  });
});
