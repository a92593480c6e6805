import { type ApiDocument, type JsonSchema, type Parameter, resolveRef } from './openapi.ts';

/** A request part with exactly one documented rule broken. */
export interface Mutant {
  rule: string;
  value: unknown;
}

const NOT_IN_ANY_ENUM = '\u2603 not a listed value';

/**
 * Every one-rule-broken variant of a valid value: a property of the wrong type, past its length
 * or range, outside its enum or pattern, a required property missing, an unknown property, and
 * the same one level down. Each must be refused with 400 or 422.
 */
export function mutantsOf(document: ApiDocument, schemaIn: JsonSchema, valid: unknown, where = 'body', depth = 0): Mutant[] {
  const schema = resolveRef(document, schemaIn);
  const mutants: Mutant[] = [];
  const add = (rule: string, value: unknown) => mutants.push({ rule: `${where}: ${rule}`, value });
  if (depth > 2) return mutants;

  if (Array.isArray(schema.enum)) {
    add('a value outside the enum', NOT_IN_ANY_ENUM);
    return mutants;
  }
  switch (schema.type) {
    case 'string': {
      add('a number instead of a string', 12345);
      if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000) add(`${schema.maxLength + 1} characters`, 'a'.repeat(schema.maxLength + 1));
      if (typeof schema.minLength === 'number' && schema.minLength > 0) add('too short', 'a'.repeat(schema.minLength - 1));
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        const breaking = ['', ' ', '::', '\u0000', 'a b', '!'].find((candidate) => !pattern.test(candidate));
        if (breaking !== undefined) add(`not matching ${schema.pattern}`, breaking);
      }
      if (schema.format === 'date-time' || schema.format === 'date') add('not a date', '2026-13-45');
      if (schema.format === 'uri-reference' || schema.format === 'uri') add('not a URL', 'javascript:alert(1)');
      break;
    }
    case 'integer':
    case 'number': {
      add('a string instead of a number', 'twelve');
      if (schema.type === 'integer') add('a fraction', 1.5);
      const max = schema.maximum;
      const min = schema.minimum;
      if (typeof max === 'number' && max < Number.MAX_SAFE_INTEGER) add('above the maximum', schema.exclusiveMaximum === true ? max : max + 1);
      if (typeof min === 'number' && min > Number.MIN_SAFE_INTEGER) add('below the minimum', schema.exclusiveMinimum === true ? min : min - 1);
      break;
    }
    case 'boolean':
      add('a string instead of a boolean', 'yes');
      break;
    case 'array': {
      add('an object instead of an array', { not: 'a list' });
      const items = Array.isArray(valid) ? valid : [];
      if (typeof schema.maxItems === 'number' && schema.maxItems <= 1000 && items.length)
        add(
          `${schema.maxItems + 1} items`,
          Array.from({ length: schema.maxItems + 1 }, () => items[0]),
        );
      if (typeof schema.minItems === 'number' && schema.minItems > 0) add('too few items', []);
      if (items.length && schema.items) {
        for (const mutant of mutantsOf(document, schema.items as JsonSchema, items[0], `${where}[0]`, depth + 1))
          mutants.push({ rule: mutant.rule, value: [mutant.value, ...items.slice(1)] });
      }
      break;
    }
    case 'object': {
      add('an array instead of an object', []);
      const record = valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
      if (schema.additionalProperties === false) add('an unknown property', { ...record, not_a_declared_property: 1 });
      for (const name of (schema.required ?? []) as string[]) {
        if (!(name in record)) continue;
        const { [name]: _dropped, ...rest } = record;
        add(`without required ${name}`, rest);
      }
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, property] of Object.entries(properties)) {
        if (!(name in record)) continue;
        for (const mutant of mutantsOf(document, property, record[name], `${where}.${name}`, depth + 1))
          mutants.push({ rule: mutant.rule, value: { ...record, [name]: mutant.value } });
      }
      break;
    }
  }
  return mutants;
}

/**
 * One-rule-broken query strings: an unknown parameter (lists are strict), and each documented
 * parameter with a value its schema refuses. Query values travel as text, so "wrong type" means
 * text that does not parse as the type.
 */
export function queryMutants(parameters: readonly Parameter[], valid: Record<string, unknown>): Mutant[] {
  const mutants: Mutant[] = [{ rule: 'query: an unknown parameter', value: { ...valid, not_a_declared_parameter: '1' } }];
  for (const parameter of parameters) {
    const schema = parameter.schema;
    const broken = (() => {
      if (Array.isArray(schema.enum)) return NOT_IN_ANY_ENUM;
      if (schema.type === 'integer' || schema.type === 'number')
        return typeof schema.minimum === 'number' && schema.minimum > -1e15 ? String(schema.minimum - 1) : 'twelve';
      if (schema.type === 'string' && typeof schema.maxLength === 'number') return 'a'.repeat(schema.maxLength + 1);
      if (schema.type === 'string' && typeof schema.pattern === 'string')
        return ['::', '\u0000', ' '].find((text) => !new RegExp(schema.pattern as string).test(text));
      return undefined;
    })();
    if (broken !== undefined)
      mutants.push({ rule: `query: ${parameter.name} = ${JSON.stringify(broken).slice(0, 40)}`, value: { ...valid, [parameter.name]: broken } });
  }
  return mutants;
}
