import type { ChangeEvent } from 'react';
import { phoneText } from './input-rules.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A phone number box: the phone keypad, and only what a phone number is written with. */
export function PhoneField({ onChange, autoComplete = 'tel', ...rest }: PhoneFieldProps) {
  function keepPhone(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = phoneText(event.target.value);
    onChange?.(event);
  }
  return <TextField {...rest} type="tel" inputMode="tel" autoComplete={autoComplete} onChange={keepPhone} />;
}
