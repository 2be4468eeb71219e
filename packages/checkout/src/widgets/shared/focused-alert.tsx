import { type ReactNode, useEffect, useRef } from 'react';

export interface FocusedAlertProps {
  /** `alert` for a failure, `status` for news that is not one (e.g. an unconfirmed payment). */
  role?: 'alert' | 'status';
  /** A modifier of `sr-checkout-alert` (e.g. `info`). */
  tone?: 'info';
  children: ReactNode;
}

/**
 * The message of a step that failed (a declined card, stock gone): announced and focused when it
 * appears, so keyboard and screen-reader users land on what went wrong instead of on the Pay
 * button (tabIndex -1: focusable by script, not a Tab stop).
 */
export function FocusedAlert({ role = 'alert', tone, children }: FocusedAlertProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={tone ? `sr-checkout-alert sr-checkout-alert--${tone}` : 'sr-checkout-alert'}
      role={role}
    >
      {children}
    </p>
  );
}
