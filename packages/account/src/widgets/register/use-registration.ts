import { fieldErrors } from '@showroom/core';
import { afterRegistration, registerAccount } from '@showroom/core/account';
import { type RefObject, useRef, useState } from 'react';
import { explainFailure } from '../../forms/explain-failure.ts';
import { useFocusField } from '../../forms/use-focus-field.ts';
import { useFormErrors } from '../../forms/use-form-errors.ts';
import { type FieldMessages, firstInvalid, validateFields } from '../../forms/validate.ts';
import { cardErrors } from './card-input.ts';
import {
  earliestStepOf,
  INITIAL_VALUES,
  type RegisterStep,
  type RegistrationValues,
  STEP_FIELDS,
  STEP_SCHEMAS,
  toRegistrationFields,
} from './registration-values.ts';

/** The checks of one step: its contract schema, plus the card checks on the payment step. */
function checkStep(step: RegisterStep, values: RegistrationValues): FieldMessages {
  const messages = validateFields(STEP_SCHEMAS[step], values);
  return step === 3 ? { ...messages, ...cardErrors(values) } : messages;
}

/**
 * The three-step registration (spec §4 Registration, §5): the typed values, the step, and the
 * messages under the fields. Next checks only the current step; Done checks all, registers, runs
 * `afterRegistration` and yields where the user goes after the thank-you modal.
 */
export function useRegistration(form: RefObject<HTMLElement | null>) {
  const [values, setValues] = useState(INITIAL_VALUES);
  const [step, setStep] = useState<RegisterStep>(1);
  const [busy, setBusy] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const errors = useFormErrors();
  const focusField = useFocusField(form);
  /** True from Done until the session is this form's own (see useSignedInRedirect). */
  const ownSession = useRef(false);

  function setField<K extends keyof RegistrationValues>(name: K, value: RegistrationValues[K]) {
    errors.markEdited(name);
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** Shows `messages` and sends the user to the first invalid field of `target`. */
  function showInvalid(target: RegisterStep, messages: FieldMessages) {
    errors.setClientErrors(messages);
    setStep(target);
    focusField(firstInvalid(STEP_FIELDS[target], messages) ?? STEP_FIELDS[target][0] ?? '');
  }

  function next() {
    const messages = checkStep(step, values);
    if (Object.keys(messages).length > 0) return showInvalid(step, messages);
    errors.setClientErrors({});
    const following = (step + 1) as RegisterStep;
    setStep(following);
    focusField(STEP_FIELDS[following][0] ?? '');
  }

  function back() {
    errors.setClientErrors({});
    const previous = (step - 1) as RegisterStep;
    setStep(previous);
    focusField(STEP_FIELDS[previous][0] ?? '');
  }

  async function submit() {
    if (busy) return;
    for (const candidate of [1, 2, 3] as const) {
      const messages = checkStep(candidate, values);
      if (Object.keys(messages).length > 0) return showInvalid(candidate, messages);
    }
    errors.setClientErrors({});
    errors.markSubmitted();
    setBusy(true);
    ownSession.current = true;
    try {
      const { user } = await registerAccount(toRegistrationFields(values));
      setDestination(await afterRegistration(user));
    } catch (error) {
      ownSession.current = false;
      explainFailure(error);
      // A 422 sends the user back to the step holding the first failing field (spec §4).
      const server = fieldErrors.store.getState().errors;
      const target = earliestStepOf(Object.keys(server));
      if (target) {
        setStep(target);
        focusField(firstInvalid(STEP_FIELDS[target], server) ?? STEP_FIELDS[target][0] ?? '');
      }
    } finally {
      setBusy(false);
    }
  }

  /** The thank-you modal was left: from now on the session is just the page's session. */
  function finish() {
    ownSession.current = false;
    setDestination(null);
  }

  return {
    values,
    step,
    busy,
    destination,
    ownSession,
    finish,
    errorFor: errors.errorFor,
    setField,
    next,
    back,
    submit,
  };
}
