type Row = Record<string, unknown>;

/** The roles an account holds once a write is applied: its default role, and every role, the default first. */
export interface HeldRoles {
  roleId: number | null;
  roleIds: number[];
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.map(Number))] : []);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The default first, the others by id: the order the database mirror (migration 028) keeps too. */
const ordered = (roleId: number | null, set: readonly number[]): number[] =>
  roleId === null ? [] : [roleId, ...set.filter((id) => id !== roleId).sort((a, b) => a - b)];

/**
 * The set of roles a write leaves an account with, from the stored record (`before`, none on a
 * create) and the record as it would be stored (`values`). A write that sends only a new default
 * role (an older client, an import sheet) swaps it for the old default, as before role sets; one
 * that sends the set keeps it, and a default left empty becomes the set's first role. Answers
 * `defaultNotHeld` when the default role is not in the set the write sent.
 */
export function heldRolesAfter(values: Row, before?: Row): HeldRoles | 'defaultNotHeld' {
  const given = idsOf(values.role_ids);
  const held = idsOf(before?.role_ids);
  const beforeDefault = (before?.role_id as number | null | undefined) ?? null;
  let roleId = (values.role_id as number | null | undefined) ?? null;
  let set = given;
  if (before && sameSet(given, held) && roleId !== beforeDefault) set = [...held.filter((id) => id !== beforeDefault), ...(roleId === null ? [] : [roleId])];
  if (!set.length && roleId !== null) set = [roleId];
  if (roleId === null && set.length) roleId = set[0]!;
  if (roleId !== null && !set.includes(roleId)) return 'defaultNotHeld';
  return { roleId, roleIds: ordered(roleId, set) };
}

/** The roles of `after` the account did not hold before (every one on a create). */
export const newlyHeld = (after: HeldRoles, before?: Row): number[] => {
  const held = idsOf(before?.role_ids);
  return after.roleIds.filter((id) => !held.includes(id));
};
