import { z } from 'zod';

/**
 * Makes zod describe every failure with a message key of `resources/messages` instead of English
 * prose, so the server and the browser each translate it into the user's language. Messages
 * given explicitly in a schema (`{ error: 'validation.phone' }`) take precedence over this map.
 */
export function installValidationMessages(): void {
  z.config({ customError: messageKeyFor });
}

function messageKeyFor(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew';
      return 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany';
      return 'validation.tooBig';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalidFormat';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidValue';
  }
}
