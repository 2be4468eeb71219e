import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from './pro-filters.ts';
import { shop_profiles } from './showrooms-schema.ts';

/** `showroomId` when it is the user id of an Active/Approve pro with a showroom, else null. */
export async function findActiveShowroom(
  db: Database,
  showroomId: number | undefined,
): Promise<number | null> {
  if (!showroomId) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
    .where(and(eq(users.id, showroomId), activeProCondition()))
    .limit(1);
  return row?.id ?? null;
}
