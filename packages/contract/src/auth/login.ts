import { envelopeSchema, intField, MAX_ID } from '@showroom/contract';
import { z } from 'zod/mini';

/** Supported social-login providers of `POST /api/sociallogin/{provider}`. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * `POST /api/sociallogin/{provider}` payload ("provider data"): the provider's token. The server
 * verifies it with the provider and never trusts an e-mail sent by the browser.
 */
export const socialLoginRequestSchema = z.object({
  access_token: z
    .string({ error: 'The access token field is required.' })
    .check(
      z.minLength(1, 'The access token field is required.'),
      z.maxLength(4096, 'The access token field must not be greater than 4096 characters.'),
    ),
  /** The showroom of the stored item, a number or numeric string, like registration's (0 = none). */
  shop_id: z.optional(intField('shop id', 0, MAX_ID)),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/**
 * `GET /api/sociallogin/{provider}/sandbox` (development and demos only, never in production): a
 * short-lived token for the provider's one fixed demo identity, to send to `POST /api/sociallogin/{provider}`
 * in place of the provider's real pop-up.
 */
export const socialSandboxTokenResponseSchema = envelopeSchema(
  z.object({ access_token: z.string(), expires_in: z.int(), name: z.string(), email: z.string() }),
);
export type SocialSandboxTokenResponse = z.infer<typeof socialSandboxTokenResponseSchema>;
