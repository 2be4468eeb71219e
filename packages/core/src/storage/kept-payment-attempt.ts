/**
 * One payment as sent (a plan, a designer's fee, a pack of AI credits): a retried Pay re-sends the same
 * Idempotency-Key and body, so the server answers the first outcome and nothing is charged twice.
 */
export interface PaymentAttempt<Request> {
  readonly key: string;
  readonly request: Request;
}

/** A new attempt with its own key. */
export function newPaymentAttempt<Request>(request: Request): PaymentAttempt<Request> {
  return { key: crypto.randomUUID(), request };
}

/**
 * The tab's unconfirmed attempt kept under `storageKey` in sessionStorage: a reload after a Pay that got no
 * answer re-opens that payment and re-sends the same key.
 */
export function keptPaymentAttempt<Request>(storageKey: string): PaymentAttempt<Request> | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'key' in stored && 'request' in stored)
      return stored as PaymentAttempt<Request>;
  } catch {
    // A damaged entry is no attempt.
  }
  return null;
}

/** Keeps the unconfirmed attempt for the tab, or forgets it once settled (`null`). */
export function keepPaymentAttempt<Request>(
  storageKey: string,
  attempt: PaymentAttempt<Request> | null,
): void {
  try {
    if (attempt) sessionStorage.setItem(storageKey, JSON.stringify(attempt));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: the attempt still holds for this page's life.
  }
}
