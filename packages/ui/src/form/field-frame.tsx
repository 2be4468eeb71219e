import type { ReactNode } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './fields.css?inline';

export interface FieldFrameProps {
  /** The id of the control the label names. */
  inputId: string;
  label: string;
  /** A hint under the field (e.g. the minimum length). */
  hint?: string | undefined;
  error?: string | null | undefined;
  className?: string | undefined;
  /** The control and whatever is drawn inside its box (a toggle, a badge). */
  children: ReactNode;
}

/** The ids a control's `aria-describedby` lists: extra descriptions, then its hint and error. */
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

/** Label, the control's box, and the hint and error under it: what every field of the kit shares. */
export function FieldFrame({ inputId, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={['sr-field', className].filter(Boolean).join(' ')}>
      <StyleSheet name="sr-fields" css={css} />
      <label className="sr-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="sr-field__control">{children}</div>
      {hint && (
        <p id={`${inputId}-hint`} className="sr-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="sr-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
