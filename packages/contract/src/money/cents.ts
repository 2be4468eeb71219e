/**
 * Money is computed in integer cents and answered as the spec's decimal dollar fields: these two
 * are the only crossings between them, so no rule drifts by a floating-point error.
 */

/** Dollars with up to 2 decimals (as the database and the API hold prices) to whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Cents as the spec's decimal dollar fields. */
export const dollars = (cents: number): number => cents / 100;
