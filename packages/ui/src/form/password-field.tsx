import { useId, useState } from 'react';
import { FieldFrame, fieldDescriptions } from './field-frame.tsx';
import type { TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end' | 'describedBy'>;

/** A password input with a Show/Hide toggle; the toggle says which state it is in. */
export function PasswordField({ label, name, error, hint, id, className, ...rest }: PasswordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        id={inputId}
        name={name}
        type={visible ? 'text' : 'password'}
        className="sr-field__input sr-field__input--with-toggle"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptions(inputId, { hint, error })}
        // Browsers must not "correct" a password shown as text.
        autoCapitalize="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="sr-field__toggle"
        aria-controls={inputId}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        disabled={rest.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </FieldFrame>
  );
}
