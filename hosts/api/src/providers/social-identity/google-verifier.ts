import { z } from 'zod';
import type { Fetch, SocialIdentityVerifier } from './social-identity.ts';

const TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

const tokenInfoSchema = z.object({
  aud: z.string(),
  iss: z.string(),
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.literal('true'), z.literal(true)]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/**
 * Google Identity Services ID token (what the browser's "Sign in with Google" returns), checked by
 * Google's tokeninfo endpoint: it validates signature and expiry; we check audience, issuer and that
 * the e-mail is verified.
 */
export function createGoogleVerifier(clientId: string, fetch: Fetch): SocialIdentityVerifier {
  return {
    provider: 'google',
    mode: 'live',
    async verify(accessToken) {
      const response = await fetch(`${TOKENINFO_URL}?id_token=${encodeURIComponent(accessToken)}`);
      if (!response.ok) return null;
      const parsed = tokenInfoSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      const info = parsed.data;
      if (info.aud !== clientId || !ISSUERS.has(info.iss)) return null;
      return {
        provider: 'google',
        providerUserId: info.sub,
        email: info.email.toLowerCase(),
        firstName: info.given_name ?? '',
        lastName: info.family_name ?? '',
      };
    },
  };
}
