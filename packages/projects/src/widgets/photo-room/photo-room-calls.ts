import { productListResponseSchema } from '@showroom/contract/catalog';
import {
  type PhotoSurfaces,
  type PhotoSurfacesRequest,
  photoSurfacesResponseSchema,
  type SuggestedCornersRequest,
  suggestedCornersResponseSchema,
} from '@showroom/contract/projects';
import { api } from '@showroom/core';
import { sendChatMessage, uploadChatFile } from '@showroom/core/project-chat';

const surfacesPath = (projectId: number, fileId: string) =>
  `projects/${projectId}/photos/${encodeURIComponent(fileId)}/surfaces`;

/** `GET /api/projects/{id}/photos/{fileId}/surfaces`: the photo's laid surfaces. */
export async function loadPhotoSurfaces(
  projectId: number,
  fileId: string,
  signal: AbortSignal,
): Promise<PhotoSurfaces> {
  // Silent: the editor says it could not load, with Try again, in place.
  return (
    await api.get(surfacesPath(projectId, fileId), {
      schema: photoSurfacesResponseSchema,
      signal,
      silent: true,
    })
  ).data;
}

/** `PUT …/surfaces`: the photo's whole set. Silent: a 422's field errors go under their fields. */
export async function savePhotoSurfaces(projectId: number, fileId: string, body: PhotoSurfacesRequest) {
  return api.put(surfacesPath(projectId, fileId), {
    schema: photoSurfacesResponseSchema,
    body,
    silent: true,
  });
}

/**
 * `POST …/suggested-corners`: the floor's or a wall's corners read from the photo on the server
 * (decision 0119). Silent: the editor says in place what came of it.
 */
export async function suggestCorners(projectId: number, fileId: string, body: SuggestedCornersRequest) {
  const path = `projects/${projectId}/photos/${encodeURIComponent(fileId)}/suggested-corners`;
  return api.post(path, { schema: suggestedCornersResponseSchema, body, silent: true });
}

/** `POST /api/visualization/products`: a category's products matching `q`, for the product dialog. */
export async function searchSurfaceProducts(category: string, q: string, signal: AbortSignal) {
  const body = { category, q: q.trim() || undefined, per_page: 24, sort: 'name' as const };
  return (
    await api.post('visualization/products', {
      schema: productListResponseSchema,
      body,
      signal,
      silent: true,
    })
  ).data.data;
}

/**
 * "Share in chat": the picture as drawn goes up as a chat file (`POST /api/projects/{id}/files`), then a
 * message naming the products carries it (`POST /api/projectChat`), as the chat's own composer does.
 */
export async function shareInChat(projectId: number, picture: Blob, fileName: string, text: string) {
  const file = await uploadChatFile(
    projectId,
    new File([picture], fileName, { type: 'image/png' }),
    () => undefined,
  );
  return sendChatMessage({ project_id: projectId, message: text, files: [file.id] });
}
