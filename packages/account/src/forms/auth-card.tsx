import { StyleSheet } from '@showroom/ui';
import type { ReactNode, Ref } from 'react';
import css from './auth-card.css?inline';

export interface AuthCardProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Links under a rule at the bottom (Sign In, Continue Shopping...). */
  footer?: ReactNode;
  /** Shown above the title, e.g. a progress bar along the card's top edge. */
  banner?: ReactNode;
  /** The registration form needs more room for its two-column rows. */
  wide?: boolean;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** The frame of the account screens: a titled card, centred, full width on a phone. */
export function AuthCard({ title, lead, footer, banner, wide = false, ref, children }: AuthCardProps) {
  return (
    <section ref={ref} className={wide ? 'sr-auth sr-auth--wide' : 'sr-auth'} aria-label={title}>
      <StyleSheet name="sr-auth-card" css={css} />
      {banner}
      <h1 className="sr-auth__title">{title}</h1>
      {lead && <p className="sr-auth__lead">{lead}</p>}
      {children}
      {footer && <div className="sr-auth__footer">{footer}</div>}
    </section>
  );
}
