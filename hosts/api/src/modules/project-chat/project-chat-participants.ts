import type { ProjectChatParticipant, ProjectRole } from '@showroom/contract/projects';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../identity/users-schema.ts';
import { displayName } from './display-name.ts';
import { project_chat_reads } from './project-chat-schema.ts';

/** The part of a project its chat reads: who owns it and whose showroom it is in. */
export interface ChatProject {
  id: number;
  user_id: number | null;
  showroom_id: number | null;
}

/** A project's participants now (the foundation's access rule lists them) and each one's role. */
export interface ChatParticipants {
  ids: readonly number[];
  roleOf: (userId: number) => ProjectRole;
}

/**
 * Roles follow the access rule's three ways in: the owner, the showroom's pro, anyone else listed is a
 * hired designer. A former participant's old messages keep the role their place gives them.
 */
export function chatParticipants(project: ChatProject, ids: readonly number[]): ChatParticipants {
  return {
    ids,
    roleOf: (userId) =>
      userId === project.user_id ? 'owner' : userId === project.showroom_id ? 'pro' : 'designer',
  };
}

/** Each participant with a name and the newest message they have read. */
export async function describeParticipants(
  db: Database,
  projectId: number,
  participants: ChatParticipants,
): Promise<ProjectChatParticipant[]> {
  if (participants.ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      first: users.first_name,
      last: users.last_name,
      read: project_chat_reads.last_read_message_id,
    })
    .from(users)
    .leftJoin(
      project_chat_reads,
      and(eq(project_chat_reads.user_id, users.id), eq(project_chat_reads.project_id, projectId)),
    )
    .where(inArray(users.id, [...participants.ids]))
    .orderBy(users.id);
  return rows.map((row) => ({
    id: row.id,
    name: displayName(row.first, row.last),
    role: participants.roleOf(row.id),
    last_read_message_id: row.read,
  }));
}
