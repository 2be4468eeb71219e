import { ROUTE_PATHS } from '@showroom/contract';
import { navigate } from '@showroom/core';
import { Button, ShellLink, StyleSheet, useHostElement } from '@showroom/ui';
import { FormCard } from '@showroom/ui/form';
import type { FormEvent } from 'react';
import { SignedInNotice } from '../../routing/signed-in-notice.tsx';
import { useSignedInRedirect } from '../../routing/use-signed-in-redirect.ts';
import { AccountStep } from './account-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import css from './register-screen.css?inline';
import { ShippingStep } from './shipping-step.tsx';
import { STEP_NAMES, StepIndicator } from './step-indicator.tsx';
import { ThanksModal } from './thanks-modal.tsx';
import { useRegistration } from './use-registration.ts';

const STEP_LEADS = {
  1: 'Create your free homeowner account.',
  2: 'Where should we deliver your orders?',
  3: 'Save a card for faster checkout, or skip this step.',
} as const;

/**
 * Registration in three steps (spec §2 /register, §4, §5): account, shipping, optional payment.
 * Next checks only its step; Done registers and shows the thank-you modal. A visitor already
 * signed in goes home; one signing in elsewhere meanwhile goes to /account.
 */
/** `invite`: the token of a pro's client invitation, from the invitation page's link (issue #23). */
export function RegisterScreen({ invite }: { invite?: string | undefined } = {}) {
  const host = useHostElement();
  const form = useRegistration(invite);
  const { values, step, busy, destination } = form;
  const stepAside = useSignedInRedirect({
    onArrival: ROUTE_PATHS.home,
    onAppear: ROUTE_PATHS.account,
    ownSession: form.ownSession,
  });

  if (stepAside) return host ? <SignedInNotice /> : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step < 3) form.next();
    else form.submit();
  }

  const links = (
    <>
      <span>
        Already have an account? <ShellLink to={ROUTE_PATHS.login}>Sign In</ShellLink>
      </span>
      {step < 3 && <ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}
    </>
  );

  return (
    <FormCard ref={form.formRef} title="Create your account" lead={STEP_LEADS[step]} footer={links} wide>
      <StyleSheet name="sr-register-screen" css={css} />
      <StepIndicator step={step} />
      <form
        className="sr-form-card__form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`Step ${step} of 3: ${STEP_NAMES[step]}`}
      >
        {step === 1 && <AccountStep values={values} setField={form.setField} errorFor={form.errorFor} />}
        {step === 2 && <ShippingStep values={values} setField={form.setField} errorFor={form.errorFor} />}
        {step === 3 && (
          <PaymentStep
            values={values}
            setField={form.setField}
            errorFor={form.errorFor}
            cardFrame={form.cardFrame}
            onCardChange={form.onCardChange}
          />
        )}
        <div className="sr-form-card__actions sr-register__actions">
          {step > 1 && (
            <button type="button" className="sr-form-card__link sr-register__back" onClick={form.back}>
              Back
            </button>
          )}
          <Button type="submit" busy={busy}>
            {step < 3 ? 'Next' : 'Done'}
          </Button>
        </div>
      </form>
      <ThanksModal
        destination={destination}
        email={values.email}
        onContinue={(path) => {
          navigate(path, { from: host });
          // In an embed whose host page handled the navigation, the visitor stays here, signed in.
          if (host) form.finish();
        }}
      />
    </FormCard>
  );
}
