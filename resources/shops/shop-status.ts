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
 * How a shop moves, and which permission of ACCESS.md each way needs:
 * - `audit` (the `audit` action): pass or fail a review, or send the shop back to review;
 * - `status` (the `status` action, POST /api/taobao/shop/change/status/{id}): disable, or mark
 *   deleted on the marketplace;
 * - `authorise` (the `status` action, POST /api/taobao/shop/add/token/{id}): a new marketplace
 *   token, which the marketplace accepts (3) or refuses (4) — the adapter decides, not the caller;
 * - `expiry`: the hourly expiry job only, never a caller.
 */
export type ShopMove = 'audit' | 'status' | 'authorise' | 'expiry';

/**
 * Every allowed (from, to) pair and the move that makes it. Anything not listed is refused with a
 * 409 naming why; choosing the current status again is "Status unchanged" (spec §8), except that
 * re-authorising an authorised shop renews its token (3 → 3) and a failed authorisation may fail
 * again with another reason (4 → 4).
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
export const SHOP_MOVES: Readonly<Record<ShopStatus, Partial<Record<ShopStatus, ShopMove>>>> = {
  0: { 1: 'audit', 2: 'audit', 5: 'status', 6: 'status' },
  1: { 3: 'authorise', 4: 'authorise', 5: 'status', 6: 'status' },
  2: { 0: 'audit', 5: 'status', 6: 'status' },
  3: { 3: 'authorise', 4: 'authorise', 5: 'status', 6: 'status', 7: 'expiry' },
  4: { 3: 'authorise', 4: 'authorise', 5: 'status', 6: 'status' },
  5: { 0: 'audit', 6: 'status' },
  6: {},
  7: { 3: 'authorise', 4: 'authorise', 5: 'status', 6: 'status' },
};

/** The move from `from` to `to`, or undefined when the machine does not allow it. */
export function shopMove(from: ShopStatus, to: ShopStatus): ShopMove | undefined {
  return SHOP_MOVES[from][to];
}

/** The statuses a caller may pick by `move` from `from` (what the screen offers). */
export function shopTargets(from: ShopStatus, move: ShopMove): ShopStatus[] {
  return SHOP_STATUSES.filter((to) => SHOP_MOVES[from][to] === move);
}

/** Statuses the expiry job moves to 7 once the expiry date has passed. */
export const EXPIRING_STATUSES = SHOP_STATUSES.filter((from) => SHOP_MOVES[from][SHOP_STATUS.authorisationExpired] === 'expiry');

/** Shop expiry status (spec §3): 3 due within this many days, 7 expired. */
export const SHOP_DUE_DAYS = 7;
export const SHOP_EXPIRY_STATUSES = [0, 3, 7] as const;
