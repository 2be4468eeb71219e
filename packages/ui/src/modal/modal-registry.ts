import { createStore } from 'zustand';

export interface OpenModal {
  /** Asks the modal's owner to close it (its onClose). */
  readonly close: () => void;
  /** The modal's <dialog>, shown in the browser's top layer. */
  readonly dialog: HTMLDialogElement;
}

/**
 * The modals open on the page, oldest first. The toast host reads the newest one: a modal
 * dialog makes everything outside it inert, so toasts must render inside it to stay usable.
 */
export const openModals = createStore<{ modals: readonly OpenModal[] }>()(() => ({ modals: [] }));

/** Records an open modal; returns the function that forgets it. */
export function registerOpenModal(modal: OpenModal): () => void {
  openModals.setState((state) => ({ modals: [...state.modals, modal] }));
  return () => openModals.setState((state) => ({ modals: state.modals.filter((open) => open !== modal) }));
}

/** Closes every open modal on the page; the shell calls it after each navigation (spec §2). */
export function closeAllModals(): void {
  for (const modal of [...openModals.getState().modals]) modal.close();
}
