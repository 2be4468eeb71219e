import { apiFieldErrors, type FieldErrorMap } from '@showroom/core';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type FieldMessages,
  type FieldSchema,
  fieldMessagesOf,
  firstFieldMessages,
} from './field-messages.ts';

/** What a form is checked with: a contract schema, or a function for checks a schema cannot say. */
export type FormCheck<V> = FieldSchema | ((values: V) => FieldMessages);

export interface SubmitOptions {
  /** The field errors a failed call carries; default: a 422's, from `ApiError.fieldErrors`. */
  readonly serverErrors?: (error: unknown) => FieldErrorMap;
  /** Anything more the form does with a failure (a status line, another step). */
  readonly onFailure?: (error: unknown, messages: FieldMessages) => void;
}

function runCheck<V>(check: FormCheck<V>, values: V): FieldMessages {
  return typeof check === 'function' ? check(values) : fieldMessagesOf(check, values);
}

/** Focuses the first control, in page order, named in `fields`; scrolls the form's top in first. */
function focusFirst(root: HTMLElement, fields: ReadonlySet<string>): void {
  const target = Array.from(root.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    fields.has(element.getAttribute('name') ?? ''),
  );
  if (!target) return;
  // The spec asks for the form's top when a server error sends the user back up (or a step back).
  if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
  target.focus();
}

/**
 * The state of one form: its values, the message under each field, and its submission. Checks run
 * against the contract's schema; a failed call's field errors come from that call's rejection
 * (`ApiError.fieldErrors`). Editing a field drops its message; invalid fields are focused, the
 * first in page order, after the render that shows them (so also on a step being switched to).
 */
export function useSchemaForm<V extends object>(check: FormCheck<V>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLElement & HTMLFormElement>(null);
  // A new object each time, so asking twice for the same fields focuses again.
  const [focusRequest, setFocusRequest] = useState<{ fields: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (focusRequest && formRef.current) focusFirst(formRef.current, focusRequest.fields);
  }, [focusRequest]);

  const focusField = useCallback((...fields: string[]) => setFocusRequest({ fields: new Set(fields) }), []);

  /** Shows `messages` under their fields and focuses the first of them. */
  const showErrors = useCallback((messages: FieldMessages) => {
    setErrors(messages);
    if (Object.keys(messages).length > 0) setFocusRequest({ fields: new Set(Object.keys(messages)) });
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  /** Checks the values with the form's check and shows what fails; true when they pass. */
  function validate(): boolean {
    const messages = runCheck(check, values);
    showErrors(messages);
    return Object.keys(messages).length === 0;
  }

  /**
   * A submit handler: checks, then sends. A rejection's field errors show under their fields
   * (the API client has already shown its toast); resolves true when `send` succeeded.
   */
  function submit(send: (values: V) => Promise<unknown>, options: SubmitOptions = {}) {
    return async (event?: FormEvent): Promise<boolean> => {
      event?.preventDefault();
      if (busy || !validate()) return false;
      setBusy(true);
      try {
        await send(values);
        return true;
      } catch (error) {
        const messages = firstFieldMessages((options.serverErrors ?? apiFieldErrors)(error));
        showErrors(messages);
        options.onFailure?.(error, messages);
        return false;
      } finally {
        setBusy(false);
      }
    };
  }

  /** Props of a text-like field of the kit bound to `name`. */
  function text<K extends keyof V & string>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as V[K]),
      error: errors[name] ?? null,
    };
  }

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return {
    values,
    busy,
    formRef,
    errorFor: (name: string): string | null => errors[name] ?? null,
    setValue,
    showErrors,
    focusField,
    validate,
    submit,
    text,
    reset,
  };
}

export type SchemaForm<V extends object> = ReturnType<typeof useSchemaForm<V>>;
