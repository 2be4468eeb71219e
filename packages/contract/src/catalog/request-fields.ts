import { z } from 'zod/mini';

/** A category slug: lower-case words joined by dashes, as in /category/{category} URLs. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Product hashes are 16 lower-case hex characters (the public key of /product/{hash}). */
export const PRODUCT_HASH_PATTERN = /^[0-9a-f]{16}$/;

const SLUG_MAX = 100;

/**
 * An integer in [min, max] that may arrive as a number or a numeric string (query strings, form
 * posts), with Laravel-style messages naming the field.
 */
export function intField(field: string, min: number, max: number) {
  const notInt = `The ${field} field must be an integer.`;
  return z.pipe(
    // Numbers and numeric strings only: plain coercion would take `true` as 1 and `null` as 0.
    z.pipe(z.union([z.number(), z.string()], { error: notInt }), z.coerce.number({ error: notInt })),
    z
      .int({ error: notInt })
      .check(
        z.minimum(min, `The ${field} field must be at least ${min}.`),
        z.maximum(max, `The ${field} field must not be greater than ${max}.`),
      ),
  );
}

/** Optional showroom (the pro's user id); 0 means "no showroom", like the spec's shop_id default. */
export const showroomField = () => z.optional(intField('showroom', 0, 2_147_483_647));

/** A category by id (number or digits) or by slug. */
export const categoryField = () =>
  z.union(
    [
      intField('category', 1, 2_147_483_647),
      z.string().check(z.maxLength(SLUG_MAX), z.regex(CATEGORY_SLUG_PATTERN)),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? 'The category field is required.'
          : 'The category field must be a category id or slug.',
    },
  );

export const productHashField = (field = 'product') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `The ${field} field is required.`
          : `The ${field} field must be a string.`,
    })
    .check(z.regex(PRODUCT_HASH_PATTERN, `The ${field} field format is invalid.`));
