import { LOGIN_VARIANTS, type LoginVariantValue } from '../constants.ts';

export interface HostPrefixes {
  superHostPrefixes: string[];
  subHostPrefixes: string[];
}

/** API.md §5 defaults; the server can change them through SUPER_HOST_PREFIXES / SUB_HOST_PREFIXES. */
export const DEFAULT_HOST_PREFIXES: HostPrefixes = { superHostPrefixes: ['super.', 'admin.'], subHostPrefixes: ['sub.'] };

/** Which login variant a host name selects: operators, sub-accounts, or sellers. */
export function variantForHost(hostname: string, prefixes: HostPrefixes = DEFAULT_HOST_PREFIXES): LoginVariantValue {
  const host = hostname.toLowerCase();
  if (prefixes.superHostPrefixes.some((prefix) => host.startsWith(prefix))) return 'super';
  if (prefixes.subHostPrefixes.some((prefix) => host.startsWith(prefix))) return 'sub';
  return 'seller';
}

/** The variant `?variant=` forces for local use (API.md §5), or null when it names none. */
export function forcedVariant(forced: string | null): LoginVariantValue | null {
  return forced && (LOGIN_VARIANTS as readonly string[]).includes(forced) ? (forced as LoginVariantValue) : null;
}

/**
 * The login page's variant: `?variant=` forces one for local use, else the host decides by the
 * server's prefixes (GET /api/client-config), the ones its login and session cookies go by.
 */
export function loginVariantOf(hostname: string, forced: string | null, prefixes: HostPrefixes = DEFAULT_HOST_PREFIXES): LoginVariantValue {
  return forcedVariant(forced) ?? variantForHost(hostname, prefixes);
}
