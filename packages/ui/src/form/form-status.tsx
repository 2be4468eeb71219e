import type { ReactNode } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './form-card.css?inline';

export interface FormStatusProps {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
}

/** A message about the whole form, announced politely (errors assertively). */
export function FormStatus({ tone = 'info', children }: FormStatusProps) {
  return (
    <p
      className={`sr-form-card__status sr-form-card__status--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <StyleSheet name="sr-form-card-styles" css={css} />
      {children}
    </p>
  );
}
