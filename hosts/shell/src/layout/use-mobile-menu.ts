import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * The header's menu on a phone: a Menu button that discloses the header's links. Opening moves
 * focus to the first link; Escape closes it and gives focus back to the button; a click outside or
 * moving to another page closes it. On a wide screen CSS hides the button and always shows the links.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const [path] = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();

  // A link was followed: the menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes.
  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    // A menu inside (the user menu) closes itself first and marks the key as handled.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: rootRef, onKeyDown },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': navId,
      onClick: () => setOpen((value) => !value),
    },
    navProps: { ref: navRef, id: navId, 'data-open': open },
  };
}
