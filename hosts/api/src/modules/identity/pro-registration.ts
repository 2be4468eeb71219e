import type { ProRegisterPayload, ProType } from '@showroom/contract/pro';
import { pro_applications } from '../pros/pro-applications-schema.ts';
import { checkNewAccountAddress, createAccount } from './account-creation.ts';
import type { AuthDeps } from './auth-deps.ts';

export interface ProApplicant {
  id: number;
  type: ProType;
  email: string;
  status: string;
}

/**
 * A Contractor's or Designer's sign-up (issue #23): the account, Pending until an admin approves it,
 * and the application the admin reviews, in one transaction; then the verification mail, as for a
 * homeowner. No session: a pending account may not sign in (spec §4), so none is issued.
 */
export async function registerPro(
  deps: AuthDeps,
  form: ProRegisterPayload,
  ip: string,
): Promise<ProApplicant> {
  await checkNewAccountAddress(deps, form.email, ip);
  const { userId } = await createAccount(deps, { ...form, status: 'Pending' }, async (tx, userId, now) => {
    await tx.insert(pro_applications).values({
      user_id: userId,
      company_name: form.company_name,
      licence_number: form.licence_number,
      service_area: form.service_area,
      created_at: now,
    });
  });
  return { id: userId, type: form.type, email: form.email, status: 'Pending' };
}
