import { type MessageEnvelope, messageEnvelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { emailField, requiredText } from '../validation/fields.ts';

/**
 * The fixed values the spec's client sends with every lead (§7): the external form's action and
 * the lead type of the footer popup. The server refuses others, so leads stay comparable.
 */
export const LEAD_FORM = {
  action: 'external-form',
  leadType: 'Pop-Ups',
} as const;

export const LEAD_MESSAGES = {
  success: 'Thank you! Your request has been received. We will be in touch shortly.',
  invalidShowroom: 'The selected shop profile id is invalid.',
  invalidAction: 'The selected action is invalid.',
  invalidLeadType: 'The selected lead type is invalid.',
} as const;

/** Longest phone number accepted (digits, spaces, +, -, parentheses). */
export const LEAD_PHONE_MAX_LENGTH = 30;

/**
 * `shop_profile_id`: the showroom the visitor is in, as the pro's user id (what the stored shop
 * profile carries) or the 8-character Showroom ID (what an embed knows); blank means none.
 */
const showroomRef = z.optional(
  z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((value) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      return text === '' ? undefined : text;
    }),
  ),
);

/** The three fields a visitor types; what the form checks before sending. */
const leadFieldsShape = {
  full_name: requiredText('full_name'),
  email: emailField(),
  phone_number: requiredText('phone_number', LEAD_PHONE_MAX_LENGTH),
};
export const leadFieldsSchema = z.object(leadFieldsShape);

/** Request fields of `POST /api/sample_request` (multipart text fields or JSON). */
export const sampleRequestSchema = z.object({
  ...leadFieldsShape,
  action: z.literal(LEAD_FORM.action, { error: LEAD_MESSAGES.invalidAction }),
  lead_type: z.literal(LEAD_FORM.leadType, { error: LEAD_MESSAGES.invalidLeadType }),
  shop_profile_id: showroomRef,
});
export type SampleRequestInput = z.input<typeof sampleRequestSchema>;
export type SampleRequest = z.output<typeof sampleRequestSchema>;

export const LEAD_FIELDS = ['full_name', 'email', 'phone_number'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** Answer: `{ success: true, message }`. */
export const sampleRequestResponseSchema = messageEnvelopeSchema;
export type SampleRequestResponse = MessageEnvelope;
