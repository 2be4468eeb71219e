import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { COUPON_MESSAGES } from './coupon-messages.ts';

/** A percent coupon or a fixed amount off (the `coupons` table holds exactly one of them). */
export const COUPON_DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** The most a usage limit counts; more is no limit at all. */
export const MAX_COUPON_USES = 1_000_000;
/** The largest amount off, in dollars: far above any order, small enough for integer cents. */
export const MAX_COUPON_AMOUNT = 100_000;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const usageLimit = () =>
  z.nullable(
    z
      .int({ error: COUPON_MESSAGES.limitInvalid })
      .check(z.gte(1, COUPON_MESSAGES.limitInvalid), z.lte(MAX_COUPON_USES, COUPON_MESSAGES.limitInvalid)),
  );

/**
 * What a pro may change of a coupon (`PUT /api/pro/coupons/:id`): its discount, expiry, usage limits and
 * whether it is active. The code is fixed once made: orders name the code they used. A percent above the
 * showroom's markup is refused by the server, which knows the markup (spec §6).
 */
export const couponTermsSchema = z
  .object({
    discount_type: z.enum(COUPON_DISCOUNT_TYPES, { error: COUPON_MESSAGES.typeInvalid }),
    discount_value: z.number({ error: COUPON_MESSAGES.valueMissing }),
    /** When the code stops working (ISO 8601 with offset), or null for never. */
    expires_at: z.nullable(z.iso.datetime({ offset: true, error: COUPON_MESSAGES.expiryInvalid })),
    max_uses: usageLimit(),
    max_uses_per_customer: usageLimit(),
    active: z.boolean(),
  })
  .check(
    z.superRefine((terms, context) => {
      const { discount_type: type, discount_value: value } = terms;
      const valid =
        hasAtMostTwoDecimals(value) &&
        value > 0 &&
        (type === 'percent' ? value <= 100 : value <= MAX_COUPON_AMOUNT);
      if (!valid) {
        context.addIssue({
          code: 'custom',
          path: ['discount_value'],
          message: type === 'percent' ? COUPON_MESSAGES.percentInvalid : COUPON_MESSAGES.amountInvalid,
          input: value,
        });
      }
    }),
  );
export type CouponTerms = z.infer<typeof couponTermsSchema>;

/** `POST /api/pro/coupons`: a new code (unique on the platform, whatever its case) and its terms. */
export const couponCreateSchema = z.extend(couponTermsSchema, {
  code: z
    .string({ error: COUPON_MESSAGES.codeInvalid })
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{3,32}$/, COUPON_MESSAGES.codeInvalid)),
});
export type CouponCreate = z.infer<typeof couponCreateSchema>;

/** A coupon of the showroom as the console lists it, with how often it was used and what it cost. */
export const proCouponSchema = z.object({
  id: z.int(),
  code: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount_value: z.number(),
  expires_at: z.nullable(z.string()),
  max_uses: z.nullable(z.int()),
  max_uses_per_customer: z.nullable(z.int()),
  active: z.boolean(),
  /** Orders placed with it (cancelled ones included: the use was made). */
  uses: z.int(),
  /** The sum of those orders' discounts, in dollars: what the coupon cost the pro's markup. */
  discount_total: z.number(),
  created_at: z.string(),
});
export type ProCoupon = z.infer<typeof proCouponSchema>;

/** `GET /api/pro/coupons`: the showroom's coupons, newest first. */
export const proCouponsResponseSchema = envelopeSchema(z.object({ data: z.array(proCouponSchema) }));
export type ProCouponsResponse = z.infer<typeof proCouponsResponseSchema>;
/** The answer of a create or an edit: the coupon as saved. */
export const proCouponResponseSchema = envelopeSchema(proCouponSchema);
export type ProCouponResponse = z.infer<typeof proCouponResponseSchema>;
