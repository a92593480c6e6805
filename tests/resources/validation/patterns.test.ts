import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../../resources/constants.ts';
import { EMAIL_PATTERN, isEmail, PHONE_PATTERN } from '../../../resources/validation/patterns.ts';

describe('EMAIL_PATTERN (spec §5)', () => {
  it.each([
    'a@b.cn',
    'john.doe@example.com',
    'john_doe@example.com',
    'john-doe@example.com',
    'a.b_c-d@example.com',
    'User123@Example.COM',
    '123@qq.com',
    'first.last@mail.example.co.uk',
    'x@mail-server.example.org',
    'x@example.museum',
    'x@example.ab',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['no @', 'merchant.atrium.example'],
    ['two @', 'a@@example.com'],
    ['nothing before @', '@example.com'],
    ['nothing after @', 'merchant@'],
    ['no dot in the domain', 'merchant@localhost'],
    ['a one-letter top-level domain', 'a@example.c'],
    ['a seven-letter top-level domain', 'a@example.abcdefg'],
    ['the seven-letter .example domain', 'merchant@atrium.example'],
    ['digits in the top-level domain', 'a@example.c0m'],
    ['a leading separator', '.a@example.com'],
    ['a trailing separator before @', 'a.@example.com'],
    ['two separators in a row', 'a..b@example.com'],
    ['mixed separators in a row', 'a_-b@example.com'],
    ['a plus sign', 'a+tag@example.com'],
    ['a space', 'a b@example.com'],
    ['surrounding spaces', ' a@example.com '],
    ['a domain starting with a dot', 'a@.example.com'],
    ['a domain ending with a hyphen', 'a@example-.com'],
    ['a trailing dot', 'a@example.com.'],
    ['non-ASCII letters', 'ü@example.com'],
    ['an underscore in the domain', 'a@ex_ample.com'],
    ['a newline after a valid address', 'a@example.com\nb'],
  ])('refuses %s', (_, email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(isEmail(email)).toBe(false);
  });

  it('does not backtrack catastrophically on a long near-miss', () => {
    const started = performance.now();
    EMAIL_PATTERN.test(`${'a.'.repeat(5000)}@${'b-'.repeat(5000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('PHONE_PATTERN (spec §5: at least 3 digits)', () => {
  it('uses the shared limits', () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([3, 20]);
  });

  it.each(['123', '13800138000', '02112345678', '0'.repeat(20)])('accepts %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['two digits', '12'],
    ['21 digits', '1'.repeat(21)],
    ['a plus sign', '+8613800138000'],
    ['spaces', '138 0013 8000'],
    ['dashes', '138-0013-8000'],
    ['letters', '12a'],
    ['full-width digits', '１２３'],
    ['a trailing newline', '123\n'],
  ])('refuses %s', (_, phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});
