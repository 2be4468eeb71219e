import { ACCOUNT_MESSAGES, splitFullName } from '@showroom/contract/account';
import type { ProRegisterPayload, ProType } from '@showroom/contract/pro';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import { pro_applications } from '../pros/pro-applications-schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueVerificationLink, mailVerificationLink } from './email-verification.ts';
import { isEmailTaken } from './registration.ts';
import { users } from './users-schema.ts';

export interface ProApplicant {
  id: number;
  type: ProType;
  email: string;
  status: string;
}

/**
 * A Contractor's or Designer's sign-up (issue #23): the account, Pending until an admin approves it,
 * and the application the admin reviews, in one transaction; then the verification mail, as for a
 * homeowner. No session: a pending account may not sign in (spec §4), so none is issued. The same
 * guards as homeowner registration: the per-address limit first (no fast "taken" oracle), the "taken"
 * check, and the unique index for two sign-ups racing with one address.
 */
export async function registerPro(
  deps: AuthDeps,
  form: ProRegisterPayload,
  ip: string,
): Promise<ProApplicant> {
  await takeOrThrow([deps.limits.registrationsPerIp, ip]);
  if (await isEmailTaken(deps.db, form.email)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(form.password);
  const { first_name, last_name } = splitFullName(form.full_name);

  let created: { userId: number; link: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [user] = await tx
        .insert(users)
        .values({
          type: form.type,
          status: 'Pending',
          first_name,
          last_name,
          email: form.email,
          password_hash: passwordHash,
          country_code: form.country_code,
          phone_number: form.phone_number,
          zip_code: form.zip_code,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      await tx.insert(pro_applications).values({
        user_id: userId,
        company_name: form.company_name,
        licence_number: form.licence_number,
        service_area: form.service_area,
        created_at: now,
      });
      return { userId, link: await issueVerificationLink(deps, userId, tx) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  await mailVerificationLink(deps, { id: created.userId, email: form.email, first_name }, created.link);
  return { id: created.userId, type: form.type, email: form.email, status: 'Pending' };
}
