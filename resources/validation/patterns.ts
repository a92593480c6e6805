/**
 * The spec's email pattern (§5): alphanumerics with optional single `_` `.` `-` separators, `@`,
 * a domain, a dot and 2–6 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,6}$/;

/** Phone numbers: digits only, at least 3 (spec §5). */
export const PHONE_PATTERN = /^\d{3,20}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
