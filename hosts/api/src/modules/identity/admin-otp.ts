import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hmacHex, safeEqual } from '../../lib/secrets.ts';
import { addMs, MINUTE_MS } from '../../providers/clock/clock.ts';
import { adminOtpMail } from '../../providers/mail/templates/admin-otp-mail.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { Session, SessionUser } from './access-tokens.ts';
import { admin_otp_codes } from './admin-otp-codes-schema.ts';
import type { AuthDeps } from './auth-deps.ts';

export const OTP_TTL_MS = 10 * MINUTE_MS;
/** Wrong guesses one code survives; after that only a new code helps (1 in 200,000 odds at most). */
export const OTP_MAX_ATTEMPTS = 5;

const codeHash = (appKey: string, userId: number, code: string) =>
  hmacHex(appKey, `admin-otp|${userId}|${code}`);

/** Makes a new six-digit code (the previous one stops working) and mails it. */
export async function sendAdminOtp(deps: AuthDeps, user: SessionUser): Promise<void> {
  await takeOrThrow([deps.limits.otpMailPerUser, String(user.id)]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(admin_otp_codes).where(eq(admin_otp_codes.user_id, user.id));
    await tx.insert(admin_otp_codes).values({
      user_id: user.id,
      code_hash: codeHash(deps.appKey, user.id, code),
      expires_at: addMs(now, OTP_TTL_MS),
      created_at: now,
    });
  });
  const { app_name, support_email } = await deps.settings.read();
  deps.mailer.send(
    adminOtpMail({
      to: user.email,
      firstName: user.first_name,
      appName: app_name,
      supportEmail: support_email,
      code,
      validMinutes: OTP_TTL_MS / MINUTE_MS,
    }),
  );
}

/**
 * Checks a code against the user's current one. The attempt is counted in the same UPDATE that reads
 * the code, so parallel guesses cannot exceed the limit. A correct code is used up and marks the
 * session that sent it (that token only) as OTP-verified, which admin routes require.
 */
export async function verifyAdminOtp(deps: AuthDeps, session: Session, code: string): Promise<boolean> {
  const userId = session.user.id;
  const now = deps.clock.now();
  const [current] = await deps.db
    .select({ id: admin_otp_codes.id })
    .from(admin_otp_codes)
    .where(eq(admin_otp_codes.user_id, userId))
    .orderBy(desc(admin_otp_codes.id))
    .limit(1);
  if (!current) return false;
  const [counted] = await deps.db
    .update(admin_otp_codes)
    .set({ attempts: sql`${admin_otp_codes.attempts} + 1` })
    .where(
      and(
        eq(admin_otp_codes.id, current.id),
        isNull(admin_otp_codes.consumed_at),
        gt(admin_otp_codes.expires_at, now),
        lt(admin_otp_codes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ code_hash: admin_otp_codes.code_hash });
  if (!counted || !safeEqual(counted.code_hash, codeHash(deps.appKey, userId, code))) return false;
  await deps.db.transaction(async (tx) => {
    await tx.update(admin_otp_codes).set({ consumed_at: now }).where(eq(admin_otp_codes.id, current.id));
    await deps.tokens.markOtpVerified(session.tokenId, tx);
  });
  // Verified by a GET (the spec's call), which the write hook of own-changes.ts does not see.
  deps.tokens.forgetSessionsOf(userId);
  return true;
}
