import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsedRawJson, rawJsonKey, writeWithRawJson } from './raw-json.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Answers are written by a serialiser compiled from each route's response schema
 * (fast-json-stringify, what Fastify uses for JSON schemas), not checked field by field by zod and
 * then stringified: for a page of 30 records that check cost more than the writing. Only what the
 * schema declares is written, so a column a query happens to return never leaks. With `check`
 * on (the tests), every answer is also checked against the zod schema, so an answer that drifts
 * from its documented shape fails a test rather than being quietly coerced. A list's page comes as
 * JSON text from PostgreSQL (raw-json.ts) and is spliced in as it is.
 */
export function responseSerializer(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  const checked = createSerializerCompiler({});
  return (route) => {
    const compiled = compile(route.schema);
    const check = options.check ? checked(route) : undefined;
    const write = compiled ?? checked(route);
    return (data) => {
      const raw = rawJsonKey(data);
      if (raw) {
        check?.(parsedRawJson(data as never, raw));
        return writeWithRawJson(data as never, raw);
      }
      if (check && compiled) check(data);
      return write(data);
    };
  };
}

function compile(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema);
    // A schema that still needs a validator to pick a branch is left to zod: correct first.
    if (/"(anyOf|oneOf)"/.test(JSON.stringify(json))) return undefined;
    return fastJson(json as never) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

/**
 * zod writes `x | null` and `string | number` as `anyOf`, which fast-json-stringify resolves by
 * validating each value against each branch. Unions of plain types become one `type` list, which
 * it writes by `typeof`, quickly.
 */
export function simplify(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !VALIDATION_ONLY.has(key))
        .map(([key, value]) => [key, key === 'properties' ? mapValues(value as JsonSchema, walk) : walk(value)]),
    ) as JsonSchema;
    const branches = entries.anyOf as JsonSchema[] | undefined;
    if (branches?.every(isPlainType)) {
      const { anyOf: _anyOf, ...rest } = entries;
      return { ...rest, type: [...new Set(branches.flatMap((branch) => [branch.type].flat()))] };
    }
    return entries;
  };
  return walk(schema) as JsonSchema;
}

const PLAIN = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Keywords that only validate: a serialiser writes the value the same with or without them. */
const VALIDATION_ONLY = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'description',
  'title',
  '$schema',
]);

function mapValues(object: JsonSchema, map: (value: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));
}

/** `{ type: 'string' }` and the like, with nothing else that a type list would lose (formats, patterns, enums). */
function isPlainType(node: JsonSchema): boolean {
  const keys = Object.keys(node).filter((key) => key !== 'type');
  return keys.length === 0 && [node.type].flat().every((type) => PLAIN.has(type as string));
}
