import { messageEnvelopeSchema } from '@showroom/contract';
import {
  type ProjectDetails,
  projectDetailsResponseSchema,
  projectFileResponseSchema,
  projectFilesResponseSchema,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import { api } from '@showroom/core';
import { upload } from '@showroom/core/upload';

/** `GET /api/projects/{id}`: the rooms, and how the viewer takes part (the owner removes any photo). */
export async function loadProject(projectId: number, signal: AbortSignal): Promise<ProjectDetails> {
  return (
    await api.get(`projects/${projectId}`, { schema: projectDetailsResponseSchema, signal, silent: true })
  ).data;
}

const photosPath = (projectId: number, roomId: number) => `projects/${projectId}/rooms/${roomId}/photos`;

/** `GET /api/projects/{id}/rooms/{roomId}/photos`: oldest first, with fresh signed links. */
export async function loadRoomPhotos(projectId: number, roomId: number, signal: AbortSignal) {
  // Silent: the section says it could not load, with Try again, in place.
  return (
    await api.get(photosPath(projectId, roomId), { schema: projectFilesResponseSchema, signal, silent: true })
  ).data;
}

/** `POST …/photos` (multipart, one photo): answers the kept photo. */
export function uploadRoomPhoto(
  projectId: number,
  roomId: number,
  file: File,
  onProgress: (sent: number) => void,
) {
  const body = new FormData();
  body.append(ROOM_PHOTO_UPLOAD.field, file, file.name);
  // Silent: the dropzone shows a refusal under itself, by the file's name.
  return upload(photosPath(projectId, roomId), {
    schema: projectFileResponseSchema,
    body,
    onProgress,
    silent: true,
  });
}

/** `DELETE /api/projects/{id}/files/{fileId}`. */
export function removeProjectFile(projectId: number, fileId: string) {
  return api.delete(`projects/${projectId}/files/${encodeURIComponent(fileId)}`, {
    schema: messageEnvelopeSchema,
  });
}
