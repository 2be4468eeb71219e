import { z } from 'zod/mini';
import { orderPaymentSchema } from '../checkout/place-order.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { savedCardSummarySchema } from '../payments/saved-card-summary.ts';
import { AI_CREDIT_PACK_IDS } from './ai-credits-rules.ts';

export const aiCreditPackSchema = z.object({
  id: z.string(),
  credits: z.int(),
  price_cents: z.int(),
  label: z.string(),
});
export type AiCreditPack = z.infer<typeof aiCreditPackSchema>;

/**
 * `POST /api/AI/get_credits` (spec §7 "credit balance"): the balance, the prices and the packs, and
 * the saved card of the platform account signed in with `Authorization`, if any (null otherwise: pay
 * with the card frame, which always works).
 */
export const aiCreditsSchema = z.object({
  credits: z.int(),
  design_price: z.int(),
  starter_grant: z.int(),
  packs: z.array(aiCreditPackSchema),
  saved_card: z.nullable(savedCardSummarySchema),
});
export type AiCredits = z.infer<typeof aiCreditsSchema>;
export const aiCreditsResponseSchema = envelopeSchema(aiCreditsSchema);
export type AiCreditsResponse = z.infer<typeof aiCreditsResponseSchema>;

/**
 * `POST /api/AI/credits` with header `Idempotency-Key` (a retried Buy sends the same one): buys a
 * pack. `saved_card` needs a platform sign-in in `Authorization` too; a card-frame token never does.
 */
export const aiCreditPurchaseRequestSchema = z.object({
  pack: z.enum(AI_CREDIT_PACK_IDS, { error: 'Choose a credit pack from the list.' }),
  payment: orderPaymentSchema,
});
export type AiCreditPurchaseRequest = z.input<typeof aiCreditPurchaseRequestSchema>;

export const aiCreditPurchaseSchema = z.object({
  credits: z.int(),
  purchase: z.object({
    id: z.int(),
    credits: z.int(),
    price_cents: z.int(),
    card: z.object({ brand: z.string(), last4: z.string() }),
  }),
});
export type AiCreditPurchase = z.infer<typeof aiCreditPurchaseSchema>;
export const aiCreditPurchaseResponseSchema = envelopeSchema(aiCreditPurchaseSchema);
export type AiCreditPurchaseResponse = z.infer<typeof aiCreditPurchaseResponseSchema>;
