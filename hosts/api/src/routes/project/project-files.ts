import multipart from '@fastify/multipart';
import { fileExtension } from '@showroom/contract/lead';
import {
  CHAT_FILE_MESSAGES,
  CHAT_FILE_UPLOAD,
  PROJECT_FILE_MESSAGES as M,
  PROJECT_PAGE_MESSAGES,
  type ProjectFileResponse,
  type ProjectFilesResponse,
  projectFileParamsSchema,
  projectIdParamsSchema,
  projectRoomParamsSchema,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import { HttpError } from '../../lib/http-error.ts';
import type { UploadAnswer } from '../../modules/project-files/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  type OnePictureUpload,
  onePictureLimits,
  pictureFieldError,
  readOneFile,
} from '../../plugins/read-one-picture.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

const PHOTO: OnePictureUpload = {
  field: ROOM_PHOTO_UPLOAD.field,
  maxBytes: ROOM_PHOTO_UPLOAD.maxBytes,
  messages: ROOM_PHOTO_MESSAGES,
};
const CHAT_FILE: OnePictureUpload = {
  field: CHAT_FILE_UPLOAD.field,
  maxBytes: CHAT_FILE_UPLOAD.maxBytes,
  messages: CHAT_FILE_MESSAGES,
  accepts: (name) => (CHAT_FILE_UPLOAD.extensions as readonly string[]).includes(fileExtension(name)),
};

/** The kept file, or its refusal: 404 for a room not of the project, 422 naming the field otherwise. */
function kept(answer: UploadAnswer, upload: OnePictureUpload & { messages: typeof ROOM_PHOTO_MESSAGES }) {
  if ('file' in answer) return answer.file;
  switch (answer.problem) {
    case 'missingRoom':
      throw new HttpError(404, { message: PROJECT_PAGE_MESSAGES.roomNotFound });
    case 'full':
      throw pictureFieldError(upload, M.full);
    default:
      throw pictureFieldError(upload, upload.messages[answer.problem]);
  }
}

/**
 * A project's room photos and chat files (decision 0105), for its participants only: anyone else,
 * and a project that does not exist, get 404 'Project not found.' before any byte is decoded. One
 * file per upload request, so each has its own progress and its own refusal.
 */
export const projectFileRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: the uploads here are its multipart routes.
  await app.register(multipart, { limits: onePictureLimits(ROOM_PHOTO_UPLOAD.maxBytes) });

  app.get(
    '/api/projects/:id/rooms/:roomId/photos',
    access('activeAccount'),
    async (request): Promise<ProjectFilesResponse> => {
      const { id: projectId, roomId } = validate(projectRoomParamsSchema, request.params);
      await requireProjectAccess(ctx, request, projectId);
      const photos = await ctx.projectFiles.roomPhotos(projectId, roomId, sessionOf(request).user.id);
      if (!photos) throw new HttpError(404, { message: PROJECT_PAGE_MESSAGES.roomNotFound });
      return { success: true, message: '', data: photos };
    },
  );

  app.post('/api/projects/:id/rooms/:roomId/photos', access('activeAccount'), async (request, reply) => {
    const { id: projectId, roomId } = validate(projectRoomParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId);
    const { bytes, fileName } = await readOneFile(request, PHOTO);
    const uploaderId = sessionOf(request).user.id;
    const answer = await ctx.projectFiles.addRoomPhoto({ projectId, roomId, uploaderId, fileName, bytes });
    const file = kept(answer, { ...PHOTO, messages: ROOM_PHOTO_MESSAGES });
    reply.code(201);
    return { success: true, message: M.photoAdded, data: file } satisfies ProjectFileResponse;
  });

  app.post('/api/projects/:id/files', access('activeAccount'), async (request, reply) => {
    const { id: projectId } = validate(projectIdParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId);
    const { bytes, fileName } = await readOneFile(request, CHAT_FILE);
    const uploaderId = sessionOf(request).user.id;
    const answer = await ctx.projectFiles.addChatFile({ projectId, uploaderId, fileName, bytes });
    const file = kept(answer, { ...CHAT_FILE, messages: CHAT_FILE_MESSAGES });
    reply.code(201);
    return { success: true, message: M.fileAdded, data: file } satisfies ProjectFileResponse;
  });

  app.delete('/api/projects/:id/files/:fileId', access('activeAccount'), async (request) => {
    const { id: projectId, fileId } = validate(projectFileParamsSchema, request.params);
    const { role } = await requireProjectAccess(ctx, request, projectId);
    const caller = { id: sessionOf(request).user.id, isOwner: role === 'owner' };
    const outcome = await ctx.projectFiles.remove(projectId, fileId, caller);
    if (outcome === 'missing') throw new HttpError(404, { message: M.fileNotFound });
    if (outcome === 'notYours') throw new HttpError(403, { message: M.notYours });
    return { success: true, message: M.removed };
  });
};
