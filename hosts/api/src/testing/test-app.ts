import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type AppConfig, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { PasswordCheck } from '../lib/passwords.ts';
import { ai_users } from '../modules/ai-design/ai-accounts-schema.ts';
import { AiTokens } from '../modules/ai-design/ai-tokens.ts';
import type { DesignGenerator } from '../modules/ai-design/index.ts';
import { AccessTokens } from '../modules/identity/access-tokens.ts';
import { users } from '../modules/identity/users-schema.ts';
import { DEFAULT_MAIL_FROM } from '../providers/mail/create-mailer.ts';
import type { OutgoingMail } from '../providers/mail/mail-message.ts';
import { Mailer } from '../providers/mail/mailer.ts';
import { createMemoryTransport } from '../providers/mail/memory-transport.ts';
import type { PaymentGateway } from '../providers/payment-gateways/payment-gateway.ts';
import { TestClock } from './test-clock.ts';
import { openSeededTestDatabase } from './test-database.ts';

export const TEST_PLATFORM_ORIGIN = 'http://platform.test';
export const TEST_SITE_ORIGIN = 'http://localhost:8081';

export interface TestAppOptions {
  /** Products to seed; small by default so a file's setup stays quick. */
  products?: number;
  /** Built front end to serve; a path that does not exist gives the "not built" answer. */
  showroomDist?: string;
  /** Take client address and protocol from X-Forwarded-* headers, as behind a load balancer. */
  trustProxy?: boolean;
  /** Log level and destination, to inspect log output (silent otherwise). */
  log?: { level: 'trace' | 'debug' | 'info'; stream: { write(line: string): void } };
  /** Sign-in's password check, to count the guesses that reach it. */
  checkPassword?: PasswordCheck;
  /** Told of every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** PostgreSQL server to create the file's database on; default DATABASE_URL, null for PGlite. */
  databaseUrl?: string | null;
  /** Stripe mode (keys, and the fake Stripe API's URL); the sandbox gateway otherwise. */
  stripe?: AppConfig['stripe'];
  /** AI design's hosted image model (decision 0110); the catalogue generator alone by default. */
  aiDesign?: AppConfig['aiDesign'];
  /** Wraps AI design's generator (a crash after the spend). */
  wrapDesignGenerator?: (generator: DesignGenerator) => DesignGenerator;
  /** The card processor, made on the test database (default: the sandbox). */
  payments?: (db: Database, clock: TestClock) => PaymentGateway;
}

/** The in-memory outbox: every mail the app sent, once background sends have finished. */
export interface TestOutbox {
  /** Waits for mail still being composed or sent, then returns all of it, oldest first. */
  all(): Promise<OutgoingMail[]>;
  /** The newest mail to `to`, or undefined. */
  lastTo(to: string): Promise<OutgoingMail | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  mail: TestOutbox;
  /** A fresh bearer token for a seeded or registered user, without a sign-in round trip. */
  tokenFor(email: string): Promise<string>;
  userIdOf(email: string): Promise<number>;
  /** A fresh `AuthorizationAI` token of an AI design account (decision 0110). */
  aiTokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/** A seeded database and the app on top of it, for app.inject(); share one per test file (beforeAll). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase(
    { products: options.products ?? 300, siteOrigins: [TEST_SITE_ORIGIN, 'http://127.0.0.1:8081'] },
    options.databaseUrl,
  );
  const clock = new TestClock();
  const transport = createMemoryTransport();
  const mailer = new Mailer(transport, DEFAULT_MAIL_FROM);
  const app = await buildApp({
    db: database.db,
    changes: database,
    config: {
      logLevel: options.log?.level ?? 'silent',
      platformOrigin: TEST_PLATFORM_ORIGIN,
      showroomDist: options.showroomDist ?? '/nonexistent/showroom-dist',
      trustProxy: options.trustProxy ?? false,
      ...(options.stripe ? { stripe: options.stripe } : {}),
      ...(options.aiDesign ? { aiDesign: options.aiDesign } : {}),
    },
    clock,
    mailer,
    ...(options.log ? { logStream: options.log.stream } : {}),
    ...(options.checkPassword ? { checkPassword: options.checkPassword } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.payments ? { payments: options.payments(database.db, clock) } : {}),
    ...(options.wrapDesignGenerator ? { wrapDesignGenerator: options.wrapDesignGenerator } : {}),
  });
  const tokens = new AccessTokens(database.db, clock);
  const aiTokens = new AiTokens(database.db, clock);
  const userIdOf = async (email: string) => {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const all = async () => {
    await mailer.settled();
    return [...transport.outbox];
  };
  return {
    app,
    db: database.db,
    clock,
    mail: {
      all,
      lastTo: async (to) => (await all()).filter((mail) => mail.to === to).at(-1),
    },
    tokenFor: async (email) => tokens.issue(await userIdOf(email), 'test'),
    userIdOf,
    async aiTokenFor(email) {
      const [row] = await database.db
        .select({ id: ai_users.id })
        .from(ai_users)
        .where(sql`lower(${ai_users.email}) = ${email.toLowerCase()}`);
      if (!row) throw new Error(`no AI user ${email}`);
      return aiTokens.issue(row.id);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Headers of a signed-in call. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
