import type { CapKind } from '../../../resources/shared/merchant-terms.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { countGoods, countPlansOf, countSubAccounts, countTemplateUsesOf, lockedCap } from './merchants.repository.ts';

/** The boot API's code for "Sub-account quota insufficient" (API.md §2). */
export const SUB_ACCOUNT_QUOTA_BOOT_CODE = 1002003008;

type Count = (trx: Db, merchantId: number) => Promise<number>;

interface CapRule {
  /** The merchants column holding the cap. */
  column: 'goods_cap' | 'plan_cap' | 'template_cap' | 'account_quota';
  /** Spec §8's message when the cap is reached. */
  message: string;
  bootCode?: number;
  /** What the merchant holds of the kind now; absent until the kind's table exists. */
  count?: Count;
}

/**
 * Each cap: its column, its message and what counts against it. Goods in the recycle bin do not
 * count (the merchant no longer sees them), nor do plans there. Each kind's create calls `checkCap`
 * in its validate.
 */
export const CAP_RULES: Readonly<Record<CapKind, CapRule>> = {
  goods: { column: 'goods_cap', message: 'errors.goodsCapReached', count: countGoods },
  // Plans and halls together (spec §8 "goods or plan limit reached").
  plan: { column: 'plan_cap', message: 'errors.goodsCapReached', count: countPlansOf },
  template: { column: 'template_cap', message: 'errors.templateCapReached', count: countTemplateUsesOf },
  account: {
    column: 'account_quota',
    message: 'errors.subAccountQuota',
    bootCode: SUB_ACCOUNT_QUOTA_BOOT_CODE,
    count: countSubAccounts,
  },
};

/** What a merchant holds of one kind (the detail page's usage). */
export async function capHoldings(trx: Db, merchantId: number, kind: CapKind): Promise<number | null> {
  const count = CAP_RULES[kind].count;
  return count ? count(trx, merchantId) : null;
}

/**
 * Refuses (409, spec §8) adding `adding` records of a kind beyond the merchant's cap. The merchant's
 * row is locked first, so parallel creates count one after another, each seeing those committed
 * before it. The lock is `FOR NO KEY UPDATE`: it excludes every other cap check (and the materials'
 * capacity lock) but not the key-share locks of rows inserted with a reference to the merchant,
 * which `FOR UPDATE` would block, and deadlock with, for the length of the write.
 */
export async function checkCap(trx: Db, merchantId: number, kind: CapKind, adding = 1): Promise<void> {
  const rule = CAP_RULES[kind];
  if (!rule.count) throw new Error(`checkCap: nothing counts a merchant's ${kind} holdings yet (server/modules/merchants/merchant-caps.ts)`);
  const cap = await lockedCap(trx, merchantId, rule.column);
  if (cap === undefined) return;
  if ((await rule.count(trx, merchantId)) + adding > cap) throw new AppError(409, rule.message, rule.bootCode ? { bootCode: rule.bootCode } : {});
}
