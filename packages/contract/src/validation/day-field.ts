import { z } from 'zod/mini';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar day `YYYY-MM-DD` (UTC days, decision 0088); an empty box means no bound. */
export const dayField = (label: string) =>
  z.optional(
    z
      .pipe(
        z.string({ error: `The ${label} must be a date.` }),
        z.transform((value) => value.trim()),
      )
      .check(z.refine((value) => value === '' || isRealDay(value), `The ${label} must be a date.`)),
  );

/** A `from`/`to` pair's rule: the to day is on or after the from day. */
export const dayRangeCheck = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: 'The to date must be on or after the from date.', path: ['to'] },
);
