import type { SocialProvider } from '@showroom/contract/account';

/** Who the provider says the token belongs to. Only verified e-mail addresses get this far. */
export interface SocialIdentity {
  provider: SocialProvider;
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Turns the token the browser got from a provider into an identity, by asking the provider (live) or
 * by checking our own signature (sandbox). Never trusts anything else the browser sends.
 */
export interface SocialIdentityVerifier {
  readonly provider: SocialProvider;
  readonly mode: 'live' | 'sandbox';
  /** The identity, or null for a bad, expired or foreign token. */
  verify(accessToken: string): Promise<SocialIdentity | null>;
  /** Sandbox verifiers only: a token for the demo identity, standing in for the provider's pop-up. */
  issueSandboxToken?(): SandboxToken;
}

export interface SandboxToken {
  accessToken: string;
  expiresIn: number;
  identity: SocialIdentity;
}

/** `fetch` as verifiers use it; tests pass a fake, since the providers are not reachable from here. */
export type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;
