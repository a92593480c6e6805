import { isAction, type Action } from './actions.ts';
import { isFlag, type PermissionFlag } from './flags.ts';

/** What one permission string means (ACCESS.md "Permission strings"). */
export type ParsedPermission =
  | { kind: 'page'; page: string }
  | { kind: 'action'; page: string; action: Action }
  | { kind: 'wildcard'; page: string }
  | { kind: 'flag'; flag: PermissionFlag }
  | { kind: 'invalid' };

// A route segment, or a route parameter of a hidden page such as `:id`. Anything else is
// rejected because page paths become casbin keyMatch2 patterns, which are regular expressions:
// a stray `.`, `(` or `*` in the middle would widen a grant silently.
const SEGMENT = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*|:[A-Za-z][A-Za-z0-9_]*)$/;

const INVALID: ParsedPermission = { kind: 'invalid' };

/** The segments of an absolute route path, or null when the path is malformed. */
export function pageSegments(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const segments = path.slice(1).split('/');
  return segments.every((segment) => SEGMENT.test(segment)) ? segments : null;
}

/** Classifies one permission string; anything malformed is `{ kind: 'invalid' }`. */
export function parsePermission(permission: string): ParsedPermission {
  if (isFlag(permission)) return { kind: 'flag', flag: permission };
  if (permission.endsWith('/*')) {
    const page = permission.slice(0, -2);
    // `/*` alone would be a grant of everything, which no role of the spec holds.
    return pageSegments(page) ? { kind: 'wildcard', page } : INVALID;
  }
  const segments = pageSegments(permission);
  if (!segments) return INVALID;
  const last = segments[segments.length - 1];
  if (!isAction(last)) return { kind: 'page', page: permission };
  // An action needs a page in front of it: `/delete` names nothing.
  if (segments.length === 1) return INVALID;
  return { kind: 'action', page: permission.slice(0, -(last.length + 1)), action: last };
}

/** The page a permission is about (its own path, or the page of an action or wildcard). */
export function pageOf(parsed: ParsedPermission): string | null {
  return parsed.kind === 'page' || parsed.kind === 'action' || parsed.kind === 'wildcard' ? parsed.page : null;
}
