import { MESSAGES } from '@showroom/contract';
import { Button, ShellLink } from '@showroom/ui';
import type { ReactNode } from 'react';

export interface ScreenMessageProps {
  title: string;
  children: ReactNode;
  /** A failed load: the message is an alert with a Try again button. */
  onRetry?: () => void;
  /** A way on: a real link to a shell route. */
  link?: { to: string; label: string };
}

/** A whole screen's state other than its content: empty, failed, or nowhere to go yet. */
export function ScreenMessage({ title, children, onRetry, link }: ScreenMessageProps) {
  return (
    <div className="sr-checkout-message" role={onRetry ? 'alert' : undefined}>
      <h2 className="sr-checkout-message__title">{title}</h2>
      <p>{children}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      )}
      {link && (
        <ShellLink to={link.to} className="sr-checkout-link-button">
          {link.label}
        </ShellLink>
      )}
    </div>
  );
}
