import { StyleSheet } from '@showroom/ui';
import type { ReactNode } from 'react';
import css from './auth-card.css?inline';

export interface FormStatusProps {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
}

/** A message about the whole form, announced politely (errors assertively). */
export function FormStatus({ tone = 'info', children }: FormStatusProps) {
  return (
    <p className={`sr-auth__status sr-auth__status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <StyleSheet name="sr-auth-card" css={css} />
      {children}
    </p>
  );
}
