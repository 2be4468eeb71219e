import type { z } from 'zod/mini';

/** Field name → its first message, the one shown under a field (spec §5). */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * Checks `values` against a contract schema and returns the first message of each failing
 * field, in the schema's wording (the validator's own, as the spec asks); empty when valid.
 */
export function validateFields(schema: z.ZodMiniType, values: unknown): FieldMessages {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The first of `order` that has a message, e.g. the field to focus. */
export function firstInvalid(
  order: readonly string[],
  messages: Readonly<Record<string, unknown>>,
): string | null {
  return order.find((field) => Boolean(messages[field])) ?? null;
}
