import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@showroom/contract/account';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Factories } from '../lib/container.ts';
import { type PasswordCheck, verifyPasswordOrDummy } from '../lib/passwords.ts';
import type { ChangeNotices } from './change-notices/change-notices.ts';
import { type Clock, systemClock } from './clock/clock.ts';
import { LiveEventHub } from './live-events/live-event-hub.ts';
import { LivePresence } from './live-events/live-presence.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createPaymentGateway, type PaymentsSetup } from './payment-gateways/create-payment-gateway.ts';
import type { PaymentGateway } from './payment-gateways/payment-gateway.ts';
import type { PayoutGateway } from './payment-gateways/payout-gateway.ts';
import type { SandboxGateway } from './payment-gateways/sandbox-gateway.ts';
import { createSandboxPayouts } from './payment-gateways/sandbox-payouts.ts';
import { createRateLimits, type RateLimits } from './rate-limits/rate-limits.ts';
import type { Fetch, SocialIdentityVerifier } from './social-identity/social-identity.ts';
import { createSocialVerifiers } from './social-identity/social-verifiers.ts';

/** Configuration the app reads; beyond the first three everything has a development default. */
export type AppConfig = Pick<Config, 'logLevel' | 'platformOrigin' | 'showroomDist'> &
  Partial<
    Pick<
      Config,
      | 'dataDir'
      | 'production'
      | 'trustProxy'
      | 'smtpUrl'
      | 'mailFrom'
      | 'appKey'
      | 'social'
      | 'stripe'
      | 'aiDesign'
    >
  >;

/** Replaceable providers; tests inject a clock, and anything that would reach the outside world. */
export interface ProviderOverrides {
  clock?: Clock;
  mailer?: Mailer;
  payments?: PaymentGateway;
  payouts?: PayoutGateway;
  fetch?: Fetch;
  /** The hosted AI design model's HTTP client (decision 0110); the global fetch by default. */
  hostedFetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Sign-in's password check; tests wrap it to count how many guesses reach it. */
  checkPassword?: PasswordCheck;
  /** How often live streams send their heartbeat (default LIVE_EVENTS.heartbeatMs); tests shorten it. */
  liveHeartbeatMs?: number;
}

/** The infrastructure the modules are handed: the database, time, mail, card processing, limits. */
export interface Providers {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  /** Secret for HMACs (admin OTP codes, sandbox social tokens). */
  appKey: string;
  /** How caches hear of changes by any process. */
  notices: ChangeNotices;
  /** Who has a live stream open on any process (decision 0093). */
  presence: LivePresence;
  /** This process's live streams, woken by every process's commits (decision 0093). */
  live: LiveEventHub;
  mailer: Mailer;
  limits: RateLimits;
  checkPassword: PasswordCheck;
  fetch: Fetch;
  /** The card processor: Stripe when configured, else the sandbox (tests may override it). */
  payments: PaymentGateway;
  /** The sandbox processor when it is the gateway (it answers its own tokenize endpoint), else null. */
  sandboxGateway: SandboxGateway | null;
  /** Pros' bank accounts and payouts: the sandbox's (decision 0090; tests may override it). */
  payouts: PayoutGateway;
  /** Stripe's browser side for the card frame, when Stripe is the gateway. */
  stripeBrowser: { publishableKey: string; jsUrl: string } | null;
  social: ReadonlyMap<SocialProvider, SocialIdentityVerifier>;
}

/** How the container makes each provider from the configuration, the overrides and the others. */
export function providerFactories(
  db: Database,
  config: AppConfig,
  overrides: ProviderOverrides,
  notices: ChangeNotices,
): Factories<Providers> {
  // Without APP_KEY a per-process key: fine for one process; codes and sandbox tokens die with it.
  const appKey = config.appKey ?? randomBytes(32).toString('hex');
  let configured: PaymentsSetup | undefined;
  const gateways = (c: Providers): PaymentsSetup => {
    configured ??= createPaymentGateway({ db: c.db, clock: c.clock, stripe: config.stripe });
    return configured;
  };
  return {
    db: () => db,
    clock: () => overrides.clock ?? systemClock,
    platformOrigin: () => config.platformOrigin,
    appKey: () => appKey,
    notices: () => notices,
    presence: (c) => new LivePresence(c.db, c.clock),
    live: (c) =>
      new LiveEventHub({
        db: c.db,
        presence: c.presence,
        ...(overrides.liveHeartbeatMs ? { heartbeatMs: overrides.liveHeartbeatMs } : {}),
      }),
    mailer: () =>
      overrides.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }),
    limits: (c) => createRateLimits(c.db, c.clock),
    checkPassword: () => overrides.checkPassword ?? verifyPasswordOrDummy,
    fetch: () => overrides.fetch ?? ((url, init) => fetch(url, init)),
    payments: (c) => overrides.payments ?? gateways(c).gateway,
    sandboxGateway: (c) => (overrides.payments ? null : gateways(c).sandbox),
    payouts: (c) => overrides.payouts ?? createSandboxPayouts({ db: c.db, clock: c.clock }),
    stripeBrowser: () =>
      config.stripe && !overrides.payments
        ? { publishableKey: config.stripe.publishableKey, jsUrl: config.stripe.jsUrl }
        : null,
    social: (c) =>
      createSocialVerifiers({
        config: { production: config.production ?? false, ...config.social },
        appKey: c.appKey,
        clock: c.clock,
        fetch: c.fetch,
      }),
  };
}
