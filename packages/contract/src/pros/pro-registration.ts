import { z } from 'zod/mini';
import { usZipField } from '../address/us-address-fields.ts';
import { registerStep1Schema } from '../auth/register.ts';
import { PRO_TYPES } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { requiredText } from '../validation/fields.ts';

const { full_name, email, password, country_code, phone_number, agree } = registerStep1Schema.shape;

/**
 * `POST /api/register/contractor` (issue #23; the spec names the screen `/register/contractor`, not its
 * call): a Contractor or Designer applies with their company. The account is pending until an admin
 * approves it (spec §6: within 24 hours); the e-mail is verified as a homeowner's is.
 */
export const proRegisterRequestSchema = z.object({
  type: z.enum(PRO_TYPES, { error: 'Choose Contractor or Designer.' }),
  company_name: requiredText('company_name', 120),
  licence_number: requiredText('licence_number', 40).check(
    z.regex(/^[A-Za-z0-9 #./-]{2,40}$/, 'The licence number field format is invalid.'),
  ),
  full_name,
  email,
  password,
  country_code,
  phone_number,
  zip_code: usZipField('zip_code'),
  /** Where the pro works, in their words ("San Francisco and the Peninsula, 30 miles"). */
  service_area: requiredText('service_area', 200),
  agree,
});
export type ProRegisterRequest = z.input<typeof proRegisterRequestSchema>;
export type ProRegisterPayload = z.output<typeof proRegisterRequestSchema>;

/** What the sign-up answers: the pending account (no session: a pending account cannot sign in, spec §4). */
export const proApplicantSchema = z.object({
  id: z.int(),
  type: z.enum(PRO_TYPES),
  email: z.string(),
  status: z.string(),
});
export const proRegisterResponseSchema = envelopeSchema(z.object({ user: proApplicantSchema }));
export type ProRegisterResponse = z.infer<typeof proRegisterResponseSchema>;
