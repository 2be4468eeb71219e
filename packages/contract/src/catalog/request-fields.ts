import { intField, MAX_ID } from '@showroom/contract';
import { z } from 'zod/mini';

/** A category slug: lower-case words joined by dashes, as in /category/{category} URLs. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Product hashes are 16 lower-case hex characters (the public key of /product/{hash}). */
export const PRODUCT_HASH_PATTERN = /^[0-9a-f]{16}$/;

const SLUG_MAX = 100;

/** Optional showroom (the pro's user id); 0 means "no showroom", like the spec's shop_id default. */
export const showroomField = () => z.optional(intField('showroom', 0, MAX_ID));

/** A category by id (number or digits) or by slug. */
export const categoryField = () =>
  z.union(
    [
      intField('category', 1, MAX_ID),
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
