import { TABBABLE } from './tabbable.ts';

/** The focused element, looking inside open shadow roots (an embed's opener is in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Opens `dialog` with `showModal()` and returns the function that closes it. Browsers move
 * focus in and give it back on close by themselves; doing both here as well keeps the
 * behaviour where `<dialog>` is only partly implemented (happy-dom, older engines).
 */
export function showAsModal(dialog: HTMLDialogElement): () => void {
  const opener = deepActiveElement();
  if (!dialog.open) dialog.showModal();
  if (!dialog.contains(deepActiveElement())) {
    (dialog.querySelector<HTMLElement>(TABBABLE) ?? dialog).focus();
  }
  return () => {
    dialog.close();
    const active = deepActiveElement();
    if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) {
      opener.focus();
    }
  };
}
