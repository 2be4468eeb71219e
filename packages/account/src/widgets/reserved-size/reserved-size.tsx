import type { ReactNode } from 'react';

/** This remote's custom elements, by tag without the `showroom-` prefix. */
export type AccountElementName = 'login' | 'register' | 'account';

/**
 * The box of one custom element, at least as tall as the embed reserved for it before upgrade
 * (`--showroom-<name>-min-height`, which embed.js sets from its table of element sizes). It holds
 * that height while the screen's code loads and after, so the host page below never jumps when
 * the form arrives (layout shift, issue #11). Without the property it has no minimum.
 */
export function ReservedSize({ element, children }: { element: AccountElementName; children: ReactNode }) {
  return (
    <div data-reserved-size={element} style={{ minHeight: `var(--showroom-${element}-min-height, auto)` }}>
      {children}
    </div>
  );
}
