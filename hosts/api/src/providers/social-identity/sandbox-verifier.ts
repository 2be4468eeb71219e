import type { SocialProvider } from '@showroom/contract/account';
import { hmacHex, safeEqual } from '../../lib/secrets.ts';
import type { Clock } from '../clock/clock.ts';
import type { SandboxToken, SocialIdentity, SocialIdentityVerifier } from './social-identity.ts';

/** How long a sandbox token works: enough to click through, too short to collect. */
export const SANDBOX_TOKEN_TTL_SECONDS = 300;

/**
 * Each provider's ONE demo identity. The sandbox signs tokens only for it, never for an e-mail the
 * caller chooses, so the sandbox cannot be used to sign in as somebody else.
 */
export function sandboxIdentityOf(provider: SocialProvider): SocialIdentity {
  return {
    provider,
    providerUserId: `sandbox-${provider}-0001`,
    email: `social.${provider}@showroom.test`,
    firstName: 'Sandra',
    lastName: 'Social',
  };
}

export interface SandboxVerifier extends SocialIdentityVerifier {
  readonly mode: 'sandbox';
  issueSandboxToken(): SandboxToken;
}

/** Tokens look like `sandbox.<provider>.<expiry seconds>.<HMAC-SHA256 hex>`. */
export function createSandboxVerifier(
  provider: SocialProvider,
  appKey: string,
  clock: Clock,
): SandboxVerifier {
  const sign = (expires: number) => hmacHex(appKey, `social-sandbox|${provider}|${expires}`);
  return {
    provider,
    mode: 'sandbox',
    issueSandboxToken() {
      const expires = Math.floor(clock.now().getTime() / 1000) + SANDBOX_TOKEN_TTL_SECONDS;
      return {
        accessToken: `sandbox.${provider}.${expires}.${sign(expires)}`,
        expiresIn: SANDBOX_TOKEN_TTL_SECONDS,
        identity: sandboxIdentityOf(provider),
      };
    },
    async verify(accessToken) {
      const match = /^sandbox\.([a-z]+)\.(\d{1,12})\.([0-9a-f]{64})$/.exec(accessToken);
      if (!match || match[1] !== provider) return null;
      const expires = Number(match[2]);
      if (expires * 1000 <= clock.now().getTime()) return null;
      return safeEqual(match[3]!, sign(expires)) ? sandboxIdentityOf(provider) : null;
    },
  };
}
