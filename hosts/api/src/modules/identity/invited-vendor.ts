import type { VendorAcceptRequest } from '@showroom/contract/pro';
import { claimInvitation, findOpenInvitation } from '../invites/index.ts';
import { checkNewAccountAddress, createAccount } from './account-creation.ts';
import type { AuthDeps } from './auth-deps.ts';
import { vendor_profiles } from './users-schema.ts';

/**
 * A vendor accepts a pro's invitation (issue #23): a Vendor account at the invited address, Pending
 * until an admin approves it (the vendor portal comes with the vendors' issue), its company, and the
 * invitation marked joined, in one transaction; then the verification mail. No session is issued.
 */
export async function registerInvitedVendor(
  deps: AuthDeps,
  form: VendorAcceptRequest,
  ip: string,
): Promise<{ email: string }> {
  const invitation = await findOpenInvitation(deps.db, form.token, deps.clock.now(), 'vendor');
  await checkNewAccountAddress(deps, invitation.email, ip);
  await createAccount(
    deps,
    {
      type: 'Vendor',
      status: 'Pending',
      email: invitation.email,
      full_name: form.full_name,
      password: form.password,
    },
    async (tx, userId, now) => {
      await claimInvitation(tx, form.token, 'vendor', userId, now);
      await tx
        .insert(vendor_profiles)
        .values({ user_id: userId, company_name: form.company_name, created_at: now });
    },
  );
  return { email: invitation.email };
}
