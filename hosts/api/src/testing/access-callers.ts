import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from '../db/seed/demo-accounts.ts';
import { personal_access_tokens } from '../modules/identity/access-tokens-schema.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Who calls a route in the access-matrix suite: nobody signed in, or a seeded account of each kind. */
export const CALLERS = [
  'anonymous',
  'homeowner',
  'deactivatedHomeowner',
  'vendor',
  'contractor',
  'designer',
  'adminWithoutOtp',
  'adminWithOtp',
  /** AI design's demo account, signed in with `AuthorizationAI` only (decision 0110). */
  'aiUser',
] as const;
export type Caller = (typeof CALLERS)[number];

const { logins } = DEMO_ACCOUNTS;
const EMAILS: Record<Exclude<Caller, 'anonymous' | 'aiUser'>, string> = {
  homeowner: logins.homeowner.email,
  deactivatedHomeowner: logins.deactivated.email,
  vendor: logins.vendor.email,
  contractor: logins.contractor.email,
  designer: logins.designer.email,
  adminWithoutOtp: logins.admin.email,
  adminWithOtp: logins.admin.email,
};

/** A fresh session of the admin that has passed the OTP step (marked directly; admin-otp.test.ts proves the real step). */
export async function otpVerifiedAdminToken(t: TestApp): Promise<string> {
  const token = await t.tokenFor(logins.admin.email);
  await t.db
    .update(personal_access_tokens)
    .set({ otp_verified_at: t.clock.now() })
    .where(eq(personal_access_tokens.id, Number(token.split('|')[0])));
  return token;
}

/**
 * Headers of a call by `caller`, with a session of its own (a call may end it: POST /api/logout).
 * The anonymous caller sends what the client sends when signed out: `Bearer ` and nothing.
 */
export async function headersOf(t: TestApp, caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return { authorization: 'Bearer ' };
  if (caller === 'adminWithOtp') return bearer(await otpVerifiedAdminToken(t));
  if (caller === 'aiUser')
    return {
      authorization: 'Bearer ',
      authorizationai: `Bearer ${await t.aiTokenFor(DEMO_AI_ACCOUNT.email)}`,
    };
  return bearer(await t.tokenFor(EMAILS[caller]));
}
