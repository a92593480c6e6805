import { type Machine, systemMove, targetsFrom } from '../engine/machines.ts';

/**
 * The marketplace shop's states (spec §3 "Shop") and the moves between them. The spec lists the
 * states and says a failed shop can be re-audited or re-authorised (§4), but not the transitions:
 * this table is our design, enforced by the server and offered by the screen. README "Marketplace
 * shops" explains it in prose.
 */
export const SHOP_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** The statuses by name, for code that reads better than a digit. */
export const SHOP_STATUS = {
  reviewPending: 0,
  reviewPassed: 1,
  reviewFailed: 2,
  authorised: 3,
  authorisationFailed: 4,
  disabled: 5,
  deleted: 6,
  authorisationExpired: 7,
} as const satisfies Record<string, ShopStatus>;

/**
 * How a shop moves: the record actions of shops.resource.ts, and which permission of ACCESS.md each needs:
 * - `audit` (the `audit` action): pass or fail a review, or send the shop back to review;
 * - `change-status` (the `status` action, POST /api/taobao/shop/change/status/{id}): disable, or
 *   mark deleted on the marketplace;
 * - `add-token` (the `status` action, POST /api/taobao/shop/add/token/{id}): a new marketplace
 *   token, which the marketplace accepts (3) or refuses (4) — the adapter decides, not the caller;
 * - the `expiry` system move: the hourly expiry job only, never a caller.
 */
export type ShopMove = 'audit' | 'change-status' | 'add-token';

/**
 * The shop's machine. Anything it does not make is refused with a 409 naming both states; choosing
 * the current status again is "Status unchanged" (spec §8), except that re-authorising an
 * authorised shop renews its token (3 → 3) and a failed authorisation may fail again with another
 * reason (4 → 4).
 *
 * - 0 review pending: passes (1) or fails (2) review; may be disabled or marked deleted.
 * - 1 review passed: waits for its authorisation (3 or 4).
 * - 2 review failed: may be re-audited (back to 0).
 * - 3 authorised: re-authorised at will; the expiry job moves it to 7 once its expiry date passes.
 * - 4 authorisation failed: may be re-authorised.
 * - 5 disabled: comes back only through review (re-audit, 0).
 * - 6 deleted (on the marketplace): final; the record may then be deleted here.
 * - 7 authorisation expired: re-authorised with a new token (3 or 4).
 * Every state but 5 and 6 may be disabled, and every state but 6 marked deleted.
 */
export const SHOP_MACHINE: Machine<ShopStatus> = {
  states: SHOP_STATUSES,
  moves: [
    { action: 'audit', from: [0], to: { body: [1, 2] } },
    { action: 'audit', from: [2, 5], to: { body: [0] } },
    { action: 'change-status', from: [0, 1, 2, 3, 4, 7], to: { body: [5, 6] } },
    { action: 'change-status', from: [5], to: { body: [6] } },
    { action: 'add-token', from: [1, 3, 4, 7], to: { decided: [3, 4] }, allowSame: true },
  ],
  system: [{ name: 'expiry', from: [3], to: 7 }],
};

/** The statuses a caller may pick by `move` from `from` (what the screen offers). */
export function shopTargets(from: ShopStatus, move: ShopMove): ShopStatus[] {
  return [...(targetsFrom(SHOP_MACHINE, move, from)?.to ?? [])];
}

/** Statuses the expiry job moves to 7 once the expiry date has passed. */
export const EXPIRING_STATUSES = systemMove(SHOP_MACHINE, 'expiry').from;

/** Shop expiry status (spec §3): 3 due within this many days, 7 expired. */
export const SHOP_DUE_DAYS = 7;
export const SHOP_EXPIRY_STATUSES = [0, 3, 7] as const;
