import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisingValidator, pureQuery } from '../../../server/http/query-memo.ts';

/** A schema that counts how often it really parses. */
function counting() {
  let parses = 0;
  const schema = z.strictObject({ page: z.coerce.number<string>().int().min(1), tags: z.string().transform((text) => text.split(',')) }).transform((query) => {
    parses++;
    return query;
  });
  return { schema, parses: () => parses };
}

const compile = memoisingValidator(validatorCompiler as never);
const validatorFor = (schema: z.ZodType, httpPart = 'querystring') =>
  compile({ schema, httpPart, method: 'GET', url: '/x' } as never) as (data: unknown) => { value?: unknown; error?: unknown };

describe('kept query strings', () => {
  it('parses a pure query string once, and hands out the same frozen answer', () => {
    const { schema, parses } = counting();
    const validate = validatorFor(pureQuery(schema));
    const first = validate({ page: '2', tags: 'a,b' });
    const again = validate({ page: '2', tags: 'a,b' });
    expect(first.value).toEqual({ page: 2, tags: ['a', 'b'] });
    expect(again.value).toBe(first.value);
    expect(parses()).toBe(1);
    expect(() => {
      (again.value as { tags: string[] }).tags.push('c');
    }).toThrow(TypeError);
    validate({ page: '3', tags: 'a,b' });
    expect(parses()).toBe(2);
  });

  it('keeps no failure: a bad query string is refused every time', () => {
    const { schema } = counting();
    const validate = validatorFor(pureQuery(schema));
    expect(validate({ page: '0', tags: 'a' }).error).toBeDefined();
    expect(validate({ page: '0', tags: 'a' }).error).toBeDefined();
  });

  it('keeps nothing for a schema not marked pure, nor for bodies', () => {
    const plain = counting();
    const validate = validatorFor(plain.schema);
    validate({ page: '1', tags: 'a' });
    validate({ page: '1', tags: 'a' });
    expect(plain.parses()).toBe(2);
    const body = counting();
    const validateBody = validatorFor(pureQuery(body.schema), 'body');
    validateBody({ page: '1', tags: 'a' });
    validateBody({ page: '1', tags: 'a' });
    expect(body.parses()).toBe(2);
  });
});
