import { sealed } from './sealed-fields.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';

/** The columns a resource's records are read with. */
export function recordColumns(resource: ResourceDefinition): string[] {
  return [
    `${resource.table}.id`,
    ...(resource.tenancy === 'merchant' ? [`${resource.table}.merchant_id`] : []),
    ...resource.fieldList.filter((field) => !field.secret).map((field) => `${resource.table}.${field.name}`),
    `${resource.table}.created_at`,
    `${resource.table}.updated_at`,
  ];
}

/** A resource's timestamp columns: the system ones and its datetime fields. */
export function timestampColumns(resource: ResourceDefinition): string[] {
  return ['created_at', 'updated_at', ...resource.fieldList.filter((field) => field.kind === 'datetime').map((field) => field.name)];
}

/** A row as the API answers it: timestamps as ISO-8601 text. */
export function toRecord(row: object): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) record[key] = value instanceof Date ? value.toISOString() : value;
  return record;
}

/** A body as the database takes it: JSON fields serialised (pg would send arrays as SQL arrays). */
export function toColumns(resource: ResourceDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of resource.fieldList) {
    // A secret is no column: the plug-in's `prepare` says what it stores instead.
    if (!(field.name in body) || field.secret) continue;
    const value = body[field.name];
    values[field.name] = field.sealed ? sealed(value) : field.kind === 'json' && value !== undefined ? JSON.stringify(value) : value;
  }
  return values;
}
