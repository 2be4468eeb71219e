import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { PRO_MESSAGES } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { type AuditActor, recordAdminAction } from '../admin-audit/index.ts';
import type { AccessTokens } from '../identity/index.ts';
import { type UserStatus, users, vendor_profiles } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

export interface AccountStatusDeps {
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
}

const refused = (message: string) => new HttpError(422, { message, errors: { id: [message] } });

type Account = { type: string; status: UserStatus };

/** The account's row, locked until the transaction ends, so two admins acting at once take turns. */
async function lockAccount(tx: Database, userId: number, notFound: string): Promise<Account> {
  const [account] = await tx
    .select({ type: users.type, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account) throw new HttpError(404, { message: notFound });
  return account;
}

/** Who an approved vendor is, for the mail that tells them. */
export interface ApprovedVendor {
  email: string;
  firstName: string;
  companyName: string;
}

/**
 * Approves a vendor waiting since their invitation (status Approve, spec §3): they may sign in to their
 * portal. Answers the new status and who to tell.
 */
export async function approveVendor(deps: AccountStatusDeps, userId: number, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, ADMIN_MESSAGES.vendorNotFound);
    if (account.type !== 'Vendor') throw new HttpError(404, { message: ADMIN_MESSAGES.vendorNotFound });
    if (account.status !== 'Pending') throw refused(PRO_MESSAGES.notPending);
    const now = deps.clock.now();
    await tx.update(users).set({ status: 'Approve', updated_at: now }).where(eq(users.id, userId));
    await recordAdminAction(tx, {
      actor,
      action: 'vendor.approve',
      subject: { type: 'user', id: userId },
      before: { status: account.status },
      after: { status: 'Approve' },
      at: now,
    });
    const [vendor] = await tx
      .select({
        email: users.email,
        firstName: users.first_name,
        companyName: vendor_profiles.company_name,
      })
      .from(users)
      .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, users.id))
      .where(eq(users.id, userId));
    const approved: ApprovedVendor = {
      email: vendor?.email ?? '',
      firstName: vendor?.firstName ?? '',
      companyName: vendor?.companyName ?? '',
    };
    return { status: { user_id: userId, status: 'Approve' as const }, approved };
  });
}

/**
 * Deactivates an account (status Deactive, spec §3) and signs it out everywhere at once: its tokens are
 * deleted in the same transaction, whose trigger tells every API process to forget its cached
 * sessions (migration 0011), so its next call is 401. Admins are not deactivated here.
 */
export async function deactivateAccount(deps: AccountStatusDeps, userId: number, actor: AuditActor) {
  const result = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, ADMIN_MESSAGES.accountNotFound);
    if (account.type === 'Admin') throw refused(ADMIN_MESSAGES.adminUntouchable);
    if (account.status === 'Deactive') throw refused(ADMIN_MESSAGES.alreadyDeactivated);
    const now = deps.clock.now();
    await tx.update(users).set({ status: 'Deactive', updated_at: now }).where(eq(users.id, userId));
    await deps.tokens.revokeAllOf(userId, undefined, tx);
    await recordAdminAction(tx, {
      actor,
      action: 'account.deactivate',
      subject: { type: 'user', id: userId },
      before: { status: account.status },
      after: { status: 'Deactive' },
      at: now,
    });
    return { user_id: userId, status: 'Deactive' as const };
  });
  // Again once committed: a request of the account's read between the delete and the commit may have
  // cached its session anew in this process.
  deps.tokens.forgetSessionsOf(userId);
  return result;
}

/**
 * Reactivates a deactivated account: a homeowner is Active again, a vendor or a pro with a showroom
 * Approve; a pro who never got a showroom goes back to waiting for approval.
 */
export async function reactivateAccount(deps: AccountStatusDeps, userId: number, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, ADMIN_MESSAGES.accountNotFound);
    if (account.status !== 'Deactive') throw refused(ADMIN_MESSAGES.notDeactivated);
    const [showroom] = await tx
      .select({ id: shop_profiles.id })
      .from(shop_profiles)
      .where(eq(shop_profiles.user_id, userId));
    const status: UserStatus =
      account.type === 'User' ? 'Active' : account.type === 'Vendor' || showroom ? 'Approve' : 'Pending';
    const now = deps.clock.now();
    await tx.update(users).set({ status, updated_at: now }).where(eq(users.id, userId));
    await recordAdminAction(tx, {
      actor,
      action: 'account.reactivate',
      subject: { type: 'user', id: userId },
      before: { status: account.status },
      after: { status },
      at: now,
    });
    return { user_id: userId, status };
  });
}
