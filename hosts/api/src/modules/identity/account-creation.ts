import { ACCOUNT_MESSAGES, splitFullName } from '@showroom/contract/account';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueVerificationLink, mailVerificationLink } from './email-verification.ts';
import { users } from './users-schema.ts';

type UserRow = typeof users.$inferInsert;

/** Who signs up: the users row's own fields, with the password in the clear until it is hashed here. */
export type NewAccount = Pick<UserRow, 'type' | 'status' | 'email'> &
  Partial<Pick<UserRow, 'country_code' | 'phone_number' | 'zip_code' | 'shop_id'>> & {
    full_name: string;
    password: string;
  };

async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The guards every sign-up passes first: the per-address limit (so "taken" is no fast oracle), then
 * the "taken" check. Callers run it before any costly or outside work (a card sent to the gateway).
 */
export async function checkNewAccountAddress(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await takeOrThrow([deps.limits.registrationsPerIp, ip]);
  if (await isEmailTaken(deps.db, email)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
}

/**
 * Creates the account, the caller's own rows (`addRows`) and the verification link in one
 * transaction, then mails the link. Two sign-ups racing with one address pass the check above; the
 * unique index decides, and the loser gets the same field error.
 */
export async function createAccount<T>(
  deps: AuthDeps,
  account: NewAccount,
  addRows: (tx: Database, userId: number, now: Date) => Promise<T>,
): Promise<{ userId: number; added: T }> {
  const passwordHash = await hashPassword(account.password);
  const { first_name, last_name } = splitFullName(account.full_name);
  let created: { userId: number; link: string; added: T };
  try {
    created = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [user] = await tx
        .insert(users)
        .values({
          type: account.type,
          status: account.status,
          first_name,
          last_name,
          email: account.email,
          password_hash: passwordHash,
          country_code: account.country_code,
          phone_number: account.phone_number,
          zip_code: account.zip_code,
          shop_id: account.shop_id,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      const added = await addRows(tx, userId, now);
      return { userId, added, link: await issueVerificationLink(deps, userId, tx) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  await mailVerificationLink(deps, { id: created.userId, email: account.email, first_name }, created.link);
  return { userId: created.userId, added: created.added };
}
