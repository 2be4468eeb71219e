import { hashPassword } from '../../lib/passwords.ts';
import { users } from '../../modules/identity/users-schema.ts';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

export type SeedUser = Omit<typeof users.$inferInsert, 'id' | 'password_hash'>;

/**
 * Inserts users who all sign in with the demo password (each with its own salt), and returns their
 * ids by email. Rows must be built before calling: hashing is parallel, so any faker call made after
 * an await would run in a non-deterministic order.
 */
export async function insertUsers(db: Database, rows: readonly SeedUser[]): Promise<Map<string, number>> {
  const hashes = await Promise.all(rows.map(() => hashPassword(DEMO_ACCOUNTS.password)));
  const inserted = await db
    .insert(users)
    .values(rows.map((row, index) => ({ ...row, password_hash: hashes[index]! })))
    .returning({ id: users.id, email: users.email });
  return new Map(inserted.map((user) => [user.email, user.id]));
}
