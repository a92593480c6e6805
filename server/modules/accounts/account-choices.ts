import { DEFAULT_LANGUAGE, type Language, translate } from '../../../resources/messages/index.ts';
import { roleDisplayName } from '../../../resources/roles/built-in-roles.ts';
import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { allStoreRows, merchantRows, merchantStoreRows, staffRows } from './account-choices.repository.ts';
import { platformRoleRows, rolesOfferedTo } from './account-roles.repository.ts';

/** How many choices a picker gets at most (a bound, far above any demo or real merchant). */
const CHOICES_MAX = 1_000;

/** Roles are few: the offered ones are read whole and narrowed here. */
const pick = (choices: { id: number; name: string }[], only?: readonly number[]) => (only ? choices.filter((choice) => only.includes(choice.id)) : choices);

const named = (rows: { id: unknown; name: unknown }[]) => rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));

/** Roles by name, a built-in role's in the reader's language (resources/roles/built-in-roles.ts), sorted as read. */
const roleNamed = (rows: { id: unknown; code: unknown; name: unknown }[], language: Language = DEFAULT_LANGUAGE) =>
  rows
    .map((row) => ({ id: Number(row.id), name: roleDisplayName(row, (key) => translate(language, key)) }))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id);

/** The caller's merchant's stores (only its own store, for a store's staff). */
export const storeChoices: ChoicesOf = async ({ db, scope }, only) => {
  if (scope.kind !== 'merchant') return [];
  return named(await merchantStoreRows(db, scope, only, CHOICES_MAX));
};

/** The merchant roles offered to the caller's merchant (the server still refuses one granting more than the caller holds). */
export const merchantRoleChoices: ChoicesOf = async ({ db, scope, language }, only) =>
  scope.kind === 'merchant' ? pick(roleNamed(await rolesOfferedTo(db, scope.merchantId), language), only) : [];

/** The guide roles offered to the caller's merchant: what a store manager gives its guides. */
export const guideRoleChoices: ChoicesOf = async ({ db, scope, language }, only) =>
  scope.kind === 'merchant' ? pick(roleNamed(await rolesOfferedTo(db, scope.merchantId, ['guide']), language), only) : [];

/** The positions of the default roles of "Sub-accounts": everyone's but the guides', who are the store sub-accounts. */
export const NOT_GUIDES = ['manager', 'other'] as const;

/** The merchant roles a sub-account may start in: any offered one but a guide's. */
export const nonGuideRoleChoices: ChoicesOf = async ({ db, scope, language }, only) =>
  scope.kind === 'merchant' ? pick(roleNamed(await rolesOfferedTo(db, scope.merchantId, NOT_GUIDES), language), only) : [];

export const platformRoleChoices: ChoicesOf = async ({ db, language }, only) => pick(roleNamed(await platformRoleRows(db), language), only);

/** Every merchant, by name (the operator's pickers). */
export const merchantChoices: ChoicesOf = async ({ db }, only) => named(await merchantRows(db, only, CHOICES_MAX));

/** Every merchant's stores, each named with its merchant (the operator's store filter). */
export const allStoreChoices: ChoicesOf = async ({ db }, only) => {
  const rows = await allStoreRows(db, only, CHOICES_MAX);
  return rows.map((row) => ({ id: row.id, name: `${row.merchant} / ${row.name}` }));
};

/** The platform's staff, by name (a merchant's or shop's maintainer). */
export const staffChoices: ChoicesOf = async ({ db }, only) => {
  const rows = await staffRows(db, only, CHOICES_MAX);
  return rows.map((row) => ({ id: Number(row.id), name: row.name ? `${row.name} (${row.username})` : row.username }));
};
