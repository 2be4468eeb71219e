import { z } from 'zod/mini';

/** A saved card as a payment step offers it again: never more than brand, last four and expiry. */
export const savedCardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_date: z.string(),
});
export type SavedCardSummary = z.infer<typeof savedCardSummarySchema>;
