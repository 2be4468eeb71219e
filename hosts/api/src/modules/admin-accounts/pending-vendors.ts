import type { PendingVendor } from '@showroom/contract/admin';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { invites } from '../invites/invites-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/**
 * Vendors waiting for approval (accounts made from a pro's invitation, issue #23), oldest first, with
 * their company and the showroom that invited them.
 */
export async function listPendingVendors(db: Database): Promise<PendingVendor[]> {
  const inviter = alias(shop_profiles, 'inviter');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_name: vendor_profiles.company_name,
      invited_by: inviter.company_name,
      email_verified_at: users.email_verified_at,
      applied_at: users.created_at,
    })
    .from(users)
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, users.id))
    .leftJoin(invites, and(eq(invites.joined_user_id, users.id), eq(invites.kind, 'vendor')))
    .leftJoin(inviter, eq(inviter.user_id, invites.showroom_id))
    .where(and(eq(users.type, 'Vendor'), eq(users.status, 'Pending')))
    .orderBy(asc(users.created_at), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name ?? '',
    invited_by: row.invited_by,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    applied_at: row.applied_at.toISOString(),
  }));
}
