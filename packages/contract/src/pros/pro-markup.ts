import { z } from 'zod/mini';
import { MARKUP } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';

/**
 * The highest markup a pro may set. The spec gives only the floor (§6: at least 10%); the column holds
 * up to 999.99, and a typo such as 1500 for 15.00 is better refused than saved (decision 0086).
 */
export const MAX_MARKUP_PERCENT = 300;

/** The markup texts of the console (issue #23), written once. */
export const MARKUP_MESSAGES = {
  saved: 'Your markup is saved. Your widgets and your shop show the new prices within a few seconds.',
  invalid: `Enter a markup of at least ${MARKUP.minimumPercent}% and at most ${MAX_MARKUP_PERCENT}%, with at most two decimals.`,
  help: `Your markup is added to every vendor’s wholesale price: at least ${MARKUP.minimumPercent}% (standard ${MARKUP.standardPercent}%).`,
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** `PUT /api/pro/markup`: the showroom's markup in percent (spec §6: at least 10%). */
export const proMarkupRequestSchema = z.object({
  markup_percent: z
    .number({ error: MARKUP_MESSAGES.invalid })
    .check(
      z.gte(MARKUP.minimumPercent, MARKUP_MESSAGES.invalid),
      z.lte(MAX_MARKUP_PERCENT, MARKUP_MESSAGES.invalid),
      z.refine(hasAtMostTwoDecimals, MARKUP_MESSAGES.invalid),
    ),
});
export type ProMarkupRequest = z.infer<typeof proMarkupRequestSchema>;

/** One product of the showroom the console previews prices with: its wholesale price in dollars. */
export const markupPreviewProductSchema = z.object({
  hash: z.string(),
  name: z.string(),
  wholesale_price: z.number(),
});
export type MarkupPreviewProduct = z.infer<typeof markupPreviewProductSchema>;

/** `GET` and `PUT /api/pro/markup`: the markup and a few products to preview it on. */
export const proMarkupSchema = z.object({
  markup_percent: z.number(),
  preview: z.array(markupPreviewProductSchema),
});
export type ProMarkup = z.infer<typeof proMarkupSchema>;
export const proMarkupResponseSchema = envelopeSchema(proMarkupSchema);
export type ProMarkupResponse = z.infer<typeof proMarkupResponseSchema>;
