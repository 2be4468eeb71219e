import { PRO_TYPES } from '@showroom/contract';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import type { ProjectRole } from './project-access.ts';
import { project_designers } from './project-designers-schema.ts';

/** One project a user takes part in, and how. */
export interface ParticipantProject {
  id: number;
  role: ProjectRole;
}

/**
 * The projects `findProjectAccess` would let the user into, as a list (the caller's checklists, chats):
 * a homeowner's own; for a pro or designer, the ones they were hired on (role designer) and their
 * showroom's shared ones (role pro). Newest change first.
 */
export async function participantProjects(
  db: Database,
  user: Pick<SessionUser, 'id' | 'type'>,
): Promise<ParticipantProject[]> {
  const notCart = and(eq(projects.is_cart, false), isNotNull(projects.user_id));
  if (user.type === 'User') {
    const rows = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(notCart, eq(projects.user_id, user.id)))
      .orderBy(desc(projects.updated_at), desc(projects.id));
    return rows.map((row) => ({ id: row.id, role: 'owner' }));
  }
  if (!(PRO_TYPES as readonly string[]).includes(user.type)) return [];
  const rows = await db
    .select({ id: projects.id, hired: sql<boolean>`${project_designers.id} is not null` })
    .from(projects)
    .leftJoin(
      project_designers,
      and(
        eq(project_designers.project_id, projects.id),
        eq(project_designers.designer_id, user.id),
        eq(project_designers.status, 'hired'),
      ),
    )
    .where(
      and(
        notCart,
        or(
          isNotNull(project_designers.id),
          and(eq(projects.showroom_id, user.id), isNotNull(projects.shared_with_pro_at)),
        ),
      ),
    )
    .orderBy(desc(projects.updated_at), desc(projects.id));
  return rows.map((row) => ({ id: row.id, role: row.hired ? 'designer' : 'pro' }));
}
