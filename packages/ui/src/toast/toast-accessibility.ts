import type { ToastType } from '@showroom/core';

/** The toasts' region and close button, as the styled list and its plain fallback both name them. */
export const TOAST_LABELS = { region: 'Notifications', close: 'Close' } as const;

/** Problems interrupt (alert); confirmations wait their turn (status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
