import { z } from 'zod/mini';

/**
 * The project chat's live events (decision 0107, on the stream of decision 0093). Each is small: a
 * screen that shows more refetches it.
 */

/** A new message in a project's chat: every participant hears it (the sender's other tabs too). */
export const projectChatMessageEventSchema = z.object({
  kind: z.literal('project_chat_message'),
  project_id: z.int(),
  message_id: z.int(),
  sender_id: z.int(),
});

/** Someone is typing in a project's chat: the other participants hear it; shown a few seconds only. */
export const projectChatTypingEventSchema = z.object({
  kind: z.literal('project_chat_typing'),
  project_id: z.int(),
  user_id: z.int(),
  name: z.string(),
  /** When it was typed (ISO): a replayed notice older than the shown time is skipped. */
  at: z.string(),
});

/** A participant read the chat up to a message: the read marks, and the unread counts of their tabs. */
export const projectChatReadEventSchema = z.object({
  kind: z.literal('project_chat_read'),
  project_id: z.int(),
  user_id: z.int(),
  message_id: z.int(),
});

/** A homeowner shared a project with the pro: the pro's Projects screen lists it again. */
export const projectSharedEventSchema = z.object({
  kind: z.literal('project_shared'),
  project_id: z.int(),
});
