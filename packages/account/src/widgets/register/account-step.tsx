import { PASSWORD_MIN_LENGTH } from '@showroom/contract';
import { CheckboxField, PasswordField, PhoneField, TextField } from '@showroom/ui/form';
import { useState } from 'react';
import { CountryCodeSelect } from './country-code-select.tsx';
import type { StepProps } from './step-props.ts';
import { TermsDialog, type TermsDocumentName } from './terms-dialog.tsx';

/** Step 1: name, email, password, phone with country code, zip, and the terms box. */
export function AccountStep({ values, setField, errorFor }: StepProps) {
  const [reading, setReading] = useState<TermsDocumentName | null>(null);
  const text = (name: 'full_name' | 'email' | 'phone_number' | 'zip_code') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: errorFor(name),
  });
  return (
    <>
      <TextField
        label="Full name"
        placeholder="First and Last Name"
        autoComplete="name"
        {...text('full_name')}
      />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        error={errorFor('password')}
      />
      <div className="sr-register__phone">
        <CountryCodeSelect
          value={values.country_code}
          onChange={(code) => setField('country_code', code)}
          error={errorFor('country_code')}
        />
        <PhoneField label="Phone number" autoComplete="tel-national" {...text('phone_number')} />
      </div>
      <TextField label="Zip code" autoComplete="postal-code" inputMode="numeric" {...text('zip_code')} />
      <CheckboxField
        label="I accept the Terms of Service"
        name="agree"
        checked={values.agree}
        onChange={(event) => setField('agree', event.target.checked)}
        error={errorFor('agree')}
        after={
          <span className="sr-register__terms-links">
            {' '}
            (read the{' '}
            <button type="button" className="sr-form-card__link" onClick={() => setReading('terms')}>
              Terms of Use
            </button>{' '}
            and{' '}
            <button type="button" className="sr-form-card__link" onClick={() => setReading('privacy')}>
              Privacy Policy
            </button>
            )
          </span>
        }
      />
      <TermsDialog
        document={reading}
        accepted={values.agree}
        onAcceptedChange={(accepted) => setField('agree', accepted)}
        onClose={() => setReading(null)}
      />
    </>
  );
}
