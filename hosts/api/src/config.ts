import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so default paths work whatever directory the server is started from. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `DATA_DIR` value that keeps PGlite in memory (tests, throw-away runs). */
export const IN_MEMORY_DATA_DIR = ':memory:';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An origin is scheme://host[:port]; anything after it would never match a browser's Origin header. */
const originSchema = z.url().transform((value) => new URL(value).origin);

const pathSchema = z.string().transform((value) => (isAbsolute(value) ? value : resolve(value)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'DATABASE_URL must be a postgres:// URL.')
    .optional(),
  DATA_DIR: z
    .string()
    .default(resolve(REPO_ROOT, '.data'))
    .transform((value) => (value === IN_MEMORY_DATA_DIR ? value : resolve(value))),
  PLATFORM_ORIGIN: originSchema.optional(),
  CONTRACTOR_SITE_ORIGIN: originSchema.default('http://localhost:8081'),
  SHOWROOM_DIST: pathSchema.default(resolve(REPO_ROOT, 'dist/showroom')),
  SEED_PRODUCTS: z.coerce.number().int().min(0).default(25_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'SMTP_URL must be an smtp:// or smtps:// URL.')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Showroom <no-reply@showroom.test>'),
  APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters.').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_.')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_.').optional(),
  /** Where the card frame loads Stripe.js from (Stripe requires loading it from them, never bundled). */
  STRIPE_JS_URL: z.url().default('https://js.stripe.com/v3/'),
  /** Another Stripe API server (a local fake in tests and demos); Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  /** A hosted image model for AI design (decision 0110): its address and key; both or neither. */
  AI_DESIGN_URL: z.url().optional(),
  AI_DESIGN_KEY: z.string().min(1).optional(),
  /** How long AI design waits for the hosted model before answering without pictures. */
  AI_DESIGN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Directory of local state, or `:memory:`. */
  dataDir: string;
  /** Origin serving the shell and the API; always allowed by CORS. */
  platformOrigin: string;
  /** The demo pro site, registered as a site origin of every seeded showroom. */
  contractorSiteOrigin: string;
  /** Built shell, remotes and embed.js, served under /showroom/. */
  showroomDist: string;
  seedProducts: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** NODE_ENV=production: sandbox conveniences (social sign-in sandbox) are off. */
  production: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (per-IP rate limits). */
  trustProxy: boolean;
  /** SMTP server for mail; without it mail is written to `${dataDir}/mail/` (or kept in memory). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Secret for HMACs (admin OTP codes, sandbox social tokens). Without it each process makes a random
   * one, which is fine for one process; several processes behind a load balancer must share APP_KEY.
   */
  appKey: string | undefined;
  /** Real social sign-in credentials; a provider without them uses the sandbox (outside production). */
  social: {
    googleClientId: string | undefined;
    facebookAppId: string | undefined;
    facebookAppSecret: string | undefined;
  };
  /** Card payments through Stripe when both keys are set; otherwise the sandbox gateway. */
  stripe: StripeConfig | undefined;
  /** AI design's hosted image model when AI_DESIGN_URL and AI_DESIGN_KEY are set; else the catalogue generator alone. */
  aiDesign: { url: string; key: string; timeoutMs: number } | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  jsUrl: string;
  /** Set only to point the adapter at another server (the fake Stripe API). */
  apiUrl: string | undefined;
}

/**
 * Reads the configuration from environment variables. Empty values count as unset, so `FOO= cmd`
 * behaves like leaving FOO out. Throws one readable error listing every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.AI_DESIGN_URL) !== Boolean(e.AI_DESIGN_KEY)) {
    throw new Error(
      'Invalid configuration:\n  AI_DESIGN_URL and AI_DESIGN_KEY: set both (hosted image model) or neither (catalogue designs).',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both (Stripe) or neither (sandbox gateway).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    platformOrigin: e.PLATFORM_ORIGIN ?? `http://localhost:${e.PORT}`,
    contractorSiteOrigin: e.CONTRACTOR_SITE_ORIGIN,
    showroomDist: e.SHOWROOM_DIST,
    seedProducts: e.SEED_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appKey: e.APP_KEY,
    social: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            jsUrl: e.STRIPE_JS_URL,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    aiDesign:
      e.AI_DESIGN_URL && e.AI_DESIGN_KEY
        ? { url: e.AI_DESIGN_URL, key: e.AI_DESIGN_KEY, timeoutMs: e.AI_DESIGN_TIMEOUT_MS }
        : undefined,
  };
}
