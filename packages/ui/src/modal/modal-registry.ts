const openModals = new Set<() => void>();

/** Records an open modal's close function; returns the function that forgets it. */
export function registerOpenModal(close: () => void): () => void {
  openModals.add(close);
  return () => {
    openModals.delete(close);
  };
}

/** Closes every open modal on the page; the shell calls it after each navigation (spec §2). */
export function closeAllModals(): void {
  for (const close of [...openModals]) close();
}
