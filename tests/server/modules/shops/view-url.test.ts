import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../server/env.ts';
import { viewUrl } from '../../../../server/modules/shops/shops.service.ts';

/** Where a view opens (a local QR code encodes it): this server's public showroom by default (issue 38), else VIEW_URL. */
describe('viewUrl', () => {
  const base = { DATABASE_URL: 'postgres://localhost/atrium', NODE_ENV: 'test' };

  it("is this server's /smartStore/<viewuuid> by default", () => {
    expect(viewUrl(parseEnv(base), 'https://atrium.example', 'a'.repeat(32))).toBe(`https://atrium.example/smartStore/${'a'.repeat(32)}`);
  });

  it('is VIEW_URL with the id put in when set', () => {
    const env = parseEnv({ ...base, VIEW_URL: 'https://view.example.com/v/{viewuuid}' });
    expect(viewUrl(env, 'https://atrium.example', 'b'.repeat(32))).toBe(`https://view.example.com/v/${'b'.repeat(32)}`);
  });
});
