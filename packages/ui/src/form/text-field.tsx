import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { FieldFrame, fieldDescriptions } from './field-frame.tsx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name'> {
  label: string;
  /** Also the field name the server reports errors under. */
  name: string;
  error?: string | null | undefined;
  /** A hint under the field, tied to the input. */
  hint?: string | undefined;
  /** Shown inside the box at its end (a card brand badge, a help button). */
  end?: ReactNode;
  /** Ids of further descriptions (e.g. a tooltip), read before the hint and error. */
  describedBy?: string | undefined;
}

/** A labelled input with its hint and error underneath, announced through aria-invalid/aria-describedby. */
export function TextField({
  label,
  name,
  error,
  hint,
  end,
  describedBy,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        id={inputId}
        name={name}
        className={end ? 'sr-field__input sr-field__input--with-end' : 'sr-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptions(inputId, { hint, error, extra: describedBy })}
      />
      {end && <span className="sr-field__end">{end}</span>}
    </FieldFrame>
  );
}
