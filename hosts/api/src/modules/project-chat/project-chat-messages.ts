import {
  PROJECT_CHAT,
  PROJECT_CHAT_MESSAGES,
  PROJECT_FILE_MESSAGES,
  type ProjectChatMessage,
  type ProjectFile,
  type ProjectRole,
  type ValidProjectChatPost,
} from '@showroom/contract/projects';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { publishLiveEvent } from '../../providers/live-events/live-event-log.ts';
import { products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';
import { attachChatFiles } from '../project-files/index.ts';
import { displayName } from './display-name.ts';
import type { ChatParticipants } from './project-chat-participants.ts';
import { markChatRead } from './project-chat-reads.ts';
import { project_chat_messages } from './project-chat-schema.ts';

/** What a message row reads as, with its author and product. */
const messageColumns = {
  id: project_chat_messages.id,
  project_id: project_chat_messages.project_id,
  sender_id: project_chat_messages.sender_id,
  sender_first: users.first_name,
  sender_last: users.last_name,
  kind: project_chat_messages.kind,
  message: project_chat_messages.message,
  quantity: project_chat_messages.quantity,
  created_at: project_chat_messages.created_at,
  product_hash: products.hash,
  product_name: products.name,
  product_photo: products.photo,
};

type MessageRow = {
  id: number;
  project_id: number;
  sender_id: number | null;
  sender_first: string | null;
  sender_last: string | null;
  kind: ProjectChatMessage['kind'];
  message: string;
  quantity: number | null;
  created_at: Date;
  product_hash: string | null;
  product_name: string | null;
  product_photo: string | null;
};

/** The files sent with these messages of one project, with links for the viewer (the files module). */
export type MessageFiles = (projectId: number, messageIds: readonly number[]) => Promise<ProjectFile[]>;

function toMessage(
  row: MessageRow,
  roleOf: (userId: number) => ProjectRole,
  files: readonly ProjectFile[] = [],
): ProjectChatMessage {
  return {
    id: row.id,
    project_id: row.project_id,
    sender:
      row.sender_id === null
        ? null
        : {
            id: row.sender_id,
            name: displayName(row.sender_first, row.sender_last),
            role: roleOf(row.sender_id),
          },
    kind: row.kind,
    message: row.message,
    product:
      row.product_hash === null || row.product_name === null
        ? null
        : { hash: row.product_hash, name: row.product_name, photo: row.product_photo },
    quantity: row.quantity,
    files: files.filter((file) => file.message_id === row.id),
    created_at: row.created_at.toISOString(),
  };
}

function selectMessages(db: Database) {
  return db
    .select(messageColumns)
    .from(project_chat_messages)
    .leftJoin(users, eq(users.id, project_chat_messages.sender_id))
    .leftJoin(products, eq(products.id, project_chat_messages.product_id));
}

/** A page of a project's chat, oldest first: the newest page, or the one before `before`. */
export async function chatPage(
  db: Database,
  projectId: number,
  participants: ChatParticipants,
  filesOf: MessageFiles,
  before?: number,
): Promise<{ messages: ProjectChatMessage[]; hasOlder: boolean }> {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(project_chat_messages.project_id, projectId),
        before === undefined ? undefined : lt(project_chat_messages.id, before),
      ),
    )
    .orderBy(desc(project_chat_messages.id))
    .limit(PROJECT_CHAT.pageSize + 1);
  const page = rows.slice(0, PROJECT_CHAT.pageSize).reverse();
  const files = await filesOf(
    projectId,
    page.map((row) => row.id),
  );
  return {
    messages: page.map((row) => toMessage(row, participants.roleOf, files)),
    hasOlder: rows.length > PROJECT_CHAT.pageSize,
  };
}

/** The newest message of each of these projects' chats. */
export async function lastMessages(
  db: Database,
  projectIds: readonly number[],
  roleOf: (projectId: number, userId: number) => ProjectRole,
  filesOf: MessageFiles,
): Promise<Map<number, ProjectChatMessage>> {
  if (projectIds.length === 0) return new Map();
  const newest = db
    .select({ id: sql<number>`max(${project_chat_messages.id})`.as('id') })
    .from(project_chat_messages)
    .where(inArray(project_chat_messages.project_id, [...projectIds]))
    .groupBy(project_chat_messages.project_id);
  const rows = await selectMessages(db).where(inArray(project_chat_messages.id, newest));
  const messages = await Promise.all(
    rows.map(async (row) => {
      const files = await filesOf(row.project_id, [row.id]);
      return [row.project_id, toMessage(row, (userId) => roleOf(row.project_id, userId), files)] as const;
    }),
  );
  return new Map(messages);
}

/**
 * Stores `body` from `sender` and tells every participant (the sender's other tabs too) in the same
 * transaction: the event exists exactly when the message does. The sender has read their own message.
 */
export async function postChatMessage(
  db: Database,
  clock: Clock,
  projectId: number,
  sender: number,
  participants: ChatParticipants,
  body: ValidProjectChatPost,
  filesOf: MessageFiles,
): Promise<ProjectChatMessage> {
  const stored = await db.transaction(async (tx) => {
    let productId: number | null = null;
    if (body.kind !== 'text') {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.hash, body.product ?? ''), isNull(products.archived_at)));
      if (!product) {
        throw fieldError('product', PROJECT_CHAT_MESSAGES.productNotFound);
      }
      productId = product.id;
    }
    const [row] = await tx
      .insert(project_chat_messages)
      .values({
        project_id: projectId,
        sender_id: sender,
        kind: body.kind,
        message: body.message,
        product_id: productId,
        quantity: body.kind === 'checklist_item' ? (body.quantity ?? 1) : null,
        created_at: clock.now(),
      })
      .returning({ id: project_chat_messages.id });
    if (!row) throw new Error('chat message not written');
    // Only the sender's own uploads to this project not yet sent are attached; any other id refuses all.
    const attached = await attachChatFiles(tx, projectId, sender, body.files, row.id);
    if (attached.length !== new Set(body.files).size) {
      throw fieldError('files', PROJECT_FILE_MESSAGES.fileNotFound);
    }
    await markChatRead(tx, clock, projectId, sender, row.id);
    await publishLiveEvent(tx, participants.ids, {
      kind: 'project_chat_message',
      project_id: projectId,
      message_id: row.id,
      sender_id: sender,
    });
    const [message] = await selectMessages(tx).where(eq(project_chat_messages.id, row.id));
    if (!message) throw new Error('chat message not read back');
    return message;
  });
  return toMessage(stored, participants.roleOf, await filesOf(projectId, [stored.id]));
}
