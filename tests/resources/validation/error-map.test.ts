import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasMessage } from '../../../resources/messages/index.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';

beforeAll(() => installValidationMessages());

/** The message of the first issue `schema` reports for `value`. */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues[0].message;
}

describe('zod issues become message keys', () => {
  it.each([
    ['a missing value', z.string(), undefined, 'validation.required'],
    ['null', z.number(), null, 'validation.required'],
    ['a wrong type', z.number(), 'x', 'validation.invalidType'],
    ['an empty required string', z.string().min(1), '', 'validation.required'],
    ['a short string', z.string().min(6), 'abc', 'validation.tooShort'],
    ['a long string', z.string().max(2), 'abc', 'validation.tooLong'],
    ['a small number', z.number().min(1), 0, 'validation.tooSmall'],
    ['a big number', z.number().max(1), 2, 'validation.tooBig'],
    ['too few items', z.array(z.string()).min(1), [], 'validation.tooFew'],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], 'validation.tooMany'],
    ['a bad e-mail', z.email(), 'nope', 'validation.email'],
    ['a bad format', z.string().regex(/^\d+$/), 'x', 'validation.invalidFormat'],
    ['an unknown key', z.strictObject({}), { extra: 1 }, 'validation.unknownField'],
    ['an enum miss', z.enum(['a', 'b']), 'c', 'validation.invalidValue'],
    ['a literal miss', z.literal('a'), 'b', 'validation.invalidValue'],
  ])('%s → %s', (_, schema, value, key) => {
    const message = messageFor(schema, value);
    expect(message).toBe(key);
    expect(hasMessage(message)).toBe(true);
  });

  it('a message given in the schema wins', () => {
    expect(messageFor(z.string().regex(/^\d+$/, { error: 'validation.phone' }), 'x')).toBe('validation.phone');
  });
});
