import { describe, expect, it } from 'vitest';
import { loginVariantOf } from '../../../resources/session/login-variant.ts';

describe('loginVariantOf (API.md §5 host variants)', () => {
  it.each<[string, string | null, string]>([
    ['super.atrium.example', null, 'super'],
    ['admin.atrium.example', null, 'super'],
    ['ADMIN.Atrium.example', null, 'super'],
    ['sub.atrium.example', null, 'sub'],
    ['atrium.example', null, 'seller'],
    ['localhost', null, 'seller'],
    ['127.0.0.1', null, 'seller'],
    ['superstore.example', null, 'seller'],
    ['subway.example', null, 'seller'],
    ['shop.super.example', null, 'seller'],
    ['localhost', 'super', 'super'],
    ['localhost', 'sub', 'sub'],
    ['super.atrium.example', 'seller', 'seller'],
    ['sub.atrium.example', 'operator', 'sub'],
    ['localhost', '', 'seller'],
  ])('%s with ?variant=%s → %s', (hostname, forced, variant) => {
    expect(loginVariantOf(hostname, forced)).toBe(variant);
  });
});
