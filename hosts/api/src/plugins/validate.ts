import { toValidationError } from '@showroom/contract';
import type { z } from 'zod/mini';
import { HttpError } from '../lib/http-error.ts';

/**
 * Parses a request's query or body with a contract schema (the same one the client uses) and throws
 * the Laravel 422 body, `{ message: 'The given data was invalid.', errors: { field: [...] } }`, on failure.
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(422, toValidationError(result.error));
  return result.data;
}
