import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef } from '../../resources/engine/fields.ts';

/** A group of fields in a form or the detail drawer; `key` is undefined for a resource without sections. */
export interface FieldSection<F> {
  key: string | undefined;
  fields: F[];
}

/** More visible fields than this, in more than one section, make a long form: its sections become tabs. */
export const LONG_FORM_FIELDS = 8;

/** The section a field belongs to: its own, else the resource's first (none without sections). */
export function sectionOf(resource: ResourceDefinition, field: Pick<FieldDef, 'section'>): string | undefined {
  return field.section ?? resource.sections?.[0];
}

/** Fields grouped by the resource's declared sections, in their order; empty sections are left out. */
export function groupBySection<F extends Pick<FieldDef, 'section'>>(resource: ResourceDefinition, fields: readonly F[]): FieldSection<F>[] {
  const keys: (string | undefined)[] = resource.sections?.length ? [...resource.sections] : [undefined];
  return keys.map((key) => ({ key, fields: fields.filter((field) => sectionOf(resource, field) === key) })).filter((section) => section.fields.length > 0);
}

/** A section's title: `resources.<name>.sections.<section>`. */
export const sectionTitleKey = (resource: ResourceDefinition, key: string) => `resources.${resource.name}.sections.${key}`;

/** Whether a form is long enough to show its sections as tabs rather than one after another. */
export function showsTabs(sections: readonly FieldSection<unknown>[]): boolean {
  const count = sections.reduce((total, section) => total + section.fields.length, 0);
  return sections.length > 1 && count > LONG_FORM_FIELDS;
}

/** The section holding a form field named by `name` (a nested path such as `['skus', 0, 'price']` counts for `skus`). */
export function sectionOfName(resource: ResourceDefinition, name: string | number | (string | number)[]): string | undefined {
  const top = String(Array.isArray(name) ? name[0] : name);
  const field = resource.fieldList.find((candidate) => candidate.name === top);
  return field ? sectionOf(resource, field) : undefined;
}
