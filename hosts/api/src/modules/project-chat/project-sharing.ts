import { formatMessage, proProjectPath } from '@showroom/contract';
import { PROJECT_CHAT_MESSAGES } from '@showroom/contract/projects';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { publishLiveEvent } from '../../providers/live-events/live-event-log.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { createNotification } from '../notifications/index.ts';
import { projectName, projectNameColumns } from '../project-access/index.ts';
import { displayName } from './display-name.ts';

/**
 * `share_to_contractor` (spec §7): the owner lets their showroom's pro into the project (the access
 * rule admits the pro from then on). The pro gets a notification and the Projects screen hears it
 * live. Sharing again changes nothing and says so; a project without a showroom has no pro: 422.
 * Answers the message to toast.
 */
export async function shareWithPro(
  db: Database,
  clock: Clock,
  projectId: number,
  ownerId: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({
        ...projectNameColumns,
        showroom_id: projects.showroom_id,
        first: users.first_name,
        last: users.last_name,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.user_id))
      .where(and(eq(projects.id, projectId), eq(projects.user_id, ownerId)));
    if (!project) throw new Error('the access rule admitted the owner of a project it cannot read');
    if (project.showroom_id === null) {
      throw fieldError('projectId', PROJECT_CHAT_MESSAGES.shareNoShowroom);
    }
    // Only the first share notifies: two tabs sharing at once set it once.
    const shared = await tx
      .update(projects)
      .set({ shared_with_pro_at: clock.now() })
      .where(and(eq(projects.id, projectId), isNull(projects.shared_with_pro_at)))
      .returning({ id: projects.id });
    if (shared.length === 0) return PROJECT_CHAT_MESSAGES.shareAlready;
    await createNotification(
      tx,
      project.showroom_id,
      {
        title: PROJECT_CHAT_MESSAGES.sharedNotificationTitle,
        message: formatMessage(PROJECT_CHAT_MESSAGES.sharedNotificationText, {
          name: displayName(project.first, project.last),
          project: projectName(project),
        }),
        link: proProjectPath(projectId),
      },
      clock,
    );
    await publishLiveEvent(tx, [project.showroom_id], { kind: 'project_shared', project_id: projectId });
    return PROJECT_CHAT_MESSAGES.shareSuccess;
  });
}
