import { navigate, routeHref } from '@showroom/core';
import type { MouseEvent, ReactNode } from 'react';
import { useHostElement } from '../widget-element/host-element.ts';

export interface ShellLinkProps {
  /** A shell route such as `/product/abc123` or `/change_password`. */
  to: string;
  className?: string;
  /** Runs on a plain click, before navigating (closing a menu, marking a notification read). */
  onNavigate?: () => void;
  children: ReactNode;
}

/** A left click without modifiers; the others keep their browser meaning (new tab, new window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real link to a shell route: its href is the route's real address (`routeHref`), so it works
 * opened in a new tab, copied or shared, while a plain click goes through core `navigate` (the
 * router in the shell, the cancelable `showroom:navigate` event from the widget in an embed).
 */
export function ShellLink({ to, className, onNavigate, children }: ShellLinkProps) {
  const host = useHostElement();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to, { from: host });
  }
  return (
    <a href={routeHref(to)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
