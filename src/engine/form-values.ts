import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef, FieldKind } from '../../resources/engine/fields.ts';
import { customWidget } from './custom-widgets.tsx';
import { NO_UI, type ResourceUi } from './resource-ui.ts';

type Field = FieldDef & { name: string };

/** How a kind's wire value becomes a widget's value and back (dates are dayjs, JSON is text). */
const CODECS: Partial<Record<FieldKind, { toForm: (value: unknown) => unknown; fromForm: (value: unknown) => unknown }>> = {
  datetime: {
    toForm: (value) => (typeof value === 'string' && value ? dayjs(value) : undefined),
    fromForm: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : value),
  },
  json: {
    toForm: (value) => (value === undefined ? undefined : JSON.stringify(value, null, 2)),
    fromForm: (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
  },
};

type Codec = { toForm: (value: unknown) => unknown; fromForm: (value: unknown) => unknown };
const same = (value: unknown) => value;

/** A custom widget's own codec (identity unless it has one), else the kind's. */
function codecOf(field: FieldDef, ui: ResourceUi): Codec | undefined {
  const custom = customWidget(field, ui);
  if (custom) return { toForm: custom.toForm ?? same, fromForm: custom.fromForm ?? same };
  return CODECS[field.kind];
}

function toForm(field: FieldDef, value: unknown, ui: ResourceUi): unknown {
  const codec = codecOf(field, ui);
  return value === null ? undefined : codec ? codec.toForm(value) : value;
}

/** A single file field that may be empty: removing its file must clear it, not leave it unsent. */
const clearsToEmpty = (field: FieldDef) => field.kind === 'media' && !field.upload?.multiple && field.schema.safeParse('').success;

// A cleared widget gives null; the API reads a missing value as "not given".
function fromForm(field: FieldDef, value: unknown, ui: ResourceUi): unknown {
  if (value === null) return clearsToEmpty(field) ? '' : undefined;
  const codec = codecOf(field, ui);
  return codec ? codec.fromForm(value) : value;
}

/** The fields a form edits: every field the server does not set itself; secrets (a password) and `createOnly` ones only when creating. */
export function formFields(resource: ResourceDefinition, editing = false): Field[] {
  return resource.fieldList.filter((field) => !field.readOnly && !(editing && (field.secret || field.createOnly)));
}

/** A field must be filled when its schema refuses a missing value (no default, not optional). */
export function isRequired(field: FieldDef): boolean {
  return !field.schema.safeParse(undefined).success;
}

/**
 * The field's own schema, run on what the API would receive from the widget's value. A custom
 * widget shows the issues inside its value on its own parts (rows), so the field itself reports
 * only those about the whole value (too many rows). `ui` is the resource's extension (its widgets).
 */
export function ruleSchema(field: FieldDef, ui: ResourceUi = NO_UI): z.ZodType {
  if (field.widget) {
    return z.unknown().superRefine((value, ctx) => {
      const result = field.schema.safeParse(fromForm(field, value, ui));
      if (!result.success) for (const issue of result.error.issues) if (issue.path.length === 0) ctx.addIssue(issue as never);
    });
  }
  // Judged as sent: an emptied widget (null) is not sent, so a field with a default (a draft's
  // price) may be emptied, while a required one is still refused.
  return z.preprocess((value) => fromForm(field, value, ui), field.schema);
}

/** A new record's form starts from the schema defaults (zod's `.default()`). */
export function createDefaults(resource: ResourceDefinition, ui: ResourceUi = NO_UI): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of formFields(resource)) {
    const parsed = field.schema.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) values[field.name] = toForm(field, parsed.data, ui);
  }
  return values;
}

/** An existing record as form values. */
export function toFormValues(resource: ResourceDefinition, record: Record<string, unknown>, ui: ResourceUi = NO_UI): Record<string, unknown> {
  return Object.fromEntries(formFields(resource, true).map((field) => [field.name, toForm(field, record[field.name], ui)]));
}

/** The body the API receives from the form's values. */
export function fromFormValues(
  resource: ResourceDefinition,
  values: Record<string, unknown>,
  ui: ResourceUi = NO_UI,
  editing = false,
): Record<string, unknown> {
  return Object.fromEntries(formFields(resource, editing).map((field) => [field.name, fromForm(field, values[field.name], ui)]));
}

/** The longest text a string schema allows, for the input's counter. */
export function maxLength(schema: z.ZodType): number | undefined {
  const inner = schema instanceof z.ZodDefault || schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}
