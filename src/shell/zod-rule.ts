import type { FieldData } from 'rc-field-form/es/interface';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * An antd form rule that runs the field's own zod schema, the one the server also enforces, and
 * shows its message key in the user's language. The client's check is for comfort only.
 */
export function zodRule(schema: z.ZodType, t: TFunction): Rule {
  return {
    validator: async (_, value) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0] as z.core.$ZodIssue & { minimum?: unknown; maximum?: unknown };
      throw new Error(t(issue.message, { minimum: issue.minimum, maximum: issue.maximum }));
    },
  };
}

/**
 * Shows the server's 422 field errors (API.md: dotted keys such as `skus.0.price`) on the form's
 * fields. Index segments become numbers: antd names list fields `['skus', 0, 'price']` and
 * matches name paths with `===`, so `'0'` would leave the error on no field.
 */
export function fieldErrorsToAntd<T>(errors: Record<string, string[]> | undefined): FieldData<T>[] {
  return Object.entries(errors ?? {}).map(([name, messages]) => ({
    name: name.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)) as never,
    errors: messages,
  }));
}
