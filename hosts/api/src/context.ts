import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@showroom/contract/account';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type AppFlows, createAppFlows } from './flows/app-flows.ts';
import { placeOrder } from './flows/place-order/place-order-flow.ts';
import { type PasswordCheck, verifyPasswordOrDummy } from './lib/passwords.ts';
import { createProjectsService, type ProjectsService } from './modules/carts/index.ts';
import { type CatalogService, createCatalogService } from './modules/catalog/index.ts';
import { type CheckoutDeps, type CheckoutService, createCheckoutService } from './modules/checkout/index.ts';
import {
  type AccountService,
  type AuthService,
  createAccountService,
  createAuthService,
} from './modules/identity/index.ts';
import { createLeadsService, type LeadsService, uploadsDirFor } from './modules/leads/index.ts';
import { createOrdersService, type OrdersService } from './modules/orders/index.ts';
import { createPageMetaService, type PageMetaService } from './modules/page-meta/index.ts';
import { createPicturesService, type PicturesService } from './modules/pictures/index.ts';
import { createSettingsService, type SettingsService } from './modules/settings/index.ts';
import { createShowroomsService, type ShowroomsService } from './modules/showrooms/index.ts';
import { ChangeNotices } from './providers/change-notices/change-notices.ts';
import { type Clock, systemClock } from './providers/clock/clock.ts';
import { createMailer } from './providers/mail/create-mailer.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { createPaymentGateway } from './providers/payment-gateways/create-payment-gateway.ts';
import type { PaymentGateway } from './providers/payment-gateways/payment-gateway.ts';
import type { SandboxGateway } from './providers/payment-gateways/sandbox-gateway.ts';
import { createRateLimits, type RateLimits } from './providers/rate-limits/rate-limits.ts';
import type { Fetch, SocialIdentityVerifier } from './providers/social-identity/social-identity.ts';
import { createSocialVerifiers } from './providers/social-identity/social-verifiers.ts';

/** Configuration the app reads; beyond the first three everything has a development default. */
export type AppConfig = Pick<Config, 'logLevel' | 'platformOrigin' | 'showroomDist'> &
  Partial<
    Pick<
      Config,
      'dataDir' | 'production' | 'trustProxy' | 'smtpUrl' | 'mailFrom' | 'appKey' | 'social' | 'stripe'
    >
  >;

/** Replaceable collaborators; tests inject a clock, and anything that would reach the outside world. */
export interface ContextOverrides {
  clock?: Clock;
  mailer?: Mailer;
  payments?: PaymentGateway;
  fetch?: Fetch;
  /** Sign-in's password check; tests wrap it to count how many guesses reach it. */
  checkPassword?: PasswordCheck;
}

/**
 * Every service of the app, each made once here from its domain's `createXService({ db, clock, ... })`
 * so their caches are shared; routes and plugins receive what they use from it.
 */
export interface AppContext {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  mailer: Mailer;
  limits: RateLimits;
  settings: SettingsService;
  showrooms: ShowroomsService;
  catalog: CatalogService;
  /** The catalogue's drawn pictures (issue #13): products, categories, brands, link previews. */
  pictures: PicturesService;
  auth: AuthService;
  account: AccountService;
  projects: ProjectsService;
  leads: LeadsService;
  /** The card processor: Stripe when configured, else the sandbox (tests may override it). */
  payments: PaymentGateway;
  orders: OrdersService;
  /** Work that crosses modules, as named steps each with its undo (flows/). */
  flows: AppFlows;
  checkout: CheckoutService;
  /** Metadata the server writes into the shell's HTML (descriptions, product link previews). */
  pages: PageMetaService;
  social: ReadonlyMap<SocialProvider, SocialIdentityVerifier>;
  /** The sandbox processor when it is the gateway (it answers its own tokenize endpoint), else null. */
  sandboxGateway: SandboxGateway | null;
  /** Stripe's browser side for the card frame, when Stripe is the gateway. */
  stripeBrowser: { publishableKey: string; jsUrl: string } | null;
}

/**
 * `notices`: how caches hear of changes by any process; without them (an app on a bare database) the
 * services cache nothing that another process could change.
 */
export function createContext(
  db: Database,
  config: AppConfig,
  overrides: ContextOverrides = {},
  notices: ChangeNotices = new ChangeNotices(false),
): AppContext {
  const clock = overrides.clock ?? systemClock;
  const { platformOrigin } = config;
  // Without APP_KEY a per-process key: fine for one process; codes and sandbox tokens die with it.
  const appKey = config.appKey ?? randomBytes(32).toString('hex');
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  const limits = createRateLimits(db, clock);
  const settings = createSettingsService({ db, platformOrigin });
  const showrooms = createShowroomsService({ db, platformOrigin });
  const catalog = createCatalogService({ db, platformOrigin });
  const configured = createPaymentGateway({ db, clock, stripe: config.stripe });
  const payments = overrides.payments ?? configured.gateway;
  const sandboxGateway = overrides.payments ? null : configured.sandbox;
  const checkoutDeps: CheckoutDeps = {
    db,
    clock,
    payments,
    mailer,
    settings,
    showrooms: catalog.showrooms,
    platformOrigin,
  };
  return {
    db,
    clock,
    platformOrigin,
    mailer,
    limits,
    settings,
    showrooms,
    catalog,
    pictures: createPicturesService({ db, categories: catalog.categories }),
    auth: createAuthService({
      db,
      clock,
      platformOrigin,
      appKey,
      mailer,
      limits,
      checkPassword: overrides.checkPassword ?? verifyPasswordOrDummy,
      notices,
      payments,
      settings,
      showrooms,
    }),
    account: createAccountService({ db, clock }),
    projects: createProjectsService({ db, clock, catalog, notices }),
    checkout: createCheckoutService(checkoutDeps, (userId, key, input) =>
      placeOrder(checkoutDeps, userId, key, input),
    ),
    pages: createPageMetaService({ settings, showrooms, catalog, platformOrigin }),
    leads: createLeadsService({ db, clock, uploadsDir: uploadsDirFor(config.dataDir) }),
    payments,
    orders: createOrdersService({ db, clock, mailer, settings, platformOrigin }),
    flows: createAppFlows({ db, clock, mailer, settings, payments, platformOrigin, showrooms }),
    social: createSocialVerifiers({
      config: { production: config.production ?? false, ...config.social },
      appKey,
      clock,
      fetch: overrides.fetch ?? ((url, init) => fetch(url, init)),
    }),
    sandboxGateway,
    stripeBrowser:
      config.stripe && !overrides.payments
        ? { publishableKey: config.stripe.publishableKey, jsUrl: config.stripe.jsUrl }
        : null,
  };
}
