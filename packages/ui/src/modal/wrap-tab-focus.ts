import type { KeyboardEvent } from 'react';
import { TABBABLE } from './tabbable.ts';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. A modal
 * `<dialog>` already makes the page inert, but the browser would still Tab out to its own UI.
 */
export function wrapTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const box = event.currentTarget;
  const tabbables = [...box.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (event.target === first || event.target === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && event.target === last) {
    event.preventDefault();
    first.focus();
  }
}
