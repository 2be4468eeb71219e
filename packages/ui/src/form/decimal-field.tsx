import type { ComponentPropsWithRef } from 'react';
import { decimalText } from './input-rules.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type DecimalProps = {
  /** The box's text: blank, or digits with at most one dot and two decimals. */
  value: string;
  onValueChange: (text: string) => void;
};

export type DecimalInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> &
  DecimalProps;

/** A bare decimal-only box (spec §5), for a control that brings its own label (e.g. a price filter). */
export function DecimalInput({ value, onValueChange, ...rest }: DecimalInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(event) => onValueChange(decimalText(event.target.value))}
    />
  );
}

export type DecimalFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'
> &
  DecimalProps;

/** A labelled decimal-only field: typing "12.3456.7" keeps "12.34". */
export function DecimalField({ value, onValueChange, ...rest }: DecimalFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(event) => onValueChange(decimalText(event.target.value))}
    />
  );
}
