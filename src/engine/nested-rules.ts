import { Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { z } from 'zod';

type Path = readonly PropertyKey[];

/** A rule's failure at a place inside a field's value (`[1, 'name']`: the second row's name). */
export interface PathIssue {
  path: Path;
  message: string;
  params?: Record<string, unknown>;
}

/** The issues a schema finds in a value, with their paths and the message parameters zod gives. */
export function schemaIssues(schema: z.ZodType, value: unknown): PathIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
    return { path: issue.path, message: issue.message, params: { minimum, maximum } };
  });
}

const startsWith = (path: Path, prefix: Path) => path.length >= prefix.length && prefix.every((key, index) => path[index] === key);

/**
 * The rule of a part of a field (a row's name inside a list of rows): the whole field is judged by
 * `issues` (its shared schema and cross-field rules), and the part fails with the first issue at
 * or under `at`, so a repeated attribute name is shown on the row that repeats it.
 */
export function nestedRule(issues: () => PathIssue[], at: Path, t: TFunction): Rule {
  return {
    validator: async () => {
      const issue = issues().find((candidate) => startsWith(candidate.path, at));
      if (issue) throw new Error(t(issue.message, issue.params));
    },
  };
}

/**
 * Judges again the parts that show an error whenever the field's value changes: renaming the
 * first of two equal names must clear the second's "exists", which its own input never hears.
 */
export function useRevalidateErrored(form: FormInstance, paths: PropertyKey[][], value: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a trigger: only a new value is a reason to judge again; the form is stable and the paths follow from the value.
  useEffect(() => {
    const errored = paths.filter((path) => form.getFieldError(path as never).length > 0);
    if (errored.length) form.validateFields(errored as never).catch(() => undefined);
  }, [value]);
}

/**
 * The rules of a field edited as rows of parts (attributes, parameters, SKUs): `ruleOf(row, part)`
 * judges one part by `issues` (by default the field's own schema on the form's current value),
 * and parts that show an error are judged again whenever the value changes.
 */
export function useRowRules(
  field: { name: string; schema: z.ZodType },
  rowCount: number,
  parts: readonly string[],
  value: unknown,
  t: TFunction,
  issues?: () => PathIssue[],
): (row: number, part: string) => Rule {
  const form = Form.useFormInstance();
  const judge = issues ?? (() => schemaIssues(field.schema, form.getFieldValue(field.name)));
  const paths = Array.from({ length: rowCount }, (_, row) => parts.map((part) => [field.name, row, part])).flat();
  useRevalidateErrored(form, paths, value);
  return (row, part) => nestedRule(judge, [row, part], t);
}
