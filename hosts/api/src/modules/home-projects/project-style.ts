import { type StyleProfile, styleProfileSchema } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';

/**
 * The style profile designers are ranked by: the project's own survey answer, else its homeowner's
 * (decision 0103). A stored value that no longer reads as a profile ranks nothing.
 */
export async function projectStyleProfile(db: Database, projectId: number): Promise<StyleProfile | null> {
  const [row] = await db
    .select({ project: projects.style_profile, owner: users.style_profile })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.user_id))
    .where(eq(projects.id, projectId));
  const parsed = styleProfileSchema.safeParse(row?.project ?? row?.owner);
  return parsed.success ? parsed.data : null;
}
