import { PRO_TYPES } from '@showroom/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import { project_designers } from './project-designers-schema.ts';

/** How a caller takes part in a project (issue #25). */
export type ProjectRole = 'owner' | 'pro' | 'designer';

export interface ProjectAccess {
  project: { id: number; ownerId: number; showroomId: number | null; sharedWithProAt: Date | null };
  role: ProjectRole;
}

/**
 * The one rule of who takes part in a project: its homeowner; the showroom's pro once the homeowner
 * shared it; a designer the homeowner hired. Carts are not projects here. Null for anyone else and for a
 * project that does not exist, so callers answer both alike (404) and leak nothing.
 */
export async function findProjectAccess(
  db: Database,
  projectId: number,
  user: Pick<SessionUser, 'id' | 'type'>,
): Promise<ProjectAccess | null> {
  const [row] = await db
    .select({
      id: projects.id,
      ownerId: projects.user_id,
      showroomId: projects.showroom_id,
      sharedWithProAt: projects.shared_with_pro_at,
      hiredDesignerId: project_designers.designer_id,
    })
    .from(projects)
    .leftJoin(
      project_designers,
      and(
        eq(project_designers.project_id, projects.id),
        eq(project_designers.designer_id, user.id),
        eq(project_designers.status, 'hired'),
      ),
    )
    .where(and(eq(projects.id, projectId), eq(projects.is_cart, false), isNotNull(projects.user_id)));
  if (!row || row.ownerId === null) return null;
  const project = {
    id: row.id,
    ownerId: row.ownerId,
    showroomId: row.showroomId,
    sharedWithProAt: row.sharedWithProAt,
  };
  if (user.type === 'User' && row.ownerId === user.id) return { project, role: 'owner' };
  if (!(PRO_TYPES as readonly string[]).includes(user.type)) return null;
  if (row.hiredDesignerId === user.id) return { project, role: 'designer' };
  if (row.sharedWithProAt !== null && row.showroomId === user.id) return { project, role: 'pro' };
  return null;
}

/**
 * Everyone taking part in a project: the ones a message, a checklist change or a new photo is for.
 * Empty for a project that does not exist or is a cart.
 */
export async function projectParticipantIds(db: Database, projectId: number): Promise<number[]> {
  const [row] = await db
    .select({
      ownerId: projects.user_id,
      showroomId: projects.showroom_id,
      shared: projects.shared_with_pro_at,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.is_cart, false)));
  if (!row || row.ownerId === null) return [];
  const designers = await db
    .select({ id: project_designers.designer_id })
    .from(project_designers)
    .where(and(eq(project_designers.project_id, projectId), eq(project_designers.status, 'hired')));
  const ids = [row.ownerId, ...designers.map((designer) => designer.id)];
  if (row.shared !== null && row.showroomId !== null) ids.push(row.showroomId);
  return [...new Set(ids)];
}
