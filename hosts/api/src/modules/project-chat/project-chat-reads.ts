import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { project_chat_messages, project_chat_reads } from './project-chat-schema.ts';

/**
 * Moves `userId`'s read mark in a project's chat up to `messageId` (never back: a late request from an
 * older tab cannot make read messages unread again). Answers whether it moved.
 */
export async function markChatRead(
  db: Database,
  clock: Clock,
  projectId: number,
  userId: number,
  messageId: number,
): Promise<boolean> {
  const moved = await db
    .insert(project_chat_reads)
    .values({ project_id: projectId, user_id: userId, last_read_message_id: messageId, read_at: clock.now() })
    .onConflictDoUpdate({
      target: [project_chat_reads.project_id, project_chat_reads.user_id],
      set: { last_read_message_id: messageId, read_at: clock.now() },
      setWhere: sql`${project_chat_reads.last_read_message_id} < ${messageId}`,
    })
    .returning({ id: project_chat_reads.last_read_message_id });
  return moved.length > 0;
}

/** Whether `messageId` is a message of this project's chat. */
export async function isChatMessageOf(db: Database, projectId: number, messageId: number) {
  const [row] = await db
    .select({ id: project_chat_messages.id })
    .from(project_chat_messages)
    .where(and(eq(project_chat_messages.id, messageId), eq(project_chat_messages.project_id, projectId)));
  return row !== undefined;
}

/** Per project: the messages others wrote that `userId` has not read. */
export async function unreadCounts(
  db: Database,
  userId: number,
  projectIds: readonly number[],
): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ project_id: project_chat_messages.project_id, n: count() })
    .from(project_chat_messages)
    .leftJoin(
      project_chat_reads,
      and(
        eq(project_chat_reads.project_id, project_chat_messages.project_id),
        eq(project_chat_reads.user_id, userId),
      ),
    )
    .where(
      and(
        inArray(project_chat_messages.project_id, [...projectIds]),
        or(isNull(project_chat_messages.sender_id), ne(project_chat_messages.sender_id, userId)),
        or(
          isNull(project_chat_reads.last_read_message_id),
          gt(project_chat_messages.id, project_chat_reads.last_read_message_id),
        ),
      ),
    )
    .groupBy(project_chat_messages.project_id);
  return new Map(rows.map((row) => [row.project_id, row.n]));
}
