import { z } from 'zod/mini';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An integer in [min, max] that may arrive as a number or a numeric string (query strings, form
 * posts), with Laravel-style messages naming the field (`label`, e.g. 'per page').
 */
export function intField(label: string, min: number, max: number) {
  const notInt = `The ${label} field must be an integer.`;
  return z.pipe(
    // Numbers and numeric strings only: plain coercion would take `true` as 1 and `null` as 0.
    z.pipe(z.union([z.number(), z.string()], { error: notInt }), z.coerce.number({ error: notInt })),
    z
      .int({ error: notInt })
      .check(
        z.minimum(min, `The ${label} field must be at least ${min}.`),
        z.maximum(max, `The ${label} field must not be greater than ${max}.`),
      ),
  );
}

/** A positive id (1 … MAX_ID), e.g. `?showroom=12`. */
export function positiveIdField(label: string) {
  return intField(label, 1, MAX_ID);
}
