import type { PendingPro } from '@showroom/contract/pro';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../identity/users-schema.ts';
import { PRO_TYPES } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { pro_applications } from './pro-applications-schema.ts';

/**
 * Contractors and Designers waiting for approval, oldest application first. A pending pro without an
 * application (made by hand or by an older seed, some with a showroom already) is listed too, with
 * what is known, so an admin can still approve them.
 */
export async function listPendingPros(db: Database): Promise<PendingPro[]> {
  const appliedAt = sql<Date>`coalesce(${pro_applications.created_at}, ${users.created_at})`;
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_name: sql<string>`coalesce(${pro_applications.company_name}, ${shop_profiles.company_name}, '')`,
      licence_number: pro_applications.licence_number,
      phone: users.phone_number,
      zip_code: users.zip_code,
      service_area: pro_applications.service_area,
      email_verified_at: users.email_verified_at,
      applied_at: appliedAt,
    })
    .from(users)
    .leftJoin(pro_applications, eq(pro_applications.user_id, users.id))
    .leftJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
    .where(and(inArray(users.type, [...PRO_TYPES]), eq(users.status, 'Pending')))
    .orderBy(asc(appliedAt), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as PendingPro['type'],
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    licence_number: row.licence_number ?? '',
    phone: row.phone ?? '',
    zip_code: row.zip_code ?? '',
    service_area: row.service_area ?? '',
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    applied_at: new Date(row.applied_at).toISOString(),
  }));
}
