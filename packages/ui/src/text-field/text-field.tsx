import { type ComponentPropsWithRef, useId } from 'react';
import { useFieldError } from '../bindings/use-field-error.ts';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './text-field.css?inline';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name'> {
  label: string;
  /** Also the field name the server reports errors under. */
  name: string;
  /** A client-side message; it wins over a server one. */
  error?: string | null;
  /** Show the first server error for `name` from the shared field-error store (spec §5). */
  showServerError?: boolean;
}

/** A labelled input with its error text underneath, announced through aria-invalid/aria-describedby. */
export function TextField({
  label,
  name,
  error,
  showServerError = false,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const serverError = useFieldError(name);
  const message = error || (showServerError ? serverError : null);

  return (
    <div className={['sr-field', className].filter(Boolean).join(' ')}>
      <StyleSheet name="sr-text-field" css={css} />
      <label className="sr-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        name={name}
        className="sr-field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      {message && (
        <p id={errorId} className="sr-field__error">
          {message}
        </p>
      )}
    </div>
  );
}
