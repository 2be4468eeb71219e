import type { ComponentPropsWithRef } from 'react';
import { numericValue } from './input-rules.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type NumericProps = {
  value: number;
  /** The box's number after the numeric-only rule: digits only, 0 when empty (spec §5). */
  onValueChange: (value: number) => void;
};

export type NumericInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> &
  NumericProps;

/** A bare numeric-only box, for a control that brings its own label (e.g. with aria-label). */
export function NumericInput({ value, onValueChange, ...rest }: NumericInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      value={String(value)}
      onChange={(event) => onValueChange(numericValue(event.target.value))}
    />
  );
}

export type NumericFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> &
  NumericProps;

/** A labelled numeric-only field: typing "a1b2" keeps 12, clearing it gives 0. */
export function NumericField({ value, onValueChange, ...rest }: NumericFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      value={String(value)}
      onChange={(event) => onValueChange(numericValue(event.target.value))}
    />
  );
}
