import { PRO_TYPES } from '@showroom/contract';
import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import type { ProjectRole } from './project-access.ts';
import { project_designers } from './project-designers-schema.ts';

/**
 * Every project `user` takes part in, and how: `findProjectAccess`'s rule read the other way round
 * (for lists: the chats of the header's count, the pros' Projects screen), so the two answer alike.
 * A homeowner's own non-cart projects; for a pro, those their showroom's homeowners shared and those
 * they are hired on as a designer.
 */
export async function participantProjects(
  db: Database,
  user: Pick<SessionUser, 'id' | 'type'>,
): Promise<{ projectId: number; role: ProjectRole }[]> {
  const isPro = (PRO_TYPES as readonly string[]).includes(user.type);
  if (user.type !== 'User' && !isPro) return [];
  const hired = db
    .select({ id: project_designers.id })
    .from(project_designers)
    .where(
      and(
        eq(project_designers.project_id, projects.id),
        eq(project_designers.designer_id, user.id),
        eq(project_designers.status, 'hired'),
      ),
    );
  const rows = await db
    .select({
      id: projects.id,
      ownerId: projects.user_id,
      showroomId: projects.showroom_id,
      hired: sql<boolean>`exists (${hired})`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.is_cart, false),
        isNotNull(projects.user_id),
        user.type === 'User'
          ? eq(projects.user_id, user.id)
          : or(exists(hired), and(eq(projects.showroom_id, user.id), isNotNull(projects.shared_with_pro_at))),
      ),
    );
  // The same order of roles as findProjectAccess: owner, then a hire, then the showroom's pro.
  return rows.map((row) => ({
    projectId: row.id,
    role: user.type === 'User' ? 'owner' : row.hired ? 'designer' : 'pro',
  }));
}
