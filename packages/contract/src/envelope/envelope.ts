import { z } from 'zod/mini';
import { MESSAGES } from '../messages/messages.ts';

// The contract uses `zod/mini` (functional checks, tree-shakable): every widget ships these
// schemas, and classic zod's method chains cost ~20 KB brotli of the page budget.

/** The Laravel-compatible success envelope `{ success, message, data }`. */
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export type Envelope<T> = { success: boolean; message: string; data: T };

export const paginatorLinkSchema = z.object({
  url: z.nullable(z.string()),
  label: z.string(),
  active: z.boolean(),
});

/** Laravel paginator object (`data`, `total`, `links`, `last_page`, ...). */
export function paginatorSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    current_page: z.int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.nullable(z.int()),
    last_page: z.int(),
    last_page_url: z.string(),
    links: z.array(paginatorLinkSchema),
    next_page_url: z.nullable(z.string()),
    path: z.string(),
    per_page: z.int(),
    prev_page_url: z.nullable(z.string()),
    to: z.nullable(z.int()),
    total: z.int(),
  });
}

export type Paginator<T> = Omit<z.infer<ReturnType<typeof paginatorSchema<z.ZodMiniUnknown>>>, 'data'> & {
  data: T[];
};

/** `422 { message: 'The given data was invalid.', errors: { field: ['...'] } }`. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** 401/403/404/405/429/500 bodies carry `{ message }`. */
export const messageBodySchema = z.object({ message: z.optional(z.string()) });
export type MessageBody = z.infer<typeof messageBodySchema>;

/** Plain `{ success, message }` answers (logout, resend, mark as read, ...). */
export const messageEnvelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.optional(z.unknown()),
});
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

/** Field path → its messages, from zod issues: the one translation of a failed check (server 422s and forms alike). */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

/** Builds the 422 body from zod issues, one list of messages per field path. */
export function toValidationError(error: z.core.$ZodError): ValidationErrorBody {
  return { message: MESSAGES.invalidGiven, errors: fieldErrorsOf(error) };
}
