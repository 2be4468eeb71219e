import { messageBodySchema } from '@showroom/contract';
import { ApiError, notify } from '@showroom/core';
// The catalogue itself, not through the main entry, which no longer carries it (decision 0130).
import { errorOutcome } from '../errors/error-catalogue.ts';

/**
 * A refusal the error catalogue rejects without a word (a 409 "already cancelled" or "the
 * window has passed", outside spec §8's table) still carries a reason the homeowner must read:
 * it is shown as an error toast. Refusals the catalogue has shown are left alone.
 */
export function toastUnshownRefusal(error: unknown): void {
  if (!(error instanceof ApiError) || error.kind !== 'http') return;
  if (errorOutcome(error.status, error.body).action !== 'reject') return;
  const parsed = messageBodySchema.safeParse(error.body);
  if (parsed.success && parsed.data.message) notify.error(parsed.data.message);
}
