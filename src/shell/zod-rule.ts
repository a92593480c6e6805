import type { FieldData } from 'rc-field-form/es/interface';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue & { minimum?: unknown; maximum?: unknown };

/** A zod issue's message key (resources/validation/error-map.ts) in the user's language, with its limits. */
const messageOf = (issue: Issue, t: TFunction): string => t(issue.message, { minimum: issue.minimum, maximum: issue.maximum });

/**
 * An antd form rule that runs the field's own zod schema, the one the server also enforces, and
 * shows its message key in the user's language. The client's check is for comfort only.
 */
export function zodRule(schema: z.ZodType, t: TFunction): Rule {
  return {
    validator: async (_, value) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      throw new Error(messageOf(result.error.issues[0] as Issue, t));
    },
  };
}

/**
 * The browser's own check of a whole body, worded as the server's 422 answer is (API.md): dotted
 * keys, the first message of each field. What the server would refuse is then shown the same way
 * before anything is sent.
 */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], t: TFunction): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[issue.path.join('.') || '_'] ??= [messageOf(issue as Issue, t)];
  return errors;
}

/**
 * A 422 key as antd names the field (`skus.0.price` → `['skus', 0, 'price']`). Index segments become
 * numbers: antd matches name paths with `===`, so `'0'` would leave the error on no field.
 */
export function fieldErrorName(key: string): (string | number)[] {
  return key.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Shows the server's 422 field errors (API.md: dotted keys such as `skus.0.price`) on the form's fields. */
export function fieldErrorsToAntd<T>(errors: Record<string, string[]> | undefined): FieldData<T>[] {
  return Object.entries(errors ?? {}).map(([name, messages]) => ({ name: fieldErrorName(name) as never, errors: messages }));
}

/** Where a 422 field error sits in a form or editor that shows one row of each list at a time. */
export interface FieldErrorPlace {
  /** The row of each named list that holds the field (`{ scenes: 1, hotspots: 3 }`): what to open first. */
  rows: Record<string, number>;
  /** The field inside the innermost row (`target.id`); the whole key when no list holds it, '' for the row itself. */
  field: string;
}

/**
 * Where a 422 key lies among the lists a screen opens one row of at a time (a scene, then one of
 * its hotspots; a goods item's SKU row): `graph.scenes.1.hotspots.3.target.id` with
 * `['scenes', 'hotspots']` is scene 1, hotspot 3, field `target.id`. The screen selects those rows,
 * then shows the message on the field.
 */
export function fieldErrorPlace(key: string, lists: readonly string[]): FieldErrorPlace {
  const segments = key.split('.');
  const rows: Record<string, number> = {};
  let fieldStart = 0;
  segments.forEach((segment, index) => {
    const row = segments[index + 1];
    if (index < fieldStart || !lists.includes(segment) || row === undefined || !/^\d+$/.test(row)) return;
    rows[segment] = Number(row);
    fieldStart = index + 2;
  });
  return { rows, field: segments.slice(fieldStart).join('.') };
}
