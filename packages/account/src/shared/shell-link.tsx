import { navigate, shellUrl } from '@showroom/core';
import { useHostElement } from '@showroom/ui';
import type { MouseEvent, ReactNode } from 'react';

export interface ShellLinkProps {
  /** A shell route such as `/change_password`. */
  to: string;
  className?: string;
  /** Runs before navigating (e.g. marking a notification read). */
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A real link to a shell route: its href is the platform URL, so it can be opened in a new tab
 * or copied, while a plain click goes through core `navigate` (the router in the shell, the
 * cancelable `showroom:navigate` event in an embed).
 */
export function ShellLink({ to, className, onNavigate, children }: ShellLinkProps) {
  const host = useHostElement();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks keep their browser meaning (new tab, new window, download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to, { from: host ?? undefined });
  }
  return (
    <a href={`${shellUrl()}${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
