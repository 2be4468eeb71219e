import { errorOutcome } from '../errors/error-catalogue.ts';
import type { FieldErrorMap } from '../errors/field-errors.ts';
import { retryAfterSeconds } from '../errors/retry-after.ts';
import { logUnregisteredOrigin } from '../errors/unregistered-origin.ts';
import { applyErrorOutcome, type SessionScope } from './apply-error-outcome.ts';

/**
 * What a response that is not a 200/201 does, by the catalogue: the toast, the field errors or the
 * end of the session; returns the field errors its call's `ApiError` carries. Its own chunk, asked
 * for with the first failure: a widget's first screen, whose calls succeed, does not download it
 * (decision 0130).
 */
export function applyFailedAnswer(
  response: Response,
  body: unknown,
  { silent, scope }: { silent: boolean; scope: SessionScope },
): FieldErrorMap {
  logUnregisteredOrigin(response);
  const outcome = errorOutcome(response.status, body, retryAfterSeconds(response.headers.get('Retry-After')));
  applyErrorOutcome(outcome, { silent, scope });
  return outcome.action === 'validation' ? outcome.fieldErrors : {};
}
