import { notify } from '@showroom/core';

/**
 * The toasts of failed payments (a decline's "Your card was declined.", a 422's warning), which the
 * API client opens page-wide: once a retry succeeds they are closed, so they never follow the
 * homeowner to the thank-you screen.
 */

/** The id of the newest toast open now (0 for none): toasts opened later have higher ids. */
export function latestToastId(): number {
  return notify.store.getState().toasts.reduce((newest, toast) => Math.max(newest, toast.id), 0);
}

/** Closes the error and warning toasts opened after toast `since`. */
export function closeFailureToastsSince(since: number): void {
  for (const toast of notify.store.getState().toasts)
    if (toast.id > since && (toast.type === 'error' || toast.type === 'warning')) notify.dismiss(toast.id);
}
