import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

type Edge = 'first' | 'last';

/** The focusable entries of the menu list, in order. */
function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];
}

function focusEdge(list: HTMLElement | null, edge: Edge): void {
  const items = itemsOf(list);
  (edge === 'first' ? items[0] : items.at(-1))?.focus();
}

/**
 * A disclosure menu (a button that shows a list of links and buttons): `aria-expanded` on the
 * button, Escape closes and gives focus back to the button, a click or focus outside closes it,
 * and the arrow keys (plus Home/End) move between entries; ArrowDown/ArrowUp on the button open it
 * at the first/last entry. Tab keeps its usual meaning, so focus is never trapped.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  // The entry to focus once the list is shown; it is `hidden`, so unfocusable, until then.
  const focusOnOpen = useRef<Edge | null>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) focusEdge(listRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(edge: Edge): void {
    if (open) {
      focusEdge(listRef.current, edge);
      return;
    }
    focusOnOpen.current = edge;
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    const moves = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!moves.includes(event.key)) return;
    event.preventDefault();
    if (event.target === buttonRef.current) {
      openAt(event.key === 'ArrowUp' || event.key === 'End' ? 'last' : 'first');
      return;
    }
    const items = itemsOf(listRef.current);
    const index = items.indexOf(event.target as HTMLElement);
    const next: HTMLElement | undefined = (
      {
        ArrowDown: items[(index + 1) % items.length],
        ArrowUp: items[(index - 1 + items.length) % items.length],
        Home: items[0],
        End: items.at(-1),
      } as Record<string, HTMLElement | undefined>
    )[event.key];
    next?.focus();
  }

  /** Focus moving out of the menu (Tab past the last entry) closes it. */
  function onBlur(event: FocusEvent<HTMLElement>): void {
    const to = event.relatedTarget;
    if (to instanceof Node && !rootRef.current?.contains(to)) setOpen(false);
  }

  return {
    open,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((value) => !value),
    },
    listProps: { ref: listRef, id: listId, hidden: !open },
  };
}
