import fc from 'fast-check';
import { type ApiDocument, type JsonSchema, resolveRef } from './openapi.ts';

/**
 * `plain` draws short letters-and-digits strings and small numbers: values that satisfy the
 * documented schema and, very likely, the rules it cannot express (forbidden characters, say), for
 * requests that must get past validation. `wild` draws anything the schema allows: every Unicode
 * character (NUL and lone surrogates included), extreme numbers, long strings.
 */
export type Flavour = 'plain' | 'wild';

const MAX_DEPTH = 4;
const PLAIN_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

/** A fast-check arbitrary of the values a JSON Schema (OpenAPI 3.0) accepts. */
export function arbitraryOf(document: ApiDocument, schemaIn: JsonSchema, flavour: Flavour, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(document, schemaIn);
  const arbitrary = baseArbitrary(document, schema, flavour, depth);
  return schema.nullable === true && flavour === 'wild' ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

function baseArbitrary(document: ApiDocument, schema: JsonSchema, flavour: Flavour, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]).filter((value) => value !== null));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((option) => arbitraryOf(document, option, flavour, depth)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) return arbitraryOf(document, schema.allOf[0] as JsonSchema, flavour, depth);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, flavour);
    case 'integer':
      return integerArbitrary(schema, flavour);
    case 'number':
      return numberArbitrary(schema, flavour);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayArbitrary(document, schema, flavour, depth);
    case 'object':
      return objectArbitrary(document, schema, flavour, depth);
    default:
      return flavour === 'plain' ? fc.constant('x') : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema, flavour: Flavour): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 10_000;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  // Dates first: their documented pattern is the whole ISO grammar (leap years and all), which
  // fc.stringMatching can take minutes to draw from; the date itself is what the route reads.
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  // Small repetitions: a pattern's `+` drawn long, then filtered by maxLength, can reject for ever.
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'uri-reference':
      if (flavour === 'plain') return fc.constantFrom('/files/reliability/sample.jpg', 'https://example.com/sample.jpg').filter(fits);
      return fc.oneof(fc.webUrl(), fc.stringMatching(/^\/files(\/[\w.~-]+)+$/), fc.string({ unit: 'grapheme' })).filter(fits);
  }
  if (flavour === 'plain')
    return fc.string({ unit: PLAIN_CHARS, minLength: Math.max(minLength, 1), maxLength: Math.max(Math.min(maxLength, 12), minLength, 1) }).filter(fits);
  const wildMax = Math.min(maxLength, 300);
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(wildMax, minLength) }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.max(Math.min(wildMax, 40), minLength) }),
    fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '../../etc/passwd', "' OR 1=1 --", '%', '_', '\\', '<script>', ' ', '').filter(fits),
  );
}

function bounds(schema: JsonSchema, floor: number, ceiling: number) {
  let min = typeof schema.minimum === 'number' ? schema.minimum : floor;
  let max = typeof schema.maximum === 'number' ? schema.maximum : ceiling;
  // OpenAPI 3.0 marks exclusive bounds with booleans next to minimum / maximum.
  if (schema.exclusiveMinimum === true) min += 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, floor), max: Math.min(max, ceiling) };
}

function integerArbitrary(schema: JsonSchema, flavour: Flavour): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (flavour === 'plain') return fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 1) + 9) });
  return fc.oneof(
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }),
    fc.constantFrom(min, max),
    fc.maxSafeInteger().filter((n) => n >= min && n <= max),
  );
}

function numberArbitrary(schema: JsonSchema, flavour: Flavour): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, -Number.MAX_VALUE, Number.MAX_VALUE);
  if (flavour === 'plain') return fc.integer({ min: Math.max(Math.ceil(min), 0), max: Math.min(Math.floor(max), Math.max(Math.ceil(min), 0) + 100) });
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

function arrayArbitrary(document: ApiDocument, schema: JsonSchema, flavour: Flavour, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const ceiling = (schema.maxItems as number | undefined) ?? 50;
  if (depth >= MAX_DEPTH) return fc.constant<unknown[]>([]);
  const items = schema.items ? arbitraryOf(document, schema.items as JsonSchema, flavour, depth + 1) : fc.constant('x');
  // Arrays of objects stay short: four records of twenty fields find what eight would, in half the time.
  const isObject = schema.items !== undefined && resolveRef(document, schema.items as JsonSchema).type === 'object';
  const maxLength = Math.max(minLength, Math.min(ceiling, flavour === 'plain' ? Math.max(minLength, 1) : isObject ? 4 : 8));
  if (schema.uniqueItems) return fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) });
  // fc.array of such records never returns for some seeds (measured: fast-check 4.10); a count
  // drawn first, then that many records, draws the same values.
  if (isObject) return fc.integer({ min: minLength, max: maxLength }).chain((count) => fc.tuple(...Array.from({ length: count }, () => items)));
  return fc.array(items, { minLength, maxLength });
}

function objectArbitrary(document: ApiDocument, schema: JsonSchema, flavour: Flavour, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryOf(document, property, flavour, depth + 1);
  // Plain values carry the required properties only: the smallest request that should pass.
  if (flavour === 'plain') return fc.record(Object.fromEntries(required.map((name) => [name, model[name]])));
  return fc.record(model, { requiredKeys: required });
}

/** One value of the schema, the same for the same seed: the body of a request that should pass validation. */
export function plainSample(document: ApiDocument, schema: JsonSchema, seed = 1): unknown {
  return fc.sample(arbitraryOf(document, schema, 'plain'), { seed, numRuns: 1 })[0];
}
