import { StyleSheet } from '@showroom/ui';
import type { ReactNode } from 'react';
import css from './fields.css?inline';

export interface FieldFrameProps {
  inputId: string;
  label: string;
  /** A hint under the field (e.g. the minimum length). */
  hint?: string | undefined;
  error?: string | null | undefined;
  /** The input and whatever is drawn inside its box. */
  children: ReactNode;
}

/** The ids an input's `aria-describedby` lists: extra descriptions, then its hint and error. */
export function fieldDescriptions(
  inputId: string,
  {
    hint,
    error,
    extra,
  }: { hint?: string | undefined; error?: string | null | undefined; extra?: string | undefined },
): string | undefined {
  return (
    [extra, hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined
  );
}

/** Label, the input's box, and the hint and error under it: what every account field shares. */
export function FieldFrame({ inputId, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="sr-acc-field">
      <StyleSheet name="sr-acc-fields" css={css} />
      <label className="sr-acc-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="sr-acc-field__control">{children}</div>
      {hint && (
        <p id={`${inputId}-hint`} className="sr-acc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="sr-acc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
