import { notify } from '@showroom/core';
import { useStore } from 'zustand';
import { TOAST_LABELS, toastRole } from './toast-accessibility.ts';

/**
 * Fixed at the top of the viewport, where the visitor looks, in the few rules this needs. Set through
 * the style object (the DOM's CSSOM, which a page's strict `style-src` allows), as the list's sheet is
 * what did not come.
 */
const REGION_STYLE = {
  position: 'fixed',
  insetBlockStart: '8px',
  insetInline: '8px',
  zIndex: 2147483000,
  margin: 0,
  padding: '8px 12px',
  background: '#fff',
  color: '#1f2328',
  border: '1px solid #8c959f',
  borderRadius: '8px',
  font: '16px/1.4 system-ui, sans-serif',
} as const;

/**
 * The toasts as plain text with a close button, for when the styled list's chunk could not be
 * downloaded: most often the network is down, which is just when a toast has something to say.
 */
export function PlainToasts() {
  const toasts = useStore(notify.store, (state) => state.toasts);
  return (
    <section aria-label={TOAST_LABELS.region} style={REGION_STYLE}>
      {toasts.map((toast) => (
        <p key={toast.id} role={toastRole(toast.type)} style={{ margin: '4px 0' }}>
          {toast.message}{' '}
          <button type="button" aria-label={TOAST_LABELS.close} onClick={() => notify.dismiss(toast.id)}>
            ×
          </button>
        </p>
      ))}
    </section>
  );
}
