import type { StyleProfile } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { ownProject } from './project-rows.ts';

/** The homeowner's style profile, null until they took the survey. */
export async function styleProfileOf(db: Database, userId: number): Promise<StyleProfile | null> {
  const [row] = await db.select({ profile: users.style_profile }).from(users).where(eq(users.id, userId));
  return row?.profile ?? null;
}

/**
 * Stores the survey's answer on the homeowner and, when it was taken for one of their projects, on that
 * project in the same transaction. False (and nothing stored) when the project is not theirs.
 */
export async function saveStyleProfile(
  db: Database,
  userId: number,
  profile: StyleProfile,
  projectId: number | undefined,
  clock: Clock,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (projectId !== undefined) {
      const updated = await tx
        .update(projects)
        .set({ style_profile: profile, updated_at: clock.now() })
        .where(ownProject(userId, projectId))
        .returning({ id: projects.id });
      if (updated.length === 0) return false;
    }
    await tx.update(users).set({ style_profile: profile }).where(eq(users.id, userId));
    return true;
  });
}
