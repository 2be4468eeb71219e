import { randomUUID } from 'node:crypto';
import type { ProjectFile, ProjectFileVariant } from '@showroom/contract/projects';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { project_rooms } from '../carts/project-rooms-schema.ts';
import { users } from '../identity/users-schema.ts';
import { linkExpiry, signedFileLink } from './file-links.ts';
import { project_files } from './project-files-schema.ts';
import type { CheckedUpload } from './upload-check.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ProjectFilesDeps {
  db: Database;
  clock: Clock;
  /** Signs the links (several processes share APP_KEY, so a link made by one opens on another). */
  appKey: string;
}

/** The longest original name kept (display only). */
const MAX_NAME_LENGTH = 255;

const LISTED = {
  token: project_files.token,
  project_id: project_files.project_id,
  room_id: project_files.room_id,
  message_id: project_files.message_id,
  kind: project_files.kind,
  name: project_files.name,
  size: project_files.size,
  width: project_files.width,
  height: project_files.height,
  created_at: project_files.created_at,
  uploader_id: project_files.uploader_id,
  uploader_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
};

const selectListed = (tx: Database | Transaction) =>
  tx.select(LISTED).from(project_files).innerJoin(users, eq(users.id, project_files.uploader_id));

type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];

/** A row as the API answers it, with links that open it for `viewerId` until they expire. */
function withLinks(deps: ProjectFilesDeps, row: ListedRow, viewerId: number): ProjectFile {
  const expiresAt = linkExpiry(deps.clock.now());
  const link = (variant: ProjectFileVariant) =>
    signedFileLink(deps.appKey, { fileId: row.token, variant, viewerId, expiresAt });
  return {
    id: row.token,
    project_id: row.project_id,
    room_id: row.room_id,
    message_id: row.message_id,
    kind: row.kind,
    name: row.name,
    size: row.size,
    width: row.width,
    height: row.height,
    uploaded_by: { id: row.uploader_id, name: row.uploader_name },
    created_at: row.created_at.toISOString(),
    url: link('full'),
    thumb_url: row.kind === 'photo' ? link('thumb') : null,
    links_expire_at: new Date(expiresAt * 1000).toISOString(),
  };
}

async function listed(
  deps: ProjectFilesDeps,
  tx: Database | Transaction,
  where: SQL | undefined,
  viewerId: number,
): Promise<ProjectFile[]> {
  const rows = await selectListed(tx)
    .where(where)
    .orderBy(asc(project_files.created_at), asc(project_files.id));
  return rows.map((row) => withLinks(deps, row, viewerId));
}

