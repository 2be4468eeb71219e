import { z } from 'zod/mini';
// Relative, not the package root: this entry must stay small for the card frame page.
import { positiveIdField } from '../validation/query-params.ts';
import { CARD_BRANDS } from './card-brands.ts';
import { cardFieldErrorsSchema, tokenizeResultSchema } from './card-token.ts';

/** The card frame's page, on the platform origin (decision 0048). */
export const PAY_FRAME_PATH = '/showroom/pay-frame/';

/**
 * Query parameters of the frame's URL: the embedding page's exact origin (the only origin the
 * frame talks to), the theme colour (a CSS colour value), the showroom whose registered sites
 * may frame it (its CSP `frame-ancestors`), and the origins of the pages that frame the embedding
 * page in turn (a site builder's frame, decision 0082), space-separated.
 */
export const PAY_FRAME_PARAMS = {
  parentOrigin: 'origin',
  theme: 'theme',
  showroom: 'showroom',
  ancestors: 'ancestors',
} as const;

/**
 * The frame page's query as the server reads it: the showroom (an id within PostgreSQL's
 * `integer`), the embedding page's origin and its own ancestors; the page itself reads the origin
 * and theme. Unknown parameters are ignored; ill-formed ancestors are dropped by
 * `framingAncestors`, never an error (the card fields must load).
 */
export const payFrameQuerySchema = z.object({
  [PAY_FRAME_PARAMS.showroom]: z.optional(positiveIdField('showroom')),
  [PAY_FRAME_PARAMS.parentOrigin]: z.optional(z.string()),
  [PAY_FRAME_PARAMS.ancestors]: z.optional(z.string()),
});

/** The most outer pages a frame chain may name: site builders nest one or two. */
const MAX_FRAMING_ANCESTORS = 3;
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The outer pages' origins from the `ancestors` parameter: only exact, lowercase http(s) origins
 * (nothing a CSP source list could read as a keyword or a wildcard), at most three.
 */
export function framingAncestors(raw: string | undefined): string[] {
  if (!raw) return [];
  const origins = raw.split(' ').filter((origin) => ORIGIN_PATTERN.test(origin));
  return [...new Set(origins)].slice(0, MAX_FRAMING_ANCESTORS);
}

/** Every message of the protocol carries this tag, so unrelated `message` events are ignored. */
export const PAY_FRAME_CHANNEL = 'showroom-pay-frame';

const frame = <T extends z.core.$ZodShape>(shape: T) =>
  z.object({ channel: z.literal(PAY_FRAME_CHANNEL), ...shape });

/** Frame → page. The card number and CVC never appear in any of them. */
export const frameToParentSchema = z.discriminatedUnion('type', [
  /** The fields are ready; `height` in CSS pixels, so the page keeps exactly that room. */
  frame({ type: z.literal('ready'), height: z.number() }),
  frame({ type: z.literal('resize'), height: z.number() }),
  /** `empty`: nothing typed (registration skips the optional card); `complete`: every field passes. */
  frame({
    type: z.literal('change'),
    empty: z.boolean(),
    complete: z.boolean(),
    /** Null until the number shows one of the six brands. */
    brand: z.nullable(z.enum(CARD_BRANDS)),
  }),
  frame({ type: z.literal('tokenized'), id: z.string(), result: tokenizeResultSchema }),
]);
export type FrameToParentMessage = z.infer<typeof frameToParentSchema>;

/** Page → frame. */
export const parentToFrameSchema = z.discriminatedUnion('type', [
  /** Check the fields and, when they pass, send the card to the processor's tokenize endpoint. */
  frame({ type: z.literal('tokenize'), id: z.string() }),
  /** Errors the server found (e.g. the processor refused the card), shown under the fields. */
  frame({ type: z.literal('show-errors'), errors: cardFieldErrorsSchema }),
]);
export type ParentToFrameMessage = z.infer<typeof parentToFrameSchema>;

/** Builds a message of the protocol (the channel tag added). */
export function payFrameMessage<M extends { type: string }>(
  message: M,
): M & { channel: typeof PAY_FRAME_CHANNEL } {
  return { ...message, channel: PAY_FRAME_CHANNEL };
}

/**
 * The one check both sides run on a `message` event: from the exact expected origin and window,
 * and a valid message of the protocol; anything else is `null` and ignored.
 */
export function readPayFrameMessage<T>(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
  schema: z.ZodMiniType<T>,
): T | null {
  if (event.origin !== expected.origin || event.source !== expected.source || expected.source == null)
    return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/**
 * What the server writes into the frame's page (`<meta name="sr-pay-config">`): which processor's
 * fields to show. Stripe mode loads Stripe.js from `stripe_js_url` with the publishable key.
 */
export const payFrameConfigSchema = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('sandbox') }),
  z.object({ gateway: z.literal('stripe'), publishable_key: z.string(), stripe_js_url: z.string() }),
]);
export type PayFrameConfig = z.infer<typeof payFrameConfigSchema>;
export const PAY_FRAME_CONFIG_META = 'sr-pay-config';

/** The frame's height with its fields and their message lines (reserved by the page: no layout shift). */
export const PAY_FRAME_HEIGHT = 282;
