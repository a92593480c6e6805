import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { commodityNames, planNames } from './diy-works.repository.ts';

const CHOICES_MAX = 1_000;
const named = (rows: { id: unknown; name: unknown }[]) => rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));

/** The plans and halls a work may name, by name. */
export const planChoices: ChoicesOf = async ({ db, scope }, only) => (scope.kind === 'merchant' ? named(await planNames(db, scope, only, CHOICES_MAX)) : []);

/** The goods a work may name, by name. */
export const commodityChoices: ChoicesOf = async ({ db, scope }, only) =>
  scope.kind === 'merchant' ? named(await commodityNames(db, scope, only, CHOICES_MAX)) : [];
