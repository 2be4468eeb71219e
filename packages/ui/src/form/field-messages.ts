import { fieldErrorsOf } from '@showroom/contract';
import { apiFieldErrors, type FieldErrorMap } from '@showroom/core';

/** Field name → the one message shown under it (spec §5: the first). */
export type FieldMessages = Readonly<Record<string, string>>;

/** A contract schema, as far as a form needs it: a check that fails with zod issues. */
export interface FieldSchema {
  safeParse(values: unknown): { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] };
}

/** Field → the first of its messages. */
export function firstFieldMessages(errors: FieldErrorMap): FieldMessages {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) first[field] = messages[0];
  return first;
}

/** The first message per field of checking `values` against `schema` (the contract's translation); empty when they pass. */
export function fieldMessagesOf(schema: FieldSchema, values: unknown): FieldMessages {
  const result = schema.safeParse(values);
  return result.success || !result.error ? {} : firstFieldMessages(fieldErrorsOf(result.error));
}

/** The first messages of a failed call's field errors (its own rejection, not a shared store). */
export function serverFieldMessages(error: unknown): FieldMessages {
  return firstFieldMessages(apiFieldErrors(error));
}
