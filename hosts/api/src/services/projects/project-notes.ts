import type { Project } from '@showroom/contract/cart';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

const projectColumns = {
  id: projects.id,
  is_cart: projects.is_cart,
  showroom_id: projects.showroom_id,
  extra_info: projects.extra_info,
  created_at: projects.created_at,
  updated_at: projects.updated_at,
};
type ProjectRow = { [K in keyof typeof projectColumns]: (typeof projects.$inferSelect)[K] };

const ownedBy = (userId: number, id: number) => and(eq(projects.id, id), eq(projects.user_id, userId));

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    is_cart: row.is_cart,
    // 0 (the spec's "no showroom") only if the pro's account was deleted.
    showroom: row.showroom_id ?? 0,
    extra_info: row.extra_info ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `GET /api/projectCart/{id}`: the user's own project (a cart is one too); null for anyone else's. */
export async function findOwnProject(db: Database, userId: number, id: number): Promise<Project | null> {
  const [row] = await db.select(projectColumns).from(projects).where(ownedBy(userId, id));
  return row ? toProject(row) : null;
}

/**
 * `PUT /api/projectCart/{id}`: replaces the extra_info of the user's own project (null clears it, to
 * SQL null); null for anyone else's project, which stays untouched.
 */
export async function setExtraInfo(
  db: Database,
  userId: number,
  id: number,
  extraInfo: unknown,
  clock: Clock,
): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({ extra_info: extraInfo ?? null, updated_at: clock.now() })
    .where(ownedBy(userId, id))
    .returning(projectColumns);
  return row ? toProject(row) : null;
}
