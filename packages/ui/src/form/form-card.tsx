import type { ReactNode, Ref } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './form-card.css?inline';

export interface FormCardProps {
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

/** The frame of a form screen (sign-in, registration, passwords): a titled card, centred, full width on a phone. */
export function FormCard({ title, lead, footer, banner, wide = false, ref, children }: FormCardProps) {
  return (
    <section
      ref={ref}
      className={wide ? 'sr-form-card sr-form-card--wide' : 'sr-form-card'}
      aria-label={title}
    >
      <StyleSheet name="sr-form-card-styles" css={css} />
      {banner}
      <h1 className="sr-form-card__title">{title}</h1>
      {lead && <p className="sr-form-card__lead">{lead}</p>}
      {children}
      {footer && <div className="sr-form-card__footer">{footer}</div>}
    </section>
  );
}
