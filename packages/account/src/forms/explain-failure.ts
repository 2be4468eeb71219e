import { MESSAGES } from '@showroom/contract';
import { ApiError, notify } from '@showroom/core';

/**
 * Says what the error catalogue leaves unsaid: it rejects a 429 without a word (spec §8 "other
 * statuses"), but a user whose resend or password attempt hit the server's limit must know to wait.
 */
export function explainFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 429) notify.error(MESSAGES.tooManyRequests);
}
