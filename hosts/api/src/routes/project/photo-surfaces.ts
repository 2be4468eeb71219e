import { MESSAGES } from '@showroom/contract';
import {
  PHOTO_SURFACE_MESSAGES as M,
  type PhotoSurfacesResponse,
  PROJECT_FILE_MESSAGES,
  photoSurfacesRequestSchema,
  projectFileParamsSchema,
} from '@showroom/contract/projects';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { requireProjectAccess } from './require-project-access.ts';

const notFound = () => new HttpError(404, { message: PROJECT_FILE_MESSAGES.fileNotFound });

/**
 * A room photo's laid surfaces (issue #26, decision 0114). Every participant of the project (the
 * homeowner, the shared pro, hired designers) reads and edits them, as they all add photos; anyone else
 * gets 404 'Project not found.'. A file that is not a room photo of this project is 404 'File not found.'.
 */
export const photoSurfaceRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/projects/:id/photos/:fileId/surfaces', access('activeAccount'), async (request) => {
    const { id: projectId, fileId } = validate(projectFileParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId);
    const surfaces = await ctx.photoSurfaces.list(projectId, fileId);
    if (surfaces === 'missing') throw notFound();
    return { success: true, message: '', data: surfaces } satisfies PhotoSurfacesResponse;
  });

  app.put('/api/projects/:id/photos/:fileId/surfaces', access('activeAccount'), async (request) => {
    const { id: projectId, fileId } = validate(projectFileParamsSchema, request.params);
    await requireProjectAccess(ctx, request, projectId);
    const { surfaces } = validate(photoSurfacesRequestSchema, request.body);
    const userId = sessionOf(request).user.id;
    const saved = await ctx.photoSurfaces.replace(projectId, fileId, userId, surfaces);
    if (saved === 'missing') throw notFound();
    if ('errors' in saved) {
      throw new HttpError(422, { message: MESSAGES.invalidGiven, errors: saved.errors });
    }
    return { success: true, message: M.saved, data: saved } satisfies PhotoSurfacesResponse;
  });
};
