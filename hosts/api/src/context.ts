import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@showroom/contract/account';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { AccessTokens } from './services/auth/access-tokens.ts';
import { OneTimeTokens } from './services/auth/one-time-tokens.ts';
import { createRateLimits, type RateLimits } from './services/auth/rate-limits.ts';
import { type CatalogServices, createCatalogServices } from './services/catalog/catalog-services.ts';
import { createMailer } from './services/mail/create-mailer.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { PaymentGateway } from './services/payments/payment-gateway.ts';
import { createSandboxGateway } from './services/payments/sandbox-gateway.ts';
import type { Fetch, SocialIdentityVerifier } from './services/social/social-identity.ts';
import { createSocialVerifiers } from './services/social/social-verifiers.ts';

/** Configuration the app reads; beyond the first three everything has a development default. */
export type AppConfig = Pick<Config, 'logLevel' | 'platformOrigin' | 'showroomDist'> &
  Partial<
    Pick<Config, 'dataDir' | 'production' | 'trustProxy' | 'smtpUrl' | 'mailFrom' | 'appKey' | 'social'>
  >;

/** Replaceable collaborators; tests inject a clock, and anything that would reach the outside world. */
export interface ContextOverrides {
  clock?: Clock;
  mailer?: Mailer;
  payments?: PaymentGateway;
  fetch?: Fetch;
}

/** What routes and services share for the life of the app. */
export interface AppContext {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  /** Secret for HMACs (admin OTP codes, sandbox social tokens). */
  appKey: string;
  mailer: Mailer;
  tokens: AccessTokens;
  oneTimeTokens: OneTimeTokens;
  limits: RateLimits;
  /** The catalogue's services and caches (showroom markups, categories), shared by catalog and cart routes. */
  catalog: CatalogServices;
  payments: PaymentGateway;
  social: ReadonlyMap<SocialProvider, SocialIdentityVerifier>;
}

export function createContext(db: Database, config: AppConfig, overrides: ContextOverrides = {}): AppContext {
  const clock = overrides.clock ?? systemClock;
  // Without APP_KEY a per-process key: fine for one process; codes and sandbox tokens die with it.
  const appKey = config.appKey ?? randomBytes(32).toString('hex');
  return {
    db,
    clock,
    platformOrigin: config.platformOrigin,
    appKey,
    mailer:
      overrides.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }),
    tokens: new AccessTokens(db, clock),
    oneTimeTokens: new OneTimeTokens(db, clock),
    limits: createRateLimits(clock),
    catalog: createCatalogServices(db, config.platformOrigin),
    payments: overrides.payments ?? createSandboxGateway(clock),
    social: createSocialVerifiers(
      { production: config.production ?? false, ...config.social },
      appKey,
      clock,
      overrides.fetch ?? ((url, init) => fetch(url, init)),
    ),
  };
}
