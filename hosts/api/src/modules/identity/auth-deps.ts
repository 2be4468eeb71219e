import type { Database } from '../../db/client.ts';
import type { PasswordCheck } from '../../lib/passwords.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { RateLimits } from '../../providers/rate-limits/rate-limits.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ShowroomsService } from '../showrooms/index.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { OneTimeTokens } from './one-time-tokens.ts';

/** What the sign-in, registration and password flows need; handed in once by createAuthService. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  /** Secret for HMACs (admin OTP codes). */
  appKey: string;
  mailer: Mailer;
  tokens: AccessTokens;
  oneTimeTokens: OneTimeTokens;
  limits: RateLimits;
  /** Sign-in's password check (tests count the calls). */
  checkPassword: PasswordCheck;
  payments: PaymentGateway;
  settings: SettingsService;
  showrooms: ShowroomsService;
}
