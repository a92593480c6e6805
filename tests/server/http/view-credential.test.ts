import { describe, expect, it } from 'vitest';
import { assertCredentialDeclared } from '../../../server/http/access.ts';

/**
 * The public showroom's calls (issue 38) name what they open by the view id in their path instead
 * of a publishable key (`viewId`); the platform accepts exactly one of the two on an `/app-api`
 * route, a view id only with a `:viewuuid` in the path, and neither anywhere else.
 */
describe('an /app-api route named by its view id', () => {
  it('registers when public with a :viewuuid in its path', () => {
    expect(() => assertCredentialDeclared('GET', '/app-api/showroom/:viewuuid', 'public', undefined, true)).not.toThrow();
    expect(() => assertCredentialDeclared('GET', '/app-api/showroom/:viewuuid/scenes/:planId', 'public', undefined, true)).not.toThrow();
  });

  it('is refused without a :viewuuid, with a key as well, or behind a session', () => {
    expect(() => assertCredentialDeclared('GET', '/app-api/showroom/:id', 'public', undefined, true)).toThrow('viewId with a :viewuuid in its path');
    expect(() => assertCredentialDeclared('GET', '/app-api/showroom/:viewuuid', 'public', 'customer', true)).toThrow('an /app-api route is public');
    expect(() => assertCredentialDeclared('GET', '/app-api/showroom/:viewuuid', 'session', undefined, true)).toThrow('an /app-api route is public');
  });

  it('is refused outside /app-api', () => {
    expect(() => assertCredentialDeclared('GET', '/api/showroom/:viewuuid', 'public', undefined, true)).toThrow(
      'only /app-api routes take a publishable key or a view id',
    );
  });
});
