import { MESSAGES } from '@showroom/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Clock, HOUR_MS, MINUTE_MS } from '../clock/clock.ts';
import type { LimitPolicy } from './limit-policy.ts';
import { Limiter, type Reservation } from './limiter.ts';

/** Growing delays for sign-in: 1, 2, 4, 8 then 15 minutes. */
const SIGN_IN_BACKOFF = { kind: 'backoff', firstBlockMs: MINUTE_MS, maxBlockMs: 15 * MINUTE_MS } as const;

/**
 * The app's abuse limits, kept in the database so every API process counts the same hits
 * (decision 0025). Sign-in attempts are counted before the password is
 * checked and a success un-counts its own; keys use the e-mail as typed whether or not an account has
 * it, so a 429 tells nothing about accounts. Mail-sending calls count every request.
 */
export const RATE_LIMITS = {
  /** One e-mail from one address: an attacker's guesses never block the owner's own address. */
  signInPerEmailAndAddress: { ...SIGN_IN_BACKOFF, max: 5, forgetMs: 24 * HOUR_MS },
  /** One address across e-mails: spraying one password over many accounts. */
  signInPerAddress: { ...SIGN_IN_BACKOFF, max: 20, forgetMs: HOUR_MS },
  /** Registrations per address: "The email has already been taken." must not be a fast oracle. */
  registrationsPerIp: { kind: 'window', max: 20, windowMs: HOUR_MS },
  verificationMailPerUser: { kind: 'window', max: 1, windowMs: MINUTE_MS },
  resetMailPerEmail: { kind: 'window', max: 3, windowMs: 15 * MINUTE_MS },
  resetMailPerIp: { kind: 'window', max: 10, windowMs: 15 * MINUTE_MS },
  currentPasswordFailuresPerUser: { kind: 'window', max: 5, windowMs: 15 * MINUTE_MS },
  /**
   * Five: an admin who signs in on a few devices (or consoles) within ten minutes still gets each code;
   * with 5 tries a code, that is at most 25 guesses at a one-in-a-million code per window.
   */
  otpMailPerUser: { kind: 'window', max: 5, windowMs: 10 * MINUTE_MS },
  /** Session hand-off codes are 256 random bits; this only keeps guessing from costing anything. */
  handoffRedeemsPerIp: { kind: 'window', max: 20, windowMs: MINUTE_MS },
  /** Adds to a cart: far above any shopper, low enough that a script cannot fill the database. */
  cartAddsPerIp: { kind: 'window', max: 120, windowMs: MINUTE_MS },
  /** Quantity changes, removals and project notes: a quantity box clicked quickly sends one per click. */
  cartChangesPerIp: { kind: 'window', max: 240, windowMs: MINUTE_MS },
  /** Leads: a form posted by a script is the abuse case; ten leaves room for correcting typos. */
  leadsPerIp: { kind: 'window', max: 10, windowMs: 10 * MINUTE_MS },
  /**
   * The sandbox's tokenize endpoint: card testing (trying stolen numbers) is the abuse case; thirty
   * cards in ten minutes leave room for many typos.
   */
  cardTokensPerIp: { kind: 'window', max: 30, windowMs: 10 * MINUTE_MS },
  /**
   * New checkout Idempotency-Keys per homeowner (a retry with the same key is not counted): a buyer
   * declined or short of stock submits again a few times; twenty an hour is far above that, and bounds
   * the key rows one account can leave (expired-rows.ts keeps a refusal's row a day).
   */
  checkoutKeysPerUser: { kind: 'window', max: 20, windowMs: HOUR_MS },
  /**
   * Embed health reports (decision 0087): one per page load of a pro's page, so an office behind one
   * address opening many pages stays well under; a script filling the table does not.
   */
  embedReportsPerIp: { kind: 'window', max: 120, windowMs: MINUTE_MS },
  /**
   * Visit counts for the console's week: a browser sends one per tab, surface and showroom, so sixty a
   * minute from one address covers an office behind one router; a script cannot inflate a pro's figures fast.
   */
  visitsPerIp: { kind: 'window', max: 60, windowMs: MINUTE_MS },
  /** Invitation links are 256 random bits; this only keeps guessing them from costing anything. */
  invitationLookupsPerIp: { kind: 'window', max: 30, windowMs: 10 * MINUTE_MS },
  /** Invitation mails a pro sends (and resends): a console far above any pro, a spam run stopped. */
  inviteMailsPerPro: { kind: 'window', max: 50, windowMs: HOUR_MS },
  /** Project chat messages (decision 0107): a fast typist sends a few a minute; a script is stopped at sixty. */
  chatMessagesPerUser: { kind: 'window', max: 60, windowMs: MINUTE_MS },
  /**
   * Typing notices: the composer sends one every PROJECT_CHAT.typingEveryMs (3 s) while typing, so twenty
   * a minute; forty-five leaves room for two tabs.
   */
  chatTypingPerUser: { kind: 'window', max: 45, windowMs: MINUTE_MS },
  /**
   * "Suggest corners" on a room photo (decisions 0119, 0126), a project's or AI design's, per account:
   * one costs 0.1–0.2 s of the API's CPU. A person presses it for the floor and a wall and again after a
   * few moves; twenty in five minutes is far above that and holds a script to ~1 % of a core.
   */
  cornerSuggestionsPerAccount: { kind: 'window', max: 20, windowMs: 5 * MINUTE_MS },
} as const satisfies Record<string, LimitPolicy>;

export type RateLimits = { readonly [K in keyof typeof RATE_LIMITS]: Limiter };

export function createRateLimits(db: Database, clock: Clock): RateLimits {
  const entries = Object.entries(RATE_LIMITS).map(([name, policy]) => [
    name,
    new Limiter(db, clock, name, policy),
  ]);
  return Object.fromEntries(entries) as RateLimits;
}

/** 429 with the spec-style `{ message }` and when to retry. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    { message: MESSAGES.tooManyRequests },
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );
}

/**
 * Counts one hit against each limit/subject pair in order; when one refuses, the hits already taken
 * are released (the request was not made) and the 429 is thrown. Returns the reservations, in order.
 */
export async function takeOrThrow(...checks: [Limiter, string][]): Promise<Reservation[]> {
  const taken: Reservation[] = [];
  for (const [limiter, subject] of checks) {
    const result = await limiter.take(subject);
    if (!result.allowed) {
      await Promise.all(taken.map((reservation) => reservation.release()));
      throw tooManyRequests(result.retryAfterSeconds);
    }
    taken.push(result.reservation);
  }
  return taken;
}
