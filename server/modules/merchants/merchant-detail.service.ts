import { merchants } from '../../../resources/merchants/merchants.resource.ts';
import { DEFAULT_LANGUAGE, type Language, translate } from '../../../resources/messages/index.ts';
import { roleDisplayName } from '../../../resources/roles/built-in-roles.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { notFound } from '../../http/app-error.ts';
import { type Scope, systemScopeFor } from '../../tenancy/scope.ts';
import { usedBytes } from '../materials/materials.repository.ts';
import { capHoldings } from './merchant-caps.ts';
import { accountsOf, auditOf, ordersOf, shopsOf, timeZoneOf } from './merchant-detail.repository.ts';

/**
 * One merchant the scope sees (404 otherwise) with its shops, orders, accounts, usage against its
 * caps and last audit entries: the operator's detail page.
 */
export async function merchantDetail(db: Db, scope: Scope, id: number, language: Language = DEFAULT_LANGUAGE) {
  const merchant = await findRecord(db, merchants, scope, id);
  if (!merchant) throw notFound();
  const cap = (name: string) => Number(merchant[name]);
  const [shops, orders, accounts, audit, goods, subAccounts, materialBytes, timeZone] = await Promise.all([
    shopsOf(db, id),
    ordersOf(db, id),
    accountsOf(db, id),
    auditOf(db, id),
    capHoldings(db, id, 'goods'),
    capHoldings(db, id, 'account'),
    usedBytes(db, systemScopeFor(id)),
    timeZoneOf(db, id),
  ]);
  return {
    merchant,
    time_zone: timeZone,
    shops,
    orders,
    // A built-in role in the reader's language, a typed one as typed; the code stays inside.
    accounts: accounts.map(({ role_code, ...account }) => ({
      ...account,
      role_name: account.role_name === null ? null : roleDisplayName({ code: role_code, name: account.role_name }, (key) => translate(language, key)),
    })),
    audit,
    usage: {
      goods: { used: goods, cap: cap('goods_cap') },
      plans: { used: await capHoldings(db, id, 'plan'), cap: cap('plan_cap') },
      templates: { used: await capHoldings(db, id, 'template'), cap: cap('template_cap') },
      accounts: { used: subAccounts, cap: cap('account_quota') },
      materialBytes: { used: materialBytes, cap: cap('material_capacity') },
    },
  };
}
