import { UI_TIMING } from '@showroom/contract';
import { notify, type ToastType } from '@showroom/core';
import { useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { useStore } from 'zustand';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './toast-host.css?inline';
import { TOASTIFY_CSS } from './toastify-css.ts';

let hostCount = 0;

/** Problems interrupt (alert); confirmations wait their turn (status). */
function roleFor(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/** The primary host: hands every open toast of core's queue to its react-toastify container. */
function PrimaryToasts() {
  // react-toastify's store is global; a container id per host keeps hand-overs apart.
  const [containerId] = useState(() => `sr-toasts-${++hostCount}`);
  const toasts = useStore(notify.store, (state) => state.toasts);

  useEffect(() => {
    for (const { id, type, message } of toasts) {
      if (toast.isActive(id, containerId)) continue;
      toast(message, {
        type,
        toastId: id,
        containerId,
        role: roleFor(type),
        onClose: () => notify.dismiss(id),
      });
    }
  }, [toasts, containerId]);

  return (
    <div className="sr-toasts">
      <StyleSheet name="sr-toastify" css={TOASTIFY_CSS} />
      <StyleSheet name="sr-toast-host" css={css} />
      <ToastContainer
        containerId={containerId}
        position={UI_TIMING.toastPosition}
        autoClose={UI_TIMING.toastTimeoutMs}
        hideProgressBar={false}
        closeButton
        newestOnTop={false}
        pauseOnHover
        pauseOnFocusLoss
        theme="light"
      />
    </div>
  );
}

/**
 * Shows core's toasts as spec §9 asks: top-end, 10 s, progress bar, close button. Every widget
 * mount renders one, but only the host core names primary displays, so a page with several
 * widgets shows each toast once; when the primary unmounts the next host takes over.
 */
export function ToastHost() {
  const [key] = useState(() => Symbol('toast-host'));
  useEffect(() => notify.claimToastHost(key), [key]);
  const isPrimary = useStore(notify.store, (state) => notify.isPrimaryToastHost(key, state));
  return isPrimary ? <PrimaryToasts /> : null;
}