/** True when the room is one of the project's (locked for a change of its photos when `lock`). */
async function roomOfProject(
  tx: Database | Transaction,
  projectId: number,
  roomId: number,
  lock: boolean,
): Promise<boolean> {
  const query = tx
    .select({ id: project_rooms.id })
    .from(project_rooms)
    .where(and(eq(project_rooms.id, roomId), eq(project_rooms.project_id, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

/** A room's photos, oldest first; null when the room is not the project's. */
export async function listRoomPhotos(
  deps: ProjectFilesDeps,
  projectId: number,
  roomId: number,
  viewerId: number,
): Promise<ProjectFile[] | null> {
  if (!(await roomOfProject(deps.db, projectId, roomId, false))) return null;
  const where = and(eq(project_files.project_id, projectId), eq(project_files.room_id, roomId));
  return listed(deps, deps.db, where, viewerId);
}

/**
 * The files of projects the viewer takes part in, oldest first: every room photo and chat file of one
 * project (the chat's `room_files`), or of all the viewer's chats (`?t=files`). The caller has checked
 * the viewer's part in each project.
 */
export async function listProjectFiles(
  deps: ProjectFilesDeps,
  projectIds: readonly number[],
  viewerId: number,
): Promise<ProjectFile[]> {
  if (projectIds.length === 0) return [];
  return listed(deps, deps.db, inArray(project_files.project_id, [...projectIds]), viewerId);
}

/** Fresh links to the files of some chat messages (what the chat shows with each message). */
export async function listMessageFiles(
  deps: ProjectFilesDeps,
  projectId: number,
  messageIds: readonly number[],
  viewerId: number,
): Promise<ProjectFile[]> {
  if (messageIds.length === 0) return [];
  const where = and(
    eq(project_files.project_id, projectId),
    inArray(project_files.message_id, [...messageIds]),
  );
  return listed(deps, deps.db, where, viewerId);
}

/** What keeping an upload gives: the file, or why there is none. */
export type AddOutcome = { file: ProjectFile } | { problem: 'missingRoom' | 'full' };

interface NewFile {
  projectId: number;
  roomId: number | null;
  uploaderId: number;
  fileName: string;
  size: number;
  upload: Exclude<CheckedUpload, { problem: unknown }>;
}

async function inserted(deps: ProjectFilesDeps, tx: Transaction, file: NewFile): Promise<ProjectFile> {
  const token = randomUUID();
  const { upload } = file;
  await tx.insert(project_files).values({
    token,
    project_id: file.projectId,
    room_id: file.roomId,
    uploader_id: file.uploaderId,
    kind: upload.kind,
    name: file.fileName.slice(0, MAX_NAME_LENGTH),
    size: file.size,
    width: upload.kind === 'photo' ? upload.width : null,
    height: upload.kind === 'photo' ? upload.height : null,
    thumb: upload.kind === 'photo' ? upload.thumb : null,
    content: upload.kind === 'photo' ? upload.full : upload.content,
  });
  const [saved] = await listed(deps, tx, eq(project_files.token, token), file.uploaderId);
  if (!saved) throw new Error('the file just saved was not found');
  return saved;
}

/**
 * Keeps a checked photo in a room. At most `maxPerRoom`, counted under the room's row lock, so two tabs
 * adding at once never pass the limit.
 */
export async function addRoomPhoto(
  deps: ProjectFilesDeps,
  file: NewFile & { roomId: number },
  maxPerRoom: number,
): Promise<AddOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await roomOfProject(tx, file.projectId, file.roomId, true))) {
      return { problem: 'missingRoom' as const };
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(project_files)
      .where(eq(project_files.room_id, file.roomId));
    if ((count?.n ?? 0) >= maxPerRoom) return { problem: 'full' as const };
    return { file: await inserted(deps, tx, file) };
  });
}

/** Keeps a checked chat file, not yet on any message: the chat attaches it when the message is sent. */
export async function addChatFile(
  deps: ProjectFilesDeps,
  file: NewFile & { roomId: null },
): Promise<ProjectFile> {
  return deps.db.transaction((tx) => inserted(deps, tx, file));
}

/**
 * Puts the sender's own unattached chat files of the project on a message, in the message's transaction;
 * the ids it attached (an id of another project, another sender or already sent is left alone).
 */
export async function attachChatFiles(
  tx: Database | Transaction,
  projectId: number,
  senderId: number,
  fileIds: readonly string[],
  messageId: number,
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .update(project_files)
    .set({ message_id: messageId })
    .where(
      and(
        eq(project_files.project_id, projectId),
        eq(project_files.uploader_id, senderId),
        isNull(project_files.message_id),
        isNull(project_files.room_id),
        inArray(project_files.token, [...fileIds]),
      ),
    )
    .returning({ token: project_files.token });
  return rows.map((row) => row.token);
}

/** Who removes a file: its uploader, or the project's owner. */
export type RemoveOutcome = 'removed' | 'missing' | 'notYours';

export async function removeProjectFile(
  deps: ProjectFilesDeps,
  projectId: number,
  fileId: string,
  caller: { id: number; isOwner: boolean },
): Promise<RemoveOutcome> {
  const mine = and(eq(project_files.project_id, projectId), eq(project_files.token, fileId));
  const [row] = await deps.db.select({ uploader: project_files.uploader_id }).from(project_files).where(mine);
  if (!row) return 'missing';
  if (row.uploader !== caller.id && !caller.isOwner) return 'notYours';
  const gone = await deps.db.delete(project_files).where(mine).returning({ id: project_files.id });
  return gone.length > 0 ? 'removed' : 'missing';
}

/** One stored copy of a file, for a verified link; null when there is none (removed, or no thumbnail). */
export async function storedCopy(
  db: Database,
  fileId: string,
  variant: ProjectFileVariant,
): Promise<{ projectId: number; kind: 'photo' | 'pdf'; name: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      projectId: project_files.project_id,
      kind: project_files.kind,
      name: project_files.name,
      content: variant === 'thumb' ? project_files.thumb : project_files.content,
    })
    .from(project_files)
    .where(eq(project_files.token, fileId));
  if (!row?.content) return null;
  return { ...row, content: row.content };
}
