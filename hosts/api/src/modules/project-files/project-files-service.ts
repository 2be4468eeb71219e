import {
  CHAT_FILE_UPLOAD,
  type ProjectFile,
  type ProjectFileLinkQuery,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { isProceedingStatus } from '../identity/index.ts';
import { users } from '../identity/users-schema.ts';
import { findProjectAccess } from '../project-access/index.ts';
import { verifiedGrant } from './file-links.ts';
import {
  addChatFile,
  addRoomPhoto,
  listMessageFiles,
  listProjectFiles,
  listRoomPhotos,
  type ProjectFilesDeps,
  type RemoveOutcome,
  removeProjectFile,
  storedCopy,
} from './project-files.ts';
import { checkProjectUpload, type ProjectUploadRules, type UploadProblem } from './upload-check.ts';

/** A kept upload, or why it was refused (`missingRoom`: not a room of the project). */
export type UploadAnswer = { file: ProjectFile } | { problem: UploadProblem | 'missingRoom' | 'full' };

/** What a verified link opens. */
export interface FileAnswer {
  kind: 'photo' | 'pdf';
  name: string;
  content: Buffer;
}

export interface UploadInput {
  projectId: number;
  uploaderId: number;
  fileName: string;
  bytes: Buffer;
}

const ROOM_PHOTO_RULES: ProjectUploadRules = { ...ROOM_PHOTO_UPLOAD, allowPdf: false };
const CHAT_FILE_RULES: ProjectUploadRules = {
  ...CHAT_FILE_UPLOAD,
  widths: ROOM_PHOTO_UPLOAD.widths,
  allowPdf: true,
};

/**
 * A project's files (decision 0105). The routes check the caller's part in the project first
 * (`requireProjectAccess`); every list answers links signed for the viewer. Part D's chat lists a
 * project's files (`room_files`) and a message's, and attaches uploads with `attachChatFiles`.
 */
export interface ProjectFilesService {
  roomPhotos(projectId: number, roomId: number, viewerId: number): Promise<ProjectFile[] | null>;
  addRoomPhoto(input: UploadInput & { roomId: number }): Promise<UploadAnswer>;
  addChatFile(input: UploadInput): Promise<UploadAnswer>;
  remove(projectId: number, fileId: string, caller: { id: number; isOwner: boolean }): Promise<RemoveOutcome>;
  /** Every file of these projects (each one the viewer takes part in), oldest first. */
  projectFiles(projectIds: readonly number[], viewerId: number): Promise<ProjectFile[]>;
  messageFiles(projectId: number, messageIds: readonly number[], viewerId: number): Promise<ProjectFile[]>;
  /**
   * The copy a signed link opens: null when the signature is not ours, the link expired, the file is
   * gone, or its viewer no longer takes part in the project (or may no longer sign in).
   */
  open(fileId: string, query: ProjectFileLinkQuery): Promise<FileAnswer | null>;
}

export function createProjectFilesService(deps: ProjectFilesDeps): ProjectFilesService {
  return {
    roomPhotos: (projectId, roomId, viewerId) => listRoomPhotos(deps, projectId, roomId, viewerId),
    async addRoomPhoto({ projectId, roomId, uploaderId, fileName, bytes }) {
      const upload = await checkProjectUpload(bytes, fileName, ROOM_PHOTO_RULES);
      if ('problem' in upload) return upload;
      const file = { projectId, roomId, uploaderId, fileName, size: bytes.length, upload };
      return addRoomPhoto(deps, file, ROOM_PHOTO_UPLOAD.maxPerRoom);
    },
    async addChatFile({ projectId, uploaderId, fileName, bytes }) {
      const upload = await checkProjectUpload(bytes, fileName, CHAT_FILE_RULES);
      if ('problem' in upload) return upload;
      const file = { projectId, roomId: null, uploaderId, fileName, size: bytes.length, upload };
      return { file: await addChatFile(deps, file) };
    },
    remove: (projectId, fileId, caller) => removeProjectFile(deps, projectId, fileId, caller),
    projectFiles: (projectIds, viewerId) => listProjectFiles(deps, projectIds, viewerId),
    messageFiles: (projectId, messageIds, viewerId) =>
      listMessageFiles(deps, projectId, messageIds, viewerId),
    async open(fileId, query) {
      const grant = verifiedGrant(deps.appKey, fileId, query, deps.clock.now());
      if (!grant) return null;
      const copy = await storedCopy(deps.db, fileId, grant.variant);
      if (!copy) return null;
      const [viewer] = await deps.db
        .select({ id: users.id, type: users.type, status: users.status })
        .from(users)
        .where(eq(users.id, grant.viewerId));
      if (!viewer || !isProceedingStatus(viewer.status)) return null;
      if (!(await findProjectAccess(deps.db, copy.projectId, viewer))) return null;
      return { kind: copy.kind, name: copy.name, content: copy.content };
    },
  };
}
