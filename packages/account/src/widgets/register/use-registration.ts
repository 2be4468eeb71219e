import type { CardFrameHandle, CardFrameState } from '@showroom/commerce-ui/card-frame';
import type { CardFieldErrors, TokenizedCard } from '@showroom/contract/payments';
import { notify } from '@showroom/core';
import { type FieldMessages, fieldMessagesOf, useSchemaForm } from '@showroom/ui/form';
import { useRef, useState } from 'react';
import {
  earliestStepOf,
  INITIAL_VALUES,
  type RegisterStep,
  type RegistrationValues,
  STEP_FIELDS,
  STEP_SCHEMAS,
  toRegistrationFields,
} from './registration-values.ts';

/** The checks of one step: its contract schema (the card frame checks the card itself). */
function checkStep(step: RegisterStep, values: RegistrationValues): FieldMessages {
  return fieldMessagesOf(STEP_SCHEMAS[step], values);
}

/** A server error on a card field, shown under the frame's field (the request's name → the frame's). */
function frameErrorsOf(messages: FieldMessages): CardFieldErrors {
  const errors: CardFieldErrors = {};
  for (const [field, frameField] of [
    ['card_number', 'card_number'],
    ['card_token', 'card_number'],
    ['exp_date', 'exp_date'],
    ['cvv', 'cvv'],
    ['name_on_Card', 'name_on_card'],
  ] as const) {
    const message = messages[field];
    if (message) errors[frameField] = message;
  }
  return errors;
}

/** All three steps' checks, and the step holding the first failing field. */
function checkAll(values: RegistrationValues): { step: RegisterStep; messages: FieldMessages } | null {
  for (const step of [1, 2, 3] as const) {
    const messages = checkStep(step, values);
    if (Object.keys(messages).length > 0) return { step, messages };
  }
  return null;
}

/**
 * The three-step registration (spec §4 Registration, §5): the typed values, the step, and the
 * messages under the fields. Next checks only the current step; Done checks all, registers, runs
 * `afterRegistration` and yields where the user goes after the thank-you modal. A failure's field
 * errors come from the register call's own rejection and send the user back to their step.
 */
export function useRegistration(invite?: string) {
  const [step, setStep] = useState<RegisterStep>(1);
  const [destination, setDestination] = useState<string | null>(null);
  const form = useSchemaForm<RegistrationValues>((values) => checkStep(step, values), INITIAL_VALUES);
  /** True from Done until the session is this form's own (see useSignedInRedirect). */
  const ownSession = useRef(false);
  const cardFrame = useRef<CardFrameHandle>(null);
  const cardState = useRef<CardFrameState>({ empty: true, complete: false, brand: null });

  function goTo(target: RegisterStep) {
    form.showErrors({});
    setStep(target);
    form.focusField(STEP_FIELDS[target][0] ?? '');
  }

  function next() {
    if (form.validate()) goTo((step + 1) as RegisterStep);
  }

  function back() {
    goTo((step - 1) as RegisterStep);
  }

  const register = form.submit(
    async (values) => {
      const failing = checkAll(values);
      if (failing) {
        setStep(failing.step);
        form.showErrors(failing.messages);
        return;
      }
      // The optional card: skipped when nothing was typed, else first swapped for the processor's token.
      let card: TokenizedCard | null = null;
      if (!cardState.current.empty) {
        const result = (await cardFrame.current?.tokenize()) ?? null;
        if (!result?.ok) {
          setStep(3);
          if (result?.message) notify.error(result.message);
          return;
        }
        card = result.card;
      }
      ownSession.current = true;
      // A pro's client invitation (issue #23): the server chooses its showroom and marks it joined.
      const fields = toRegistrationFields(values, card);
      // Loaded on Done (decision 0126): the account calls and their live and project schemas are not
      // in the form's first screen.
      const { afterRegistration, registerAccount } = await import('@showroom/core/account');
      const { user } = await registerAccount(invite ? { ...fields, invite } : fields);
      setDestination(await afterRegistration(user));
    },
    {
      onFailure: (_error, messages) => {
        ownSession.current = false;
        // A 422 sends the user back to the step holding the first failing field (spec §4).
        const target = earliestStepOf(Object.keys(messages));
        if (target) setStep(target);
        const cardErrors = frameErrorsOf(messages);
        if (Object.keys(cardErrors).length > 0) cardFrame.current?.showErrors(cardErrors);
      },
    },
  );

  /** The thank-you modal was left: from now on the session is just the page's session. */
  function finish() {
    ownSession.current = false;
    setDestination(null);
  }

  return {
    values: form.values,
    step,
    busy: form.busy,
    destination,
    ownSession,
    cardFrame,
    onCardChange: (state: CardFrameState) => {
      cardState.current = state;
    },
    formRef: form.formRef,
    finish,
    errorFor: form.errorFor,
    setField: form.setValue,
    next,
    back,
    submit: () => void register(),
  };
}
