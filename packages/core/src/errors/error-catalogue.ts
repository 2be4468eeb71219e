import { formatMessage, MESSAGES, messageBodySchema, validationErrorSchema } from '@showroom/contract';
import type { FieldErrorMap } from './field-errors.ts';
import { describeWait } from './retry-after.ts';

export interface ToastOutcome {
  readonly type: 'warning' | 'error';
  readonly message: string;
}

/** What the client does with a failed response, before rejecting it in every case. */
export type ErrorOutcome =
  /** 422: warning toast and the field errors stored. */
  | { readonly action: 'validation'; readonly toast: ToastOutcome; readonly fieldErrors: FieldErrorMap }
  /** 401: session cleared, go to Login with the current path as redirect. */
  | { readonly action: 'unauthenticated' }
  /** 403, 404, 405, 429, 500: error toast. */
  | { readonly action: 'toast'; readonly toast: ToastOutcome }
  /** Any other status: rejected unchanged, nothing shown. */
  | { readonly action: 'reject' };

function serverMessage(body: unknown): string | null {
  const parsed = messageBodySchema.safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : null;
}

function validationOutcome(body: unknown): ErrorOutcome {
  const message = serverMessage(body);
  const parsed = validationErrorSchema.safeParse(body);
  return {
    action: 'validation',
    toast: {
      type: 'warning',
      message: !message || message === MESSAGES.invalidGiven ? MESSAGES.invalidReplaced : message,
    },
    fieldErrors: parsed.success ? parsed.data.errors : {},
  };
}

/** 429: how long to wait, from `Retry-After` when the server sent one. */
function rateLimitOutcome(retryAfterSeconds: number | null): ErrorOutcome {
  const message =
    retryAfterSeconds === null
      ? MESSAGES.tooManyRequests
      : formatMessage(MESSAGES.tooManyRequestsWait, { wait: describeWait(retryAfterSeconds) });
  return { action: 'toast', toast: { type: 'error', message } };
}

function errorToast(body: unknown, fallback: string): ErrorOutcome {
  return { action: 'toast', toast: { type: 'error', message: serverMessage(body) ?? fallback } };
}

/**
 * The error catalogue of spec §8 as a pure function of a failed response. The spec gives no
 * fallback for a 403 without a message, so the contract's wording for it is used. A 429 is not
 * in the spec's table, but a user who hit a rate limit must learn to wait, and for how long.
 */
export function errorOutcome(
  status: number,
  body: unknown,
  retryAfterSeconds: number | null = null,
): ErrorOutcome {
  switch (status) {
    case 422:
      return validationOutcome(body);
    case 401:
      return { action: 'unauthenticated' };
    case 403:
      return errorToast(body, MESSAGES.forbidden);
    case 404:
      return errorToast(body, MESSAGES.notFoundFallback);
    case 429:
      return rateLimitOutcome(retryAfterSeconds);
    case 405:
    case 500:
      return errorToast(body, MESSAGES.serverErrorFallback);
    default:
      return { action: 'reject' };
  }
}
