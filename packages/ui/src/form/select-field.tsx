import { type ComponentPropsWithRef, useId } from 'react';
import { FieldFrame, fieldDescriptions } from './field-frame.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'name'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  error?: string | null | undefined;
  hint?: string | undefined;
}

/** A native select (keyboard type-ahead and the phone's own picker for free) with label and error. */
export function SelectField({ label, name, options, error, hint, id, className, ...rest }: SelectFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <select
        {...rest}
        id={inputId}
        name={name}
        className="sr-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptions(inputId, { hint, error })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
