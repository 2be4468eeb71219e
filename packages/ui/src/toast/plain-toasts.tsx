import { notify } from '@showroom/core';
import { useStore } from 'zustand';
import { toastRole } from './toast-role.ts';

/**
 * The toasts as plain text with a close button, for when the styled list's chunk could not be
 * downloaded: most often the network is down, which is just when a toast has something to say.
 */
export function PlainToasts() {
  const toasts = useStore(notify.store, (state) => state.toasts);
  return (
    <section aria-label="Notifications">
      {toasts.map((toast) => (
        <p key={toast.id} role={toastRole(toast.type)}>
          {toast.message}{' '}
          <button type="button" aria-label="Close" onClick={() => notify.dismiss(toast.id)}>
            ×
          </button>
        </p>
      ))}
    </section>
  );
}
