import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { FieldFrame, fieldDescriptions } from './field-frame.tsx';

export interface AdornedFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name'> {
  label: string;
  name: string;
  error?: string | null;
  /** Shown inside the box at its end (a card brand badge, a help button). */
  end?: ReactNode;
  /** Ids of further descriptions (e.g. a tooltip), read after the label. */
  describedBy?: string;
}

/** A labelled input with something drawn inside its end, and its error under it. */
export function AdornedField({ label, name, error, end, describedBy, id, ...rest }: AdornedFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error}>
      <input
        {...rest}
        id={inputId}
        name={name}
        className={end ? 'sr-acc-field__input sr-acc-field__input--with-end' : 'sr-acc-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptions(inputId, { error, extra: describedBy })}
      />
      {end && <span className="sr-acc-field__end">{end}</span>}
    </FieldFrame>
  );
}
