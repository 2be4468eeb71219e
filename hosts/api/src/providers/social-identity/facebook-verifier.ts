import { z } from 'zod';
import { hmacHex } from '../../lib/secrets.ts';
import type { Fetch, SocialIdentityVerifier } from './social-identity.ts';

const GRAPH = 'https://graph.facebook.com/v19.0';

const debugSchema = z.object({
  data: z.object({ is_valid: z.literal(true), app_id: z.string(), user_id: z.string().min(1) }),
});
const meSchema = z.object({
  id: z.string(),
  email: z.email(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook Login user access token: `debug_token` (with our app token) proves it was issued to our app,
 * then `/me` gives the profile. Facebook only returns confirmed e-mail addresses; a profile without
 * one is refused, since the account is keyed by e-mail.
 */
export function createFacebookVerifier(
  appId: string,
  appSecret: string,
  fetch: Fetch,
): SocialIdentityVerifier {
  return {
    provider: 'facebook',
    mode: 'live',
    async verify(accessToken) {
      const token = encodeURIComponent(accessToken);
      const debug = await fetch(
        `${GRAPH}/debug_token?input_token=${token}&access_token=${encodeURIComponent(`${appId}|${appSecret}`)}`,
      );
      if (!debug.ok) return null;
      const checked = debugSchema.safeParse(await debug.json());
      if (!checked.success || checked.data.data.app_id !== appId) return null;

      const proof = hmacHex(appSecret, accessToken);
      const me = await fetch(
        `${GRAPH}/me?fields=id,email,first_name,last_name&access_token=${token}&appsecret_proof=${proof}`,
      );
      if (!me.ok) return null;
      const profile = meSchema.safeParse(await me.json());
      if (!profile.success || profile.data.id !== checked.data.data.user_id) return null;
      return {
        provider: 'facebook',
        providerUserId: profile.data.id,
        email: profile.data.email.toLowerCase(),
        firstName: profile.data.first_name ?? '',
        lastName: profile.data.last_name ?? '',
      };
    },
  };
}
