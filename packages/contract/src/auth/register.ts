import { intField, MAX_ID, PASSWORD_MIN_LENGTH } from '@showroom/contract';
import { z } from 'zod/mini';
import { usStateField, usZipField, zipInStateCheck } from '../address/us-address-fields.ts';
import { INVITE_TEXTS } from '../pros/invite-texts.ts';
import { acceptedField, emailField, optionalText, requiredText } from '../validation/fields.ts';

/** Registration step 1 (spec §2, §5): account and contact fields. */
export const registerStep1Schema = z.object({
  full_name: requiredText('full_name'),
  email: emailField(),
  password: z
    .string({ error: 'The password field is required.' })
    .check(
      z.minLength(1, 'The password field is required.'),
      z.minLength(
        PASSWORD_MIN_LENGTH,
        `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      ),
      z.maxLength(128, 'The password field must not be greater than 128 characters.'),
    ),
  country_code: requiredText('country_code', 8).check(
    z.regex(/^\+\d{1,4}$/, 'The country code field format is invalid.'),
  ),
  phone_number: requiredText('phone_number', 20).check(
    z.regex(/^[\d\s().-]{4,20}$/, 'The phone number field format is invalid.'),
  ),
  zip_code: requiredText('zip_code', 10).check(
    z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'The zip code field format is invalid.'),
  ),
  agree: acceptedField('agree'),
});
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

/** Step 2: shipping address (a US state and a ZIP code of it, decision 0079); apartment optional. */
const registerStep2Fields = {
  shipping_street: requiredText('shipping_street'),
  shipping_city: requiredText('shipping_city', 100),
  shipping_state: usStateField('shipping_state'),
  shipping_zip_code: usZipField('shipping_zip_code'),
  shipping_apartment: optionalText('shipping_apartment', 100),
};
const shippingZipInState = () => zipInStateCheck('shipping_state', 'shipping_zip_code');
export const registerStep2Schema = z.object(registerStep2Fields).check(shippingZipInState());
export type RegisterStep2 = z.infer<typeof registerStep2Schema>;

/**
 * Step 3: optional card and billing address. Our client sends `card_token` (from the card frame,
 * decision 0048) with the name and billing address; the spec's card fields are
 * still accepted for compatibility. Card fields are checked (Luhn, expiry, CVC) by the payment
 * gateway on the server and by the card library in the frame; here only their shape.
 */
export const registerStep3Schema = z.object({
  card_token: optionalText('card_token', 255),
  card_number: optionalText('card_number', 23),
  name_on_Card: optionalText('name_on_Card', 100),
  exp_date: optionalText('exp_date', 7),
  cvv: optionalText('cvv', 4),
  pay_street: optionalText('pay_street'),
  pay_state: optionalText('pay_state', 100),
  pay_city: optionalText('pay_city', 100),
  pay_zip_code: optionalText('pay_zip_code', 10),
  i_accept: z.optional(z.unknown()),
});
export type RegisterStep3 = z.infer<typeof registerStep3Schema>;

/** `POST /api/register`: all three steps plus `shop_id` (showroom of the stored item, default 0). */
export const registerRequestSchema = z
  .object({
    ...registerStep1Schema.shape,
    ...registerStep2Fields,
    ...registerStep3Schema.shape,
    type: z.optional(z.literal('User')),
    shop_id: z._default(intField('shop id', 0, MAX_ID), 0),
    /** A pro's client invitation (issue #23): its showroom is chosen and it is marked joined. */
    invite: z.optional(
      z
        .string({ error: INVITE_TEXTS.linkUnknown })
        .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, INVITE_TEXTS.linkUnknown)),
    ),
  })
  .check(shippingZipInState());
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

/** Which step holds each field, so a server error sends the user back to it (spec §4 Registration). */
export const REGISTER_STEP_OF_FIELD: Readonly<Record<string, 1 | 2 | 3>> = Object.fromEntries([
  ...Object.keys(registerStep1Schema.shape).map((field) => [field, 1] as const),
  ...Object.keys(registerStep2Fields).map((field) => [field, 2] as const),
  ...Object.keys(registerStep3Schema.shape).map((field) => [field, 3] as const),
]);

/** Splits "First Last Name" at the first space (spec §3 Registration details). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}
