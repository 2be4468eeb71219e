import type { CheckoutSummary, PlaceOrderRequest } from '@showroom/contract/checkout';

/**
 * One purchase attempt: the `Idempotency-Key` it sends, the cart it was made for and, once sent,
 * the exact request. Kept in sessionStorage, so a reload or a retry after an unanswered submit
 * re-sends the same key with the same body (the server then answers the first outcome and never
 * charges twice). A new attempt starts after an answer that settled it (an order, or a refusal
 * that charged nothing) or when the cart changed before anything was sent.
 */
export interface PurchaseAttempt {
  readonly key: string;
  readonly cart: string;
  readonly request: PlaceOrderRequest | null;
}

/** This remote's own sessionStorage entry (per tab, gone when the tab closes). */
export const PURCHASE_ATTEMPT_STORAGE_KEY = 'showroom_purchase_attempt';

/** What identifies a cart's contents for an attempt: showroom, lines with their quantities, total. */
export function cartFingerprint(showroom: number, summary: CheckoutSummary): string {
  const lines = summary.vendors.flatMap((vendor) => vendor.lines.map((line) => `${line.id}x${line.qty}`));
  return `${showroom}|${lines.join(',')}|${summary.money.total}`;
}

function read(): PurchaseAttempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PURCHASE_ATTEMPT_STORAGE_KEY) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'key' in stored && typeof stored.key === 'string')
      return stored as PurchaseAttempt;
  } catch {
    // A damaged entry is no attempt: a fresh one replaces it.
  }
  return null;
}

function write(attempt: PurchaseAttempt): PurchaseAttempt {
  try {
    sessionStorage.setItem(PURCHASE_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Storage full or blocked: the attempt still holds for this page's life.
  }
  return attempt;
}

/** The stored attempt if it was sent (whatever the cart shows now) or made for this cart; else a new one. */
export function currentAttempt(cart: string): PurchaseAttempt {
  const stored = read();
  if (stored && (stored.request !== null || stored.cart === cart)) return stored;
  return write({ key: crypto.randomUUID(), cart, request: null });
}

/** A sent attempt that got no settling answer: the next Pay re-sends it. */
export function pendingAttempt(): PurchaseAttempt | null {
  const stored = read();
  return stored?.request ? stored : null;
}

/** Records the request about to be sent under the attempt's key. */
export function recordSent(attempt: PurchaseAttempt, request: PlaceOrderRequest): PurchaseAttempt {
  return write({ ...attempt, request });
}

/** The attempt is settled (an order, or a refusal that charged nothing): the next Pay is a new one. */
export function finishAttempt(): void {
  try {
    sessionStorage.removeItem(PURCHASE_ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
