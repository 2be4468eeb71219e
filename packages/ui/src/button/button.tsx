import type { ComponentPropsWithRef } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './button.css?inline';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` is filled with the theme colour; `secondary` is outlined. */
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and disables the button while its action runs. */
  busy?: boolean;
}

/** A themed button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['sr-button', `sr-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      <StyleSheet name="sr-button" css={css} />
      {busy && <span className="sr-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
