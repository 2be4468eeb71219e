import { asc, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../modules/identity/users-schema.ts';

/**
 * The e-mail of the seed's `index`-th extra homeowner (type User, Active, verified, nothing of their
 * own yet): a second homeowner for tests of what one user may do to another's data.
 */
export async function extraHomeownerEmail(db: Database, index = 0): Promise<string> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, '%@homeowners.showroom.test'))
    .orderBy(asc(users.id))
    .offset(index)
    .limit(1);
  if (!row) throw new Error(`the seed has no extra homeowner #${index}`);
  return row.email;
}
