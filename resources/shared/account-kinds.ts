/** Which kind of account a row is (migration 015): platform staff, a merchant's master account, or a sub-account. */
export const ACCOUNT_KINDS = ['staff', 'master', 'sub'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An account is enabled or stopped (spec §4 "Accounts and shops"). */
export const ACCOUNT_STATUSES = ['enabled', 'stopped'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Who may hold a role: platform staff, or merchants' accounts. */
export const ROLE_AUDIENCES = ['platform', 'merchant'] as const;
export type RoleAudience = (typeof ROLE_AUDIENCES)[number];

/**
 * A merchant role's place in a store (spec §6 roles): holders of `manager` and `guide` roles count
 * against the store's caps; `master` roles are held by master accounts only, never by a sub-account.
 */
export const ROLE_POSITIONS = ['master', 'manager', 'guide', 'other'] as const;
export type RolePosition = (typeof ROLE_POSITIONS)[number];

/** The data scopes a merchant role may carry (ACCESS.md "Data scopes"). */
export const MERCHANT_ROLE_TAGS = ['seller_default', 'seller_sale'] as const;

/** A login name: letters, digits and `_ . @ -`, 3–50 characters, unique across the product (case aside). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.@-]{2,49}$/;
