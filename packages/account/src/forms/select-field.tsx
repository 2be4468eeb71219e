import { StyleSheet } from '@showroom/ui';
import { type ComponentPropsWithRef, useId } from 'react';
import css from './fields.css?inline';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'name'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  error?: string | null;
}

/** A native select (keyboard type-ahead and the phone's own picker for free) with label and error. */
export function SelectField({ label, name, options, error, id, ...rest }: SelectFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className="sr-acc-field">
      <StyleSheet name="sr-acc-fields" css={css} />
      <label className="sr-acc-field__label" htmlFor={inputId}>
        {label}
      </label>
      <select
        {...rest}
        id={inputId}
        name={name}
        className="sr-acc-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${inputId}-error`} className="sr-acc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
