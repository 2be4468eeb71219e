import { createStore } from 'zustand/vanilla';

export type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

export interface FieldErrorsState {
  readonly errors: FieldErrorMap;
}

const EMPTY: FieldErrorMap = {};
const store = createStore<FieldErrorsState>()(() => ({ errors: EMPTY }));

function clear(): void {
  // Skip the update when already empty so subscribers are not woken before every request.
  if (store.getState().errors !== EMPTY) store.setState({ errors: EMPTY });
}

/**
 * The shared store of server field errors (spec §5): filled from a 422 body, cleared before
 * each request and on every successful response. A mirror only: a form reads the field errors of
 * its own call from the rejection (`ApiError.fieldErrors`), never from here.
 */
export const fieldErrors = {
  store,
  set: (errors: FieldErrorMap) => store.setState({ errors }),
  clear,
  /** The first message for `field`, the only one shown under a field (spec §5). */
  firstError: (field: string): string | null => store.getState().errors[field]?.[0] ?? null,
};
