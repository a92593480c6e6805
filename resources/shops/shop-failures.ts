/**
 * Why a shop failed, as a code the interface words in each language (`failCodes.<code>` in
 * shops.texts.ts), the failure's raw text kept beside it as its detail (`fail_reason`): the
 * operator's reason for a failed review (their own words), the marketplace's message for a refused
 * token (the marketplace's words, in its language), the other shop's id for a token of another shop.
 */
export const SHOP_FAIL_CODES = ['reviewRejected', 'tokenRefused', 'tokenOfAnotherShop'] as const;
export type ShopFailCode = (typeof SHOP_FAIL_CODES)[number];
