import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages/messages.ts';
import { fieldErrorsOf, toValidationError } from './envelope.ts';

const schema = z.object({
  email: z.string().check(z.minLength(1, 'The email field is required.'), z.email('Not an email.')),
  address: z.object({ zip: z.string().check(z.minLength(5, 'Too short.')) }),
});

describe('zod errors as field messages (one translation for server and forms)', () => {
  const result = schema.safeParse({ email: '', address: { zip: '1' } });
  if (result.success) throw new Error('expected a failure');

  it('lists every message by field path', () => {
    expect(fieldErrorsOf(result.error)).toEqual({
      email: ['The email field is required.', 'Not an email.'],
      'address.zip': ['Too short.'],
    });
  });

  it('builds the 422 body from the same translation', () => {
    expect(toValidationError(result.error)).toEqual({
      message: MESSAGES.invalidGiven,
      errors: fieldErrorsOf(result.error),
    });
  });
});
