import { z } from 'zod/mini';
import { CARD_BRANDS } from './card-brands.ts';

/** A brand the processor reported; `unknown` for the ones the spec shows no icon for. */
export const cardBrandSchema = z.enum([...CARD_BRANDS, 'unknown']);

/**
 * The card fields' answer to their page: the processor's single-use token and what may be shown
 * (never the number or the CVC). `name` is the name on the card as typed (the billing name).
 */
export const tokenizedCardSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(255)),
  brand: cardBrandSchema,
  last4: z.string().check(z.regex(/^\d{4}$/)),
  exp_month: z.number().check(z.int(), z.gte(1), z.lte(12)),
  exp_year: z.number().check(z.int(), z.gte(2000), z.lte(2200)),
  name: z.optional(z.string().check(z.maxLength(100))),
});
export type TokenizedCard = z.infer<typeof tokenizedCardSchema>;

/** The card fields a message belongs to: the spec's form names (§3 Registration details). */
export const CARD_FIELDS = ['card_number', 'exp_date', 'cvv', 'name_on_card'] as const;
export type CardFieldName = (typeof CARD_FIELDS)[number];

export const cardFieldErrorsSchema = z.partialRecord(z.enum(CARD_FIELDS), z.string());
export type CardFieldErrors = z.infer<typeof cardFieldErrorsSchema>;

/** What `tokenize()` of the card fields resolves to. */
export const tokenizeResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), card: tokenizedCardSchema }),
  z.object({ ok: z.literal(false), errors: cardFieldErrorsSchema, message: z.optional(z.string()) }),
]);
export type TokenizeResult = z.infer<typeof tokenizeResultSchema>;

/**
 * `POST /sandbox-gateway/v1/tokens` (the sandbox processor's own endpoint, shaped like Stripe's
 * `/v1/tokens`): form fields `card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`,
 * `card[name]`; a token with display data, or Stripe's error object.
 */
export const SANDBOX_TOKENS_PATH = '/sandbox-gateway/v1/tokens';

export const sandboxTokenSchema = z.object({
  id: z.string(),
  object: z.literal('token'),
  card: z.object({
    brand: cardBrandSchema,
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
    name: z.nullable(z.string()),
  }),
});
export type SandboxToken = z.infer<typeof sandboxTokenSchema>;

/** Stripe's `param` names for card fields, which the error object points at. */
export const SANDBOX_CARD_PARAMS = ['number', 'exp_month', 'exp_year', 'cvc', 'name'] as const;

export const sandboxErrorSchema = z.object({
  error: z.object({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
export type SandboxError = z.infer<typeof sandboxErrorSchema>;
