import { type ComponentPropsWithRef, useId, useState } from 'react';
import { FieldFrame, fieldDescriptions } from './field-frame.tsx';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name' | 'type'> {
  label: string;
  /** Also the field name the server reports errors under. */
  name: string;
  error?: string | null;
  /** A hint under the field (e.g. the minimum length), tied to the input. */
  hint?: string;
}

/** A password input with a Show/Hide toggle; the toggle says which state it is in. */
export function PasswordField({ label, name, error, hint, id, ...rest }: PasswordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <input
        {...rest}
        id={inputId}
        name={name}
        type={visible ? 'text' : 'password'}
        className="sr-acc-field__input sr-acc-field__input--with-toggle"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptions(inputId, { hint, error })}
        // Browsers must not "correct" a password shown as text.
        autoCapitalize="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="sr-acc-field__toggle"
        aria-controls={inputId}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </FieldFrame>
  );
}
