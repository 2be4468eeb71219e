import { notify } from '@showroom/core';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ToastList } from './toast-list.tsx';

/**
 * Shows core's toasts as spec §9 asks: top-end, 10 s, progress bar, close button. Every widget
 * mount renders one, but only the host core names primary displays, so a page with several
 * widgets shows each toast once; when the primary unmounts the next host takes over.
 */
export function ToastHost() {
  const [key] = useState(() => Symbol('toast-host'));
  useEffect(() => notify.claimToastHost(key), [key]);
  const isPrimary = useStore(notify.store, (state) => notify.isPrimaryToastHost(key, state));
  return isPrimary ? <ToastList /> : null;
}
