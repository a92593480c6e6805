import { LOGIN_VARIANTS, type LoginVariantValue } from '../../../resources/constants.ts';

/** API.md §5: `super.`/`admin.` hosts sign in operators, `sub.` hosts sub-accounts, others sellers. */
export function loginVariantOf(hostname: string, forced: string | null): LoginVariantValue {
  if (forced && (LOGIN_VARIANTS as readonly string[]).includes(forced)) return forced as LoginVariantValue;
  const host = hostname.toLowerCase();
  if (host.startsWith('super.') || host.startsWith('admin.')) return 'super';
  if (host.startsWith('sub.')) return 'sub';
  return 'seller';
}
