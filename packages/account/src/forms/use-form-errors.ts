import { type FieldErrorMap, fieldErrors } from '@showroom/core';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FieldMessages } from './validate.ts';

const subscribe = (listener: () => void) => fieldErrors.store.subscribe(listener);
const serverSnapshot = (): FieldErrorMap => fieldErrors.store.getState().errors;

export interface FormErrors {
  /** The message to show under `field`: the form's own check first, else the server's first. */
  readonly errorFor: (field: string) => string | null;
  /** The server's field errors of the last request (all fields, not only shown ones). */
  readonly server: FieldErrorMap;
  readonly setClientErrors: (messages: FieldMessages) => void;
  /** Call when this form sends its request: server errors from now on are this form's. */
  readonly markSubmitted: () => void;
  /** Call when the user edits `field`: its message goes away until the next check. */
  readonly markEdited: (field: string) => void;
}

/**
 * Client and server messages of one form. Server errors come from core's shared store (filled by
 * a 422) but are shown only after this form submitted, so another widget's errors never appear
 * here, and only until the user edits the field.
 */
export function useFormErrors(): FormErrors {
  const server = useSyncExternalStore(subscribe, serverSnapshot, serverSnapshot);
  const [client, setClient] = useState<FieldMessages>({});
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const errorFor = (field: string) =>
    client[field] ?? (submitted && !edited.has(field) ? (server[field]?.[0] ?? null) : null);

  const setClientErrors = useCallback((messages: FieldMessages) => setClient(messages), []);
  const markSubmitted = useCallback(() => {
    setSubmitted(true);
    setEdited(new Set());
  }, []);
  const markEdited = useCallback((field: string) => {
    setClient((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  return { errorFor, server, setClientErrors, markSubmitted, markEdited };
}
