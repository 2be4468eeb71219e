import { navigate, shellUrl } from '@showroom/core';
import type { MouseEvent, ReactNode } from 'react';

export interface MenuLinkProps {
  /** A shell route such as `/account`. */
  to: string;
  className?: string;
  /** Runs on a plain click, before navigating (closing the menu). */
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A link to a shell route through core `navigate`, so the menu does not depend on which router
 * the shell uses; the href is the real URL, so modified clicks (new tab) keep working.
 */
export function MenuLink({ to, className, onNavigate, children }: MenuLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to);
  }
  return (
    <a href={`${shellUrl()}${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
