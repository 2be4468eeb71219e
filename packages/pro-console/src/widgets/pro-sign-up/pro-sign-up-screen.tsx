import { PASSWORD_MIN_LENGTH, ROUTE_PATHS } from '@showroom/contract';
import { PRO_TYPES, type ProRegisterRequest, proRegisterRequestSchema } from '@showroom/contract/pro';
import { Button, ShellLink } from '@showroom/ui';
import {
  CheckboxField,
  FormCard,
  FormStatus,
  PasswordField,
  PhoneField,
  SelectField,
  TextField,
  useSchemaForm,
} from '@showroom/ui/form';
import { useState } from 'react';
import { registerPro } from '../../api/pro-calls.ts';

/** Pros work in the US (ZIP codes, US sales tax): their phone is a US number. */
const US_CALLING_CODE = '+1';

/** The form's values: the request, with the terms box a plain checkbox until it is ticked. */
type ProSignUpValues = Omit<ProRegisterRequest, 'agree'> & { agree: boolean };

const EMPTY: ProSignUpValues = {
  type: 'Contractor',
  company_name: '',
  licence_number: '',
  full_name: '',
  email: '',
  password: '',
  country_code: US_CALLING_CODE,
  phone_number: '',
  zip_code: '',
  service_area: '',
  agree: false,
};

/**
 * `/register/contractor` (spec §2, §6): a Contractor or Designer applies with their company and
 * licence. The account waits for an admin's approval (within 24 hours) and cannot sign in before;
 * the screen says so, and that the e-mail must be verified meanwhile.
 */
export function ProSignUpScreen() {
  const form = useSchemaForm<ProSignUpValues>(proRegisterRequestSchema, EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.submit(async (values) => {
    // The schema check above passed, so the box is ticked.
    const answer = await registerPro({ ...values, agree: true });
    setDone(answer.message);
  });

  const footer = (
    <>
      <ShellLink to={ROUTE_PATHS.proLogin}>Already a pro? Sign in</ShellLink>
      <ShellLink to={ROUTE_PATHS.proAccount}>What a pro gets</ShellLink>
    </>
  );

  if (done)
    return (
      <FormCard title="Thanks for signing up" footer={footer}>
        <FormStatus tone="success">{done}</FormStatus>
      </FormCard>
    );

  return (
    <FormCard
      title="Sign up as a Pro"
      lead="Open your own showroom. We approve licensed pros within 24 hours."
      footer={footer}
      wide
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        <SelectField
          label="I am a"
          options={PRO_TYPES.map((type) => ({ value: type, label: type }))}
          {...form.text('type')}
        />
        <TextField label="Company name" autoComplete="organization" {...form.text('company_name')} />
        <TextField label="Licence number" {...form.text('licence_number')} />
        <TextField
          label="Your name"
          autoComplete="name"
          placeholder="First and Last Name"
          {...form.text('full_name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.text('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...form.text('password')}
        />
        <PhoneField label="Phone number (US)" autoComplete="tel-national" {...form.text('phone_number')} />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.text('zip_code')}
        />
        <TextField
          label="Service area"
          hint="Where you work, e.g. San Francisco and the Peninsula, 30 miles."
          {...form.text('service_area')}
        />
        <CheckboxField
          label="I accept the Terms of Service"
          name="agree"
          checked={form.values.agree}
          onChange={(event) => form.setValue('agree', event.target.checked)}
          error={form.errorFor('agree')}
        />
        <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
          Sign up
        </Button>
      </form>
    </FormCard>
  );
}
