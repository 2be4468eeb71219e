import type { ProjectChatSummary } from '@showroom/contract/projects';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import { users } from '../identity/users-schema.ts';
import { participantProjects, projectName, projectNameColumns } from '../project-access/index.ts';
import { displayName } from './display-name.ts';
import { lastMessages, type MessageFiles } from './project-chat-messages.ts';
import { chatParticipants } from './project-chat-participants.ts';
import { unreadCounts } from './project-chat-reads.ts';

/**
 * The caller's chats (every project they take part in), newest activity first, each with its last
 * message and how many messages of others they have not read, and the total of those.
 */
export async function chatList(
  db: Database,
  user: Pick<SessionUser, 'id' | 'type'>,
  filesOf: MessageFiles,
): Promise<{ chats: ProjectChatSummary[]; unread_total: number }> {
  const taking = await participantProjects(db, user);
  if (taking.length === 0) return { chats: [], unread_total: 0 };
  const ids = taking.map((entry) => entry.id);
  const rows = await db
    .select({
      ...projectNameColumns,
      user_id: projects.user_id,
      showroom_id: projects.showroom_id,
      owner_first: users.first_name,
      owner_last: users.last_name,
      updated_at: projects.updated_at,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.user_id))
    .where(inArray(projects.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const roleOf = (projectId: number, userId: number) => {
    const project = byId.get(projectId);
    return project ? chatParticipants(project, []).roleOf(userId) : 'designer';
  };
  const [last, unread] = await Promise.all([
    lastMessages(db, ids, roleOf, filesOf),
    unreadCounts(db, user.id, ids),
  ]);
  const chats = taking.flatMap(({ id: projectId, role }): ProjectChatSummary[] => {
    const project = byId.get(projectId);
    if (!project) return [];
    return [
      {
        project_id: projectId,
        project_name: projectName(project),
        owner_name: displayName(project.owner_first, project.owner_last),
        role,
        last_message: last.get(projectId) ?? null,
        unread_count: unread.get(projectId) ?? 0,
      },
    ];
  });
  const activity = (chat: ProjectChatSummary) => chat.last_message?.id ?? 0;
  chats.sort((a, b) => activity(b) - activity(a) || b.project_id - a.project_id);
  return { chats, unread_total: chats.reduce((sum, chat) => sum + chat.unread_count, 0) };
}
