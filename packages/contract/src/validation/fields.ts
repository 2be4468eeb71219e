import { z } from 'zod/mini';

/** Laravel's wording: `full_name` reads "full name" in messages. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ').toLowerCase();
}

/** Longest text a plain string field accepts, like Laravel's `max:255`. */
export const MAX_TEXT_LENGTH = 255;

/**
 * A required text field with Laravel's messages: missing or blank → "The x field is required.",
 * too long → "The x field must not be greater than 255 characters.". Trimmed.
 */
export function requiredText(field: string, max: number = MAX_TEXT_LENGTH) {
  const label = fieldLabel(field);
  return z
    .string({ error: `The ${label} field is required.` })
    .check(
      z.trim(),
      z.minLength(1, `The ${label} field is required.`),
      z.maxLength(max, `The ${label} field must not be greater than ${max} characters.`),
    );
}

/** An optional text field: absent, null or blank all read as absent. */
export function optionalText(field: string, max: number = MAX_TEXT_LENGTH) {
  const label = fieldLabel(field);
  return z.optional(
    z.pipe(
      z.nullable(
        z
          .string({ error: `The ${label} field must be a string.` })
          .check(
            z.trim(),
            z.maxLength(max, `The ${label} field must not be greater than ${max} characters.`),
          ),
      ),
      z.transform((value) => (value ? value : undefined)),
    ),
  );
}

/** A required e-mail address, stored lower-case. */
export function emailField(field = 'email') {
  const label = fieldLabel(field);
  return z
    .string({ error: `The ${label} field is required.` })
    .check(
      z.trim(),
      z.minLength(1, `The ${label} field is required.`),
      z.maxLength(
        MAX_TEXT_LENGTH,
        `The ${label} field must not be greater than ${MAX_TEXT_LENGTH} characters.`,
      ),
      z.email(`The ${label} field must be a valid email address.`),
      z.toLowerCase(),
    );
}

/** A required field that must be `true` (or the form values "1"/"on"/"yes"), e.g. the terms box. */
export function acceptedField(field: string) {
  const message = `The ${fieldLabel(field)} field must be accepted.`;
  return z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('on'), z.literal('yes')], {
    error: message,
  });
}
