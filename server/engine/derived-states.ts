import { type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { DerivedCondition, Machine } from '../../resources/engine/machines.ts';
import { recordColumns } from './serialize.ts';
import { opened } from './sealed-fields.ts';

/**
 * Derived states in the database (resources/engine/machines.ts `derived`): a record is read with
 * the state it shows now, and a list filters by it, from the same conditions the browser evaluates.
 */

/** A condition as SQL over the resource's table; `now()` is the statement's clock. */
export function conditionSql(table: string, condition: DerivedCondition): RawBuilder<boolean> {
  const ref = (field: string) => sql.ref(`${table}.${field}`);
  if ('any' in condition)
    return sql<boolean>`(${sql.join(
      condition.any.map((part) => conditionSql(table, part)),
      sql` or `,
    )})`;
  if ('all' in condition)
    return sql<boolean>`(${sql.join(
      condition.all.map((part) => conditionSql(table, part)),
      sql` and `,
    )})`;
  if ('reached' in condition) return sql<boolean>`coalesce(${ref(condition.reached)} >= ${ref(condition.of)}, false)`;
  if ('passed' in condition) return sql<boolean>`coalesce(${ref(condition.passed)} <= now(), false)`;
  return sql<boolean>`coalesce(${ref(condition.ahead)} > now(), false)`;
}

/** The machines of a resource that have derived states, by field. */
export function derivedMachines(resource: ResourceDefinition): Map<string, Machine> {
  const found = new Map<string, Machine>();
  for (const [field, machine] of Object.entries(resource.machines ?? {})) if (machine?.derived?.length) found.set(field, machine);
  return found;
}

/** The state a record shows, as SQL: the first derived state whose condition holds, else the stored one. */
export function shownStateSql(table: string, field: string, machine: Machine): RawBuilder<string> {
  const stored = sql.ref(`${table}.${field}`);
  const cases = (machine.derived ?? []).map(
    (derived) =>
      sql`when ${stored} in (${sql.join(derived.from.map((state) => sql.val(state)))}) and ${conditionSql(table, derived.when)} then ${sql.val(derived.state)}::text`,
  );
  return sql<string>`(case ${sql.join(cases, sql` `)} else ${stored}::text end)`;
}

/**
 * The columns a record is read with (serialize.ts `recordColumns`), a field with derived states
 * read as the state it shows; `keep` picks some by name (an export's columns).
 */
// Sealed fields are read opened (sealed-fields.ts).
export function recordSelections(resource: ResourceDefinition, keep: (name: string) => boolean = () => true): (string | AliasedRawBuilder<string, string>)[] {
  const machines = derivedMachines(resource);
  const prefix = resource.table.length + 1;
  return recordColumns(resource)
    .filter((column) => keep(column.slice(prefix)))
    .map((column) => {
      const name = column.slice(prefix);
      const machine = machines.get(name);
      if (machine) return shownStateSql(resource.table, name, machine).as(name);
      return resource.fields[name]?.sealed ? opened(column).as(name) : column;
    });
}
