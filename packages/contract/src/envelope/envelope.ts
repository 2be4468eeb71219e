import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';

/** The Laravel-compatible success envelope `{ success, message, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export type Envelope<T> = { success: boolean; message: string; data: T };

/** Laravel paginator object (`data`, `total`, `links`, `last_page`, ...). */
export function paginatorSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    last_page_url: z.string(),
    links: z.array(paginatorLinkSchema),
    next_page_url: z.string().nullable(),
    path: z.string(),
    per_page: z.number().int(),
    prev_page_url: z.string().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

export const paginatorLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});

export type Paginator<T> = Omit<z.infer<ReturnType<typeof paginatorSchema<z.ZodUnknown>>>, 'data'> & {
  data: T[];
};

/** `422 { message: 'The given data was invalid.', errors: { field: ['...'] } }`. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** 401/403/404/405/429/500 bodies carry `{ message }`. */
export const messageBodySchema = z.object({ message: z.string().optional() });
export type MessageBody = z.infer<typeof messageBodySchema>;

/** Builds the 422 body from zod issues, one list of messages per field path. */
export function toValidationError(error: z.ZodError): ValidationErrorBody {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return { message: MESSAGES.invalidGiven, errors };
}
