import type { ToastType } from '@showroom/core';

/** Problems interrupt (alert); confirmations wait their turn (status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
