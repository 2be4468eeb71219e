import { SOCIAL_PROVIDERS, type SocialProvider } from '@showroom/contract/account';
import type { Clock } from '../clock/clock.ts';
import { createFacebookVerifier } from './facebook-verifier.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { createSandboxVerifier } from './sandbox-verifier.ts';
import type { Fetch, SocialIdentityVerifier } from './social-identity.ts';

export interface SocialConfig {
  production: boolean;
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
  facebookAppSecret?: string | undefined;
}

/**
 * One verifier per provider: live when its credentials are configured; otherwise the sandbox, except in
 * production, where an unconfigured provider is simply not offered (404).
 */
export function createSocialVerifiers({
  config,
  appKey,
  clock,
  fetch,
}: {
  config: SocialConfig;
  /** Signs the sandbox's tokens. */
  appKey: string;
  clock: Clock;
  fetch: Fetch;
}): ReadonlyMap<SocialProvider, SocialIdentityVerifier> {
  const verifiers = new Map<SocialProvider, SocialIdentityVerifier>();
  for (const provider of SOCIAL_PROVIDERS) {
    const live = liveVerifier(provider, config, fetch);
    if (live) verifiers.set(provider, live);
    else if (!config.production) verifiers.set(provider, createSandboxVerifier(provider, appKey, clock));
  }
  return verifiers;
}

function liveVerifier(
  provider: SocialProvider,
  config: SocialConfig,
  fetch: Fetch,
): SocialIdentityVerifier | null {
  switch (provider) {
    case 'google':
      return config.googleClientId ? createGoogleVerifier(config.googleClientId, fetch) : null;
    case 'facebook':
      return config.facebookAppId && config.facebookAppSecret
        ? createFacebookVerifier(config.facebookAppId, config.facebookAppSecret, fetch)
        : null;
  }
}
