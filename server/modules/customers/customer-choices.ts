import type { ChoicesOf } from '../../engine/entity-plugin.ts';
import { customerRows, guideRows, ownerRows } from './customers.repository.ts';

/** How many choices a picker gets at most (far above any demo merchant; the customer picker also searches). */
const CHOICES_MAX = 1_000;

/** The caller's merchant's shopping guides (a guide: itself), by name. */
export const guideChoices: ChoicesOf = async ({ db, scope }, only) => (scope.kind === 'merchant' ? guideRows(db, scope, only, CHOICES_MAX) : []);

/** The caller's customers (a guide: its own), named by nickname and, when they left one, phone. */
export const customerChoices: ChoicesOf = async ({ db, scope }, only) =>
  (await customerRows(db, scope, only, CHOICES_MAX)).map((row) => ({
    id: Number(row.id),
    name: row.phone ? `${row.nickname} (${row.phone})` : row.nickname,
  }));

/**
 * Whose rows these are (a list's guide filter, a customer's owner): any account of the caller's
 * merchant, by name, since a customer handed over belongs to a store manager (spec §6); a guide
 * sees only itself.
 */
export const ownerChoices: ChoicesOf = async ({ db, scope }, only) => (scope.kind === 'merchant' ? ownerRows(db, scope, only, CHOICES_MAX) : []);
