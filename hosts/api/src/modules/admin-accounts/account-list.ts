import type { AdminAccount, AdminAccountFilters } from '@showroom/contract/admin';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** A pro's showroom or a vendor's company: the name an admin knows the account by. */
const companyName = sql<
  string | null
>`coalesce(${shop_profiles.company_name}, ${vendor_profiles.company_name})`;

function conditionsOf(filters: AdminAccountFilters): SQL | undefined {
  // Admins are not listed: the console never deactivates one (decision 0095).
  const conditions: SQL[] = [ne(users.type, 'Admin')];
  if (filters.type) conditions.push(eq(users.type, filters.type));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const search = or(
      ilike(users.email, pattern),
      ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
      ilike(companyName, pattern),
    );
    if (search) conditions.push(search);
  }
  return and(...conditions);
}

/** One page of the accounts an admin may approve or deactivate, newest first, and how many match. */
export async function listAccounts(
  db: Database,
  filters: AdminAccountFilters,
  page: number,
  perPage: number,
): Promise<{ items: AdminAccount[]; total: number }> {
  const where = conditionsOf(filters);
  const from = () =>
    db
      .select({
        id: users.id,
        type: users.type,
        status: users.status,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        company_name: companyName,
        created_at: users.created_at,
      })
      .from(users)
      .leftJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
      .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, users.id));
  const [rows, [counted]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
      .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, users.id))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      company_name: row.company_name,
      created_at: row.created_at.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
