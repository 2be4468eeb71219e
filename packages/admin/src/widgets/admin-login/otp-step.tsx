import { type OtpForm, otpFormSchema } from '@showroom/contract/sign-in';
import { requestAdminOtp, signOut, verifyAdminOtp } from '@showroom/core/console-sign-in';
import { Button } from '@showroom/ui';
import { FormCard, FormStatus, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { announceOtpChange } from '../admin-gate/otp-passed.ts';

export interface OtpStepProps {
  /** The message of the code last mailed, if this page sent one. */
  sent: string | null;
  onSent: (message: string) => void;
}

/**
 * The sign-in's second step (decision 0022): the six-digit code mailed to the Admin. A wrong code keeps
 * what was typed and says why; a new code can be asked for; the Admin can also sign out here.
 */
export function OtpStep({ sent, onSent }: OtpStepProps) {
  const form = useSchemaForm<OtpForm>(otpFormSchema, { otp: '' });
  const [refused, setRefused] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const onSubmit = form.submit(async ({ otp }) => {
    setRefused(null);
    const { valid, message } = await verifyAdminOtp(otp);
    if (valid) announceOtpChange();
    else setRefused(message);
  });

  const resend = async () => {
    setResending(true);
    try {
      onSent(await requestAdminOtp());
      setRefused(null);
    } finally {
      setResending(false);
    }
  };

  return (
    <FormCard
      title="Enter your one-time code"
      lead="We mailed a six-digit code to your address. It is valid for 10 minutes."
      footer={
        <Button variant="secondary" type="button" onClick={() => void signOut()}>
          Sign out
        </Button>
      }
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        {sent && !refused && <FormStatus tone="success">{sent}</FormStatus>}
        {refused && <FormStatus tone="error">{refused}</FormStatus>}
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.text('otp')}
        />
        <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
          Verify
        </Button>
        <Button variant="secondary" type="button" busy={resending} onClick={() => void resend()}>
          Send a new code
        </Button>
      </form>
    </FormCard>
  );
}
