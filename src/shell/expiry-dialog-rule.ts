import { EXPIRY_DIALOG } from '../../resources/constants.ts';

/** The 10-day band a number of days left falls in: 60–51 → 6, …, 20–11 → 2. */
export function expiryBand(daysLeft: number): number {
  return Math.ceil(daysLeft / EXPIRY_DIALOG.bandDays);
}

/**
 * Spec §9: the account expiry dialog shows when 60 days or fewer remain; above 10 days once per
 * 10-day band (the band last shown is stored per account), within 10 days always. The server
 * rounds days left up, so 0 (or -0) already means lapsed: that is the renew message's case.
 */
export function shouldShowExpiryDialog(daysLeft: number | null, lastShownBand: number | null): boolean {
  if (daysLeft === null || daysLeft > EXPIRY_DIALOG.fromDays || daysLeft <= 0) return false;
  if (daysLeft <= EXPIRY_DIALOG.alwaysWithinDays) return true;
  return lastShownBand !== expiryBand(daysLeft);
}
