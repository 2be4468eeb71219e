import { UI_TIMING } from '@showroom/contract';
import { notify } from '@showroom/core';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { openModals } from '../modal/modal-registry.ts';
import { StyleSheet } from '../styles/style-sheet.tsx';
import { TOAST_LABELS } from './toast-accessibility.ts';
import css from './toast-host.css?inline';
import { ToastItem } from './toast-item.tsx';

/** Whether focus is in a frame of this page (the card fields), through open shadow roots. */
function focusInFrameOfThisPage(): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLIFrameElement;
}

/**
 * False from the window's blur to its focus: toasts wait while the visitor is in another window
 * or tab. It starts true, not from `document.hasFocus()`, which is also false while the address
 * bar has focus after typing the URL; a toast must not wait for a click then. Typing in a frame of
 * this page (the card fields) blurs the window too, but the visitor is still here: toasts go on
 * (else one paused over the Pay button would stay until clicked).
 */
function usePageFocused(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const onFocus = () => setFocused(true);
    // The frame becomes the active element just after the window's blur.
    const onBlur = () => setTimeout(() => setFocused(focusInFrameOfThisPage()), 0);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return focused;
}

/**
 * The primary host's toasts, oldest first, in a fixed column at the top end of the viewport.
 * While a modal is open they render inside its <dialog>: a modal makes the rest of the page
 * inert and covers it with its backdrop, so a toast outside could be neither read nor closed.
 * (Moving in or out remounts them, which restarts their 10 s.)
 */
export function ToastList() {
  const toasts = useStore(notify.store, (state) => state.toasts);
  const modal = useStore(openModals, (state) => state.modals.at(-1)?.dialog ?? null);
  const focused = usePageFocused();
  const list = (
    <section
      className={`sr-toasts sr-toasts--${UI_TIMING.toastPosition}`}
      aria-label={TOAST_LABELS.region}
      data-paused={focused ? undefined : ''}
    >
      <StyleSheet name="sr-toasts" css={css} />
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => notify.dismiss(toast.id)} />
      ))}
    </section>
  );
  return modal ? createPortal(list, modal) : list;
}
