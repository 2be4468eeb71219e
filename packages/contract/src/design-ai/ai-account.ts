import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants/constants.ts';
import { envelopeSchema, messageEnvelopeSchema } from '../envelope/envelope.ts';
import { emailField, requiredText } from '../validation/fields.ts';

/** The AI sign-in's password: required, no length rule (as `POST /api/login`'s). */
const passwordField = () =>
  z
    .string({ error: 'The password field is required.' })
    .check(
      z.minLength(1, 'The password field is required.'),
      z.maxLength(1024, 'The password field must not be greater than 1024 characters.'),
    );

/** A new password with the registration's rules. */
const newPasswordField = () =>
  z
    .string({ error: 'The password field is required.' })
    .check(
      z.minLength(1, 'The password field is required.'),
      z.minLength(
        PASSWORD_MIN_LENGTH,
        `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      ),
      z.maxLength(128, 'The password field must not be greater than 128 characters.'),
    );

export const aiLoginRequestSchema = z.object({
  action: z.literal('login'),
  email: emailField(),
  password: passwordField(),
});

export const aiRegisterRequestSchema = z
  .object({
    action: z.literal('register'),
    name: requiredText('name', 100),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      message: 'The password field confirmation does not match.',
      path: ['password_confirmation'],
    }),
  );

/**
 * `POST /api/AI/design` (spec §7, "login or register fields → AI session"): AI design's own accounts,
 * apart from the platform's. Answers `{ data: { user, token } }`; the token goes in `AuthorizationAI`.
 */
export const aiDesignAuthRequestSchema = z.discriminatedUnion(
  'action',
  [aiLoginRequestSchema, aiRegisterRequestSchema],
  { error: 'The action field must be one of login, register.' },
);
export type AiDesignAuthRequest = z.input<typeof aiDesignAuthRequestSchema>;

/** `GET /api/AI/get_user`: the AI user. */
export const aiUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  credits: z.int(),
});
export type AiUser = z.infer<typeof aiUserSchema>;
export const aiUserResponseSchema = envelopeSchema(aiUserSchema);
export type AiUserResponse = z.infer<typeof aiUserResponseSchema>;

export const aiSessionSchema = z.object({ user: aiUserSchema, token: z.string() });
export type AiSession = z.infer<typeof aiSessionSchema>;
export const aiSessionResponseSchema = envelopeSchema(aiSessionSchema);
export type AiSessionResponse = z.infer<typeof aiSessionResponseSchema>;

/** `GET /api/AI/design/email/resend` and `GET /api/AI/design/email/verify/{token}`: `{ success, message }`. */
export const aiEmailResponseSchema = messageEnvelopeSchema;

/** The verify link's token: what the mail carries. */
export const aiVerifyParamsSchema = z.object({
  token: z
    .string({ error: 'The token field is required.' })
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The token field is invalid.')),
});
export type AiVerifyParams = z.infer<typeof aiVerifyParamsSchema>;

/** Where the verification mail leads (the design-ai remote's welcome page reads `?verify=`). */
export const AI_VERIFY_QUERY_PARAM = 'verify';
