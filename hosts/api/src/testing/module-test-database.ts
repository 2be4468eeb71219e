import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../modules/identity/users-schema.ts';
import { TEST_SITE_ORIGIN } from './test-app.ts';
import { openSeededTestDatabase } from './test-database.ts';

/**
 * The seeded database the route tests use (same seed, so PGlite reuses its snapshot), for a module's
 * tests that call its service directly, without HTTP.
 */
export const openModuleTestDatabase = (products = 60): Promise<DatabaseHandle> =>
  openSeededTestDatabase({ products, siteOrigins: [TEST_SITE_ORIGIN, 'http://127.0.0.1:8081'] });

/** The id of the seeded user with this e-mail (a demo account). */
export async function userIdOf(handle: DatabaseHandle, email: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
