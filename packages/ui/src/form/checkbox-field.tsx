import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './fields.css?inline';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name' | 'type'> {
  /** The label; may hold links (they stay outside the <label> to keep one click target each). */
  label: ReactNode;
  name: string;
  error?: string | null | undefined;
  /** Content after the label that must not toggle the box (e.g. links opening popups). */
  after?: ReactNode;
}

/** A checkbox with its label, an optional trailing part and its error under it. */
export function CheckboxField({ label, name, error, after, id, className, ...rest }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={['sr-check', className].filter(Boolean).join(' ')}>
      <StyleSheet name="sr-fields" css={css} />
      <div className="sr-check__row">
        <input
          {...rest}
          id={inputId}
          name={name}
          type="checkbox"
          className="sr-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <span className="sr-check__label">
          <label htmlFor={inputId}>{label}</label>
          {after}
        </span>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="sr-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
