import type { AiDesignRequest, AiDesignResult } from '@showroom/contract/design-ai';
import { ApiError } from '@showroom/core';
import { requestDesigns } from '../../api/design-ai-calls.ts';

/** How a Generate press ended. */
export type DesignOutcome =
  | { kind: 'designed'; result: AiDesignResult; message: string }
  /** The balance is below a design's price: nothing was spent. */
  | { kind: 'not-enough-credits'; message: string | null }
  /** The server refused (a 422's fields, a 403): nothing was spent, the error says why. */
  | { kind: 'refused'; error: unknown }
  /** No settling answer (network, time-out, 5xx): the attempt is kept and the next press re-sends it. */
  | { kind: 'unconfirmed'; error: unknown };

/** One request as sent: pressing again after no answer re-sends the same key, so credits go once. */
export interface DesignAttempt {
  readonly key: string;
  readonly body: string;
}

/** Statuses after which the server has surely spent nothing and will answer the same again. */
const SETTLED = new Set([400, 401, 402, 403, 404, 405, 409, 422, 429]);

/** The attempt to send: the kept one when the request is the same, else a new key. */
export function attemptFor(request: AiDesignRequest, kept: DesignAttempt | null): DesignAttempt {
  const body = JSON.stringify(request);
  return kept && kept.body === body ? kept : { key: crypto.randomUUID(), body };
}

/** A refusal for want of credits: the server's 402, or its field error on `credits`. */
function notEnoughCredits(error: ApiError): string | null | false {
  if (error.status === 402) {
    const body = error.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : null;
  }
  return error.fieldErrors.credits?.[0] ?? false;
}

export async function sendDesignAttempt(attempt: DesignAttempt): Promise<DesignOutcome> {
  try {
    const answer = await requestDesigns(JSON.parse(attempt.body) as AiDesignRequest, attempt.key);
    return { kind: 'designed', result: answer.data, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || !SETTLED.has(error.status))
      return { kind: 'unconfirmed', error };
    const credits = notEnoughCredits(error);
    return credits === false ? { kind: 'refused', error } : { kind: 'not-enough-credits', message: credits };
  }
}
