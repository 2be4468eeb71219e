import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { usStateField, usZipField, zipInStateCheck } from '../address/us-address-fields.ts';
import { optionalText, requiredText } from '../validation/fields.ts';

/** Spec §3 Profile: shipping address. */
export const shippingAddressSchema = z.object({
  street: z.string(),
  state: z.string(),
  city: z.string(),
  zip_code: z.string(),
  apartment: z.nullable(z.string()),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * Saved payment details. Never the full number or CVV: the brand, last four digits, expiry and
 * the billing address; `card_number` is the masked form the screens show.
 */
export const paymentDetailsSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  card_number: z.string(),
  name_on_Card: z.nullable(z.string()),
  exp_date: z.string(),
  street: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** `GET /api/profile` (and `?checkout=1`). shipping_charge defaults to 0 (spec §9). */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone_number: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
  shipping_address: z.nullable(shippingAddressSchema),
  shipping_charge: z.number(),
  payment_details: z.nullable(paymentDetailsSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelopeSchema(profileSchema);

export const profileQuerySchema = z.object({ checkout: z.optional(z.enum(['0', '1'])) });

/**
 * `PUT /api/profile`: shipping address plus the checkout flag. The state is a US state's code and
 * the ZIP code one of that state (decision 0079), as tax depends on it.
 */
export const profileUpdateRequestSchema = z
  .object({
    street: requiredText('street'),
    state: usStateField('state'),
    city: requiredText('city', 100),
    zip_code: usZipField('zip_code'),
    apartment: optionalText('apartment', 100),
    checkout: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
  })
  .check(zipInStateCheck('state', 'zip_code'));
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** Answer: success, message, and data with shipping_charge. */
export const profileUpdateResponseSchema = envelopeSchema(z.object({ shipping_charge: z.number() }));
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
