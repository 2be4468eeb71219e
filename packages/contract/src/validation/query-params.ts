import { z } from 'zod/mini';

/**
 * A positive integer that may arrive as a query string: `"12"` becomes `12`, anything else fails
 * with `message` (Laravel's wording is the caller's).
 */
export function positiveIntParam(message: string) {
  return z.pipe(z.coerce.number({ error: message }), z.int({ error: message }).check(z.positive(message)));
}
