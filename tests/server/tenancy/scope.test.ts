import { describe, expect, it } from 'vitest';
import { assertScope, type Scope, scopeForSession, systemScopeFor, TenantScopeError } from '../../../server/tenancy/scope.ts';
import { sessionLike } from './session-like.ts';

const operator = sessionLike({ accountId: 1, merchantId: null, roleTag: 'atrium', isPlatform: true, roleCode: 'operator' });

describe('scopeForSession', () => {
  it('gives a merchant session its own merchant, whatever tenant id it is handed', () => {
    const session = sessionLike({ merchantId: 7 });
    expect(scopeForSession(session, null)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null });
    expect(scopeForSession(session, 7)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null });
    expect(scopeForSession(session, 8)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null });
  });

  it('limits a shopping guide to its own sale id', () => {
    const guide = sessionLike({ accountId: 42, merchantId: 7, roleTag: 'seller_sale', roleCode: 'guide' });
    expect(scopeForSession(guide, null)).toEqual({ kind: 'merchant', merchantId: 7, saleId: 42, storeId: null });
  });

  it("carries an account's store, for the tables its store's staff see only partly", () => {
    expect(scopeForSession(sessionLike({ merchantId: 7, storeId: 3 }), null)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: 3 });
  });

  it('gives a platform session every merchant, or the one the tenant id names', () => {
    expect(scopeForSession(operator, null)).toEqual({ kind: 'all' });
    expect(scopeForSession(operator, 9)).toEqual({ kind: 'merchant', merchantId: 9, saleId: null, storeId: null });
  });

  it('never widens an account of a merchant, even when its role carries the operator tag', () => {
    const tagged = sessionLike({ merchantId: 7, roleTag: 'atrium', isPlatform: false });
    expect(scopeForSession(tagged, null)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null });
    expect(scopeForSession(tagged, 8)).toEqual({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null });
  });

  it('refuses a non-platform session without a merchant', () => {
    expect(() => scopeForSession(sessionLike({ merchantId: null }), null)).toThrow(TenantScopeError);
    expect(() => scopeForSession(sessionLike({ merchantId: null }), 7)).toThrow(TenantScopeError);
  });

  it('issues frozen scopes that assertScope accepts', () => {
    const scope = scopeForSession(sessionLike({}), null);
    expect(Object.isFrozen(scope)).toBe(true);
    expect(() => {
      (scope as { merchantId: number }).merchantId = 8;
    }).toThrow(TypeError);
    expect(() => assertScope(scope)).not.toThrow();
    expect(() => assertScope(systemScopeFor(3))).not.toThrow();
    expect(systemScopeFor(3)).toEqual({ kind: 'merchant', merchantId: 3, saleId: null, storeId: null });
  });
});

describe('assertScope', () => {
  const issued = scopeForSession(sessionLike({}), null);
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a hand-made all scope', { kind: 'all' }],
    ['a hand-made merchant scope', { kind: 'merchant', merchantId: 7, saleId: null }],
    ['a frozen hand-made scope', Object.freeze({ kind: 'merchant', merchantId: 7, saleId: null, storeId: null })],
    ['a copy of an issued scope', { ...issued }],
    ['an object inheriting from an issued scope', Object.create(issued)],
    ['a scope from JSON', JSON.parse(JSON.stringify(issued))],
    ['a string', 'all'],
  ])('refuses %s', (_, scope) => {
    expect(() => assertScope(scope as Scope)).toThrow(TenantScopeError);
  });
});
