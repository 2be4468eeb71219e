import type { Project } from '@showroom/contract/cart';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from './projects-schema.ts';

const projectColumns = {
  id: projects.id,
  is_cart: projects.is_cart,
  showroom_id: projects.showroom_id,
  extra_info: projects.extra_info,
  floorplan: projects.floorplan,
  floor_template: projects.floor_template,
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
    floorplan: row.floorplan ?? null,
    floorTemplate: row.floor_template ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `GET /api/projectCart/{id}`: the user's own project (a cart is one too); null for anyone else's. */
export async function findOwnProject(db: Database, userId: number, id: number): Promise<Project | null> {
  const [row] = await db.select(projectColumns).from(projects).where(ownedBy(userId, id));
  return row ? toProject(row) : null;
}

/** What `PUT /api/projectCart/{id}` changes: each field given replaces the stored one. */
export interface ProjectChanges {
  extra_info?: unknown;
  floorplan?: unknown;
  floorTemplate?: unknown;
}

/**
 * `PUT /api/projectCart/{id}`: changes the user's own project (`extra_info: null` clears the notes,
 * to SQL null; a field left out stays). A design (floorplan, floorTemplate) is only saved to a
 * project, never to a cart. Null for anyone else's project (or a cart given a design), which stays
 * untouched.
 */
export async function updateProject(
  db: Database,
  userId: number,
  id: number,
  changes: ProjectChanges,
  clock: Clock,
): Promise<Project | null> {
  const design = changes.floorplan !== undefined || changes.floorTemplate !== undefined;
  const [row] = await db
    .update(projects)
    .set({
      ...(changes.extra_info !== undefined && { extra_info: changes.extra_info ?? null }),
      ...(changes.floorplan !== undefined && { floorplan: changes.floorplan ?? null }),
      ...(changes.floorTemplate !== undefined && { floor_template: changes.floorTemplate ?? null }),
      updated_at: clock.now(),
    })
    .where(design ? and(ownedBy(userId, id), eq(projects.is_cart, false)) : ownedBy(userId, id))
    .returning(projectColumns);
  return row ? toProject(row) : null;
}
